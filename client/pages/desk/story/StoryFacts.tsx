import type { DeskStory } from '../../../../shared/desk-answers';
import { fill } from '../../../../shared/fill-text';
import { isNewsType } from '../../../../shared/taxonomy';
import { useLang } from '../../../app/use-lang';
import { useMessages, useMessageSection } from '../../../data/use-messages';
import { deskMoment } from '../desk-moment';

/** The story's state and the facts every language shares: category, subcategory, when posted, its images and video thumbnails. */
export function StoryFacts({ story }: { story: DeskStory }) {
  const lang = useLang();
  const { story: texts } = useMessageSection('desk');
  const { navigations } = useMessages();
  const category = isNewsType(story.type) ? navigations.header[story.type] : story.type;
  const subcategory = navigations.subcategories[story.subtype] ?? story.subtype;
  return (
    <section className="xn-ds-facts">
      <p className={`xn-ds-state xn-ds-state-${story.status}`}>{story.status === 'live' ? texts.live : texts.withdrawn}</p>
      <dl className="xn-ds-pairs">
        <dt>{texts.category}</dt>
        <dd>{category}</dd>
        <dt>{texts.subcategory}</dt>
        <dd>{subcategory}</dd>
        <dt>{texts.posted}</dt>
        <dd>{deskMoment(new Date(story.postTime * 1000).toISOString(), lang)}</dd>
      </dl>
      <h2>{texts.images}</h2>
      {story.imgUrls.length === 0 && story.videoThumbs.length === 0 ? <p>{texts.noImages}</p> : null}
      <ul className="xn-ds-media">
        {story.imgUrls.map((src, index) => (
          <li key={src}>
            <img src={src} alt={fill(texts.imageAlt, { n: index + 1 })} loading="lazy" />
          </li>
        ))}
        {story.videoThumbs.map((src, index) => (
          <li key={src}>
            <img src={src} alt={fill(texts.videoThumbAlt, { n: index + 1 })} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { DeskStory } from '../../../../shared/desk-answers';
import { fill } from '../../../../shared/fill-text';
import { MEDIA_UNAVAILABLE, mediaVariantAddress } from '../../../../shared/media-address';
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
      {story.media.length === 0 ? <p>{texts.noImages}</p> : null}
      <ul className="xn-ds-media">
        {story.media.map((media, index) => {
          const n = story.media.slice(0, index + 1).filter((other) => other.kind === media.kind).length;
          const alt = fill(media.kind === 'image' ? texts.imageAlt : texts.videoThumbAlt, { n });
          return (
            <li key={`${media.kind}:${media.url}`}>
              <figure className={`xn-ds-media-${media.state}`}>
                {media.shown === MEDIA_UNAVAILABLE ? <div className="xn-ds-media-empty" role="img" aria-label={alt} /> : <img src={mediaVariantAddress(media.shown, 'small')} alt={alt} loading="lazy" />}
                <figcaption>
                  {media.state === 'pending' ? <p className="xn-ds-media-note">{texts.imagePending}</p> : null}
                  {media.state === 'failed' ? <p className="xn-ds-media-note">{fill(texts.imageFailed, { reason: media.reason ?? '' })}</p> : null}
                  {media.state === 'own' ? null : (
                    <a href={media.url} rel="noopener noreferrer nofollow">
                      {texts.imageSource}
                    </a>
                  )}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

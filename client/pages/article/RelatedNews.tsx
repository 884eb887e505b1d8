import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { SiteLink } from '../../components/SiteLink';
import type { LangCode } from '../../../shared/languages';
import { isSafeMediaUrl } from '../../../shared/safe-url';
import { articlePath } from '../../../shared/routes';
import type { NewsTranslations } from '../../../shared/translations';
import type { NewsItem } from '../../../shared/types';
import { useSite } from '../../app/site-context';
import { Image, imageBox } from '../../components/Image';
import { queries } from '../../data/queries';
import { ReadingTime } from '../../components/ReadingTime';
import { formatArticleDate, isoTime } from './article-date';
import { relatedParams } from './article-route';

/**
 * Related news (spec §2): up to 10 stories of the same subtype within about 120 days of this
 * one, with the spec's loading, empty and failed texts. The server prefetches them.
 */
export function RelatedNews({ lang, item, texts }: { lang: LangCode; item: NewsItem; texts: NewsTranslations }) {
  const { api } = useSite();
  const related = useQuery(queries.related(api, relatedParams(lang, item)));
  const headingId = useId();
  let body: ReactNode;
  if (related.isPending) body = <p className="xn-related-status" role="status">{texts.loadingRelated}</p>;
  else if (related.isError) body = <p className="xn-related-status xn-related-failed">{texts.relatedFailed}</p>;
  else if (related.data.length === 0) body = <p className="xn-related-status">{texts.noRelated}</p>;
  else {
    body = (
      <ul className="xn-related-list">
        {related.data.map((story) => {
          const image = [...story.img_urls, ...story.video_thumbs].find(isSafeMediaUrl);
          return (
            <li key={story.id} className="xn-related-item">
              <div className="xn-related-media">
                {image ? <Image src={image} alt="" sizes="(min-width: 768px) 160px, 33vw" largest="small" {...imageBox(story, image)} /> : <div className="xn-image xn-image-empty" />}
              </div>
              <div className="xn-related-text">
                <SiteLink className="xn-related-title" to={articlePath(lang, story.title, story.id)}>
                  {story.title}
                </SiteLink>
                <p className="xn-related-meta">
                  <time dateTime={isoTime(story.postTime)} suppressHydrationWarning>
                    {formatArticleDate(story.postTime, lang)}
                  </time>
                  <ReadingTime minutes={story.reading_minutes} text={texts.readingTime} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className="xn-related" aria-labelledby={headingId}>
      <h2 id={headingId} className="xn-block-title">
        {texts.relatedTitle}
      </h2>
      {body}
    </section>
  );
}

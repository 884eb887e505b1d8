import type { Ref } from 'react';
import { SiteLink } from '../../components/SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import { articlePath, listPath } from '../../../shared/routes';
import type { ShellNavigations } from '../../../shared/message-sections';
import type { NewsItem } from '../../../shared/types';
import { Image, imageBox } from '../../components/Image';
import { ReadingTime } from '../../components/ReadingTime';
import { withContentKeys } from '../../components/list-keys';
import { SaveButton } from '../../components/reader/SaveButton';
import { CARD_TEXT, cardOutlines, cutText, formatPostDate, HANDLE_LENGTH, type CardVariant } from './card-text';
import { parseListRoute } from './list-route-params';

/** Rendered widths at the grid's breakpoints (news-list.css), for the browser's pick from the srcset. */
const SIZES: Record<CardVariant, string> = {
  featured: '(min-width: 1280px) 740px, (min-width: 1024px) 60vw, (min-width: 768px) 50vw, 100vw',
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 100vw',
};

export interface NewsCardProps {
  item: NewsItem;
  lang: LangCode;
  navigations: ShellNavigations;
  variant: CardVariant;
  ref?: Ref<HTMLElement>;
}

/**
 * One story in a list: image, subtype label, linked title, date, reading time and source handle, summary and
 * outlines (spec §2, §9). The title's link covers the whole card; the subtype label links to its
 * own list above it. Every text block has a fixed height (news-list.css), so cards and their
 * placeholders are the same size and nothing moves when they swap.
 */
export function NewsCard({ item, lang, navigations, variant, ref }: NewsCardProps) {
  const featured = variant === 'featured';
  const Heading = featured ? 'h2' : 'h3';
  const image = item.img_urls[0] ?? item.video_thumbs[0];
  const subtypeRoute = parseListRoute(item.type, item.subtype || undefined);
  const subtypeLabel = item.subtype ? displayName(item.subtype, navigations) : displayName(item.type, navigations);
  const outlines = cardOutlines(item.outlines, variant);
  const posted = new Date(item.postTime * 1000).toISOString();
  return (
    <article ref={ref} className={featured ? 'xn-story xn-story-featured' : 'xn-story xn-story-card'}>
      <div className="xn-story-media">
        {image ? <Image src={image} alt={item.title} sizes={SIZES[variant]} priority={featured} {...imageBox(item, image)} /> : <div className="xn-image xn-image-empty" />}
      </div>
      <SaveButton storyId={item.id} title={item.title} className="xn-save-card" />
      <div className="xn-story-body">
        <p className="xn-story-kicker">
          {featured ? <span className="xn-story-badge">{navigations.home.featured}</span> : null}
          {subtypeRoute ? (
            <SiteLink to={listPath(lang, subtypeRoute.type, subtypeRoute.subtype)}>{subtypeLabel}</SiteLink>
          ) : (
            <span>{subtypeLabel}</span>
          )}
        </p>
        <Heading className="xn-story-title">
          {/* The article's own address: the original's 25-character list slug would be redirected to it. */}
          <SiteLink to={articlePath(lang, item.title, item.id)}>{item.title}</SiteLink>
        </Heading>
        <p className="xn-story-meta">
          <time dateTime={posted} suppressHydrationWarning>
            {formatPostDate(item.postTime, lang)}
          </time>
          <ReadingTime minutes={item.reading_minutes} text={navigations.news.readingTime} />
          {item.user_id ? <span className="xn-story-handle">{cutText(item.user_id, HANDLE_LENGTH)}</span> : null}
        </p>
        <p className="xn-story-summary">{cutText(item.summary, CARD_TEXT[variant].summary)}</p>
        {outlines.length > 0 ? (
          <ul className="xn-story-outlines">
            {withContentKeys(outlines, (outline) => outline).map(({ key, item: outline }) => (
              <li key={key}>{outline}</li>
            ))}
          </ul>
        ) : (
          <div className="xn-story-outlines" />
        )}
      </div>
    </article>
  );
}

/** A card's shape while its story loads: the same boxes, empty. */
export function NewsCardSkeleton({ variant }: { variant: CardVariant }) {
  const featured = variant === 'featured';
  return (
    <div className={featured ? 'xn-story xn-story-featured xn-story-skeleton' : 'xn-story xn-story-card xn-story-skeleton'} aria-hidden="true">
      <div className="xn-story-media">
        <div className="xn-image xn-image-empty" />
      </div>
      <div className="xn-story-body">
        <p className="xn-story-kicker" />
        <div className="xn-story-title" />
        <p className="xn-story-meta" />
        <p className="xn-story-summary" />
        <div className="xn-story-outlines" />
      </div>
    </div>
  );
}

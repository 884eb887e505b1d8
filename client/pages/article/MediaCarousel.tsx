import { useState } from 'react';
import { wrapIndex, type MediaEntry } from '../../../shared/article-media';
import { EMBED_ALLOW, EMBED_REFERRER_POLICY, EMBED_SANDBOX } from '../../../shared/embed-policy';
import type { NewsTranslations } from '../../../shared/translations';
import type { MediaSizes } from '../../../shared/media-address';
import { Image, imageBox } from '../../components/Image';

/** The carousel's width at each layout (article.css), for the browser's pick from the srcset. */
const SIZES = '(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw';

function Slide({ entry, title, first, sizes }: { entry: MediaEntry; title: string; first: boolean; sizes: MediaSizes | undefined }) {
  if (entry.type === 'embed') {
    return (
      <iframe
        className="xn-carousel-frame"
        src={entry.frame.src}
        title={entry.frame.title || title}
        sandbox={EMBED_SANDBOX}
        // Full screen comes from allow's 'fullscreen'; allowFullScreen beside it only makes the browser warn.
        allow={EMBED_ALLOW}
        loading="lazy"
        referrerPolicy={EMBED_REFERRER_POLICY}
      />
    );
  }
  return (
    <>
      <Image src={entry.url} alt={title} sizes={SIZES} priority={first} {...imageBox({ media_sizes: sizes }, entry.url)} />
      {entry.type === 'video' ? (
        <span className="xn-carousel-play" aria-hidden="true">
          ▶
        </span>
      ) : null}
    </>
  );
}

/**
 * The article's images, video thumbnails and players (spec §2), one at a time. It wraps at both
 * ends and shows 'n / total', which a live region announces. Only the current entry is in the
 * page, so a player loads only once a reader reaches it. WAI-ARIA carousel pattern: a labelled
 * region (a section with a name is one), slides as groups, and previous/next buttons with names.
 */
export function MediaCarousel({ entries, sizes, title, labelledBy, texts }: { entries: readonly MediaEntry[]; sizes: MediaSizes | undefined; title: string; labelledBy: string; texts: Pick<NewsTranslations, 'carousel' | 'slide' | 'previous' | 'next'> }) {
  const [index, setIndex] = useState(0);
  const total = entries.length;
  const entry = entries[Math.min(index, total - 1)];
  if (!entry) return null;
  const position = `${index + 1} / ${total}`;
  return (
    <section className="xn-carousel" aria-roledescription={texts.carousel} aria-labelledby={labelledBy}>
      <div className="xn-carousel-viewport">
        {/* biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group; a fieldset groups form fields, and its min-content width would stretch the slide to its image. */}
        <div className={`xn-carousel-slide xn-carousel-${entry.type}`} role="group" aria-roledescription={texts.slide} aria-label={position}>
          <Slide key={`${index}:${entry.url}`} entry={entry} title={title} first={index === 0} sizes={sizes} />
        </div>
      </div>
      {total > 1 ? (
        <div className="xn-carousel-controls">
          <button type="button" className="xn-carousel-button" aria-label={texts.previous} onClick={() => setIndex((current) => wrapIndex(current, -1, total))}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="xn-carousel-count" aria-live="polite" aria-atomic="true">
            {position}
          </p>
          <button type="button" className="xn-carousel-button" aria-label={texts.next} onClick={() => setIndex((current) => wrapIndex(current, 1, total))}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

import { SiteLink } from '../../components/SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import { articlePath } from '../../../shared/routes';
import type { SearchResultItem } from '../../../shared/search';
import type { ShellNavigations } from '../../../shared/message-sections';
import { Image, imageBox } from '../../components/Image';
import { formatPostDate } from '../news-list/card-text';
import { Highlighted } from './Highlighted';

const IMAGE_SIZES = '(min-width: 768px) 200px, 100vw';

/** One search result as a list card: image, category, marked title, date, marked summary excerpt. */
export function SearchResult({ item, lang, navigations }: { item: SearchResultItem; lang: LangCode; navigations: ShellNavigations }) {
  const image = item.img_urls[0] ?? item.video_thumbs[0];
  return (
    <li className="xn-result">
      <div className="xn-result-media">{image ? <Image src={image} alt="" sizes={IMAGE_SIZES} {...imageBox(item, image)} /> : null}</div>
      <div className="xn-result-body">
        <p className="xn-result-kicker">{displayName(item.type, navigations)}</p>
        <h2 className="xn-result-title">
          <SiteLink to={articlePath(lang, item.title, item.id)}>
            <Highlighted segments={item.highlights.title} />
          </SiteLink>
        </h2>
        <p className="xn-result-meta">
          <time dateTime={new Date(item.postTime * 1000).toISOString()} suppressHydrationWarning>
            {formatPostDate(item.postTime, lang)}
          </time>
        </p>
        <p className="xn-result-summary">
          <Highlighted segments={item.highlights.summary} />
        </p>
      </div>
    </li>
  );
}

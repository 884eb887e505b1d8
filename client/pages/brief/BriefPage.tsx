import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SaveButton } from '../../components/reader/SaveButton';
import { SiteLink } from '../../components/SiteLink';
import { metaDescription } from '../../../shared/article-text';
import { HREFLANG, type LangCode } from '../../../shared/languages';
import { briefPath } from '../../../shared/routes';
import { PrintAddress } from '../../components/PrintAddress';
import type { NewsItem } from '../../../shared/types';
import { useSite } from '../../app/site-context';
import { withContentKeys } from '../../components/list-keys';
import { PageHead } from '../../components/PageHead';
import { MarkdownBody } from '../../components/sanitize/MarkdownBody';
import { renderedBodyOf } from '../../../shared/rendered-body';
import { useMessages } from '../../data/use-messages';
import { formatPostTime, isoTime } from '../article/article-date';
import { absoluteUrl, canonicalArticlePath, storyImages } from '../article/article-head';
import { lastSegment } from '../article/article-route';
import { StoryRoutePage } from '../article/StoryRoutePage';
import { SaveForm } from '../../components/reader/SaveForm';
import { CorrectionNotes } from '../article/CorrectionNotes';
import { TextSizeChoice } from '../article/TextSizeChoice';

/**
 * The brief of one story (spec §2): title, post time, Summary, Outlines as a bullet list, then
 * the body. Its canonical address is the full article, so that search engines keep one page.
 */
function Brief({ item, lang, segment }: { item: NewsItem; lang: LangCode; segment: string }) {
  const { config } = useSite().bootstrap;
  const { news, corrections } = useMessages().navigations;
  const navigate = useNavigate();
  const location = useLocation();

  const ownPath = briefPath(lang, item.title, item.id);
  const expected = lastSegment(ownPath);
  useEffect(() => {
    if (segment !== expected) void navigate({ pathname: ownPath, search: location.search, hash: location.hash }, { replace: true });
  }, [segment, expected, ownPath, location.search, location.hash, navigate]);

  const contentLang = item.lang !== lang ? HREFLANG[item.lang] : undefined;
  const articleAddress = canonicalArticlePath(lang, item);
  const image = storyImages(config, item)[0];
  const outlines = item.outlines.filter((outline) => outline.trim() !== '');
  return (
    <div className="xn-article-page">
      <SaveForm />
      <PageHead
        siteName={config.siteName}
        head={{
          title: `${item.title} | ${config.siteName}`,
          description: metaDescription(item.summary) || metaDescription(item.news),
          canonical: absoluteUrl(config, articleAddress),
          alternates: [],
          ogType: 'article',
          ...(image ? { image } : {}),
        }}
      />
      {contentLang ? (
        <p className="xn-article-notice" role="note">
          {news.languageFallbackNotice}
        </p>
      ) : null}
      <article className="xn-article xn-brief">
        <header className="xn-article-header">
          <h1 className="xn-article-title" lang={contentLang}>
            {item.title}
          </h1>
          <p className="xn-article-meta">
            <time dateTime={isoTime(item.postTime)} suppressHydrationWarning>
              {formatPostTime(item.postTime, lang)}
            </time>
          </p>
          <SaveButton storyId={item.id} title={item.title} />
        </header>
        {/* The article's text size steps (decision 039), so that a reader sent to the brief can size it too. */}
        <div className="xn-article-tools">
          <TextSizeChoice lang={lang} texts={news} />
        </div>
        <CorrectionNotes notes={item.corrections} lang={lang} texts={news} allCorrections={corrections.allCorrections} />
        <section className="xn-brief-section" aria-labelledby="xn-brief-summary">
          <h2 id="xn-brief-summary">{news.summary}</h2>
          <p lang={contentLang}>{item.summary}</p>
        </section>
        {outlines.length > 0 ? (
          <section className="xn-brief-section" aria-labelledby="xn-brief-outlines">
            <h2 id="xn-brief-outlines">{news.outlines}</h2>
            <ul className="xn-brief-outlines" lang={contentLang}>
              {withContentKeys(outlines, (outline) => outline).map(({ key, item: outline }) => (
                <li key={key}>{outline}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <MarkdownBody markdown={item.news} html={renderedBodyOf(item)} className="xn-article-body xn-prose" lang={contentLang} />
        <p className="xn-article-brief-link">
          <SiteLink to={articleAddress}>{news.readFull}</SiteLink>
        </p>
        <PrintAddress address={absoluteUrl(config, briefPath(lang, item.title, item.id))} />
      </article>
    </div>
  );
}

/** /{lang}/news/analysis/brief/{slugAndId} (spec §2); a missing language or id shows the spec's error. */
export default function BriefPage() {
  return <StoryRoutePage missingText={(texts) => texts.missingParams} render={(item, lang, segment) => <Brief item={item} lang={lang} segment={segment} />} />;
}

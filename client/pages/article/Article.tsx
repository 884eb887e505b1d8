import { useEffect, useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { mediaEntries } from '../../../shared/article-media';
import { displayName } from '../../../shared/display-name';
import { HREFLANG, type LangCode } from '../../../shared/languages';
import { articlePath, briefPath } from '../../../shared/routes';
import type { NewsItem } from '../../../shared/types';
import { useSite } from '../../app/site-context';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageHead } from '../../components/PageHead';
import { ReadingTime } from '../../components/ReadingTime';
import { MarkdownBody } from '../../components/sanitize/MarkdownBody';
import { renderedBodyOf } from '../../../shared/rendered-body';
import { useEmbedFrames } from '../../components/sanitize/use-embed-frames';
import { useBrowserQuery } from '../../data/browser-query';
import { useMessages } from '../../data/use-messages';
import { articleCrumbs } from './article-crumbs';
import { formatArticleDate, isoTime } from './article-date';
import { absoluteUrl, articleHead, canonicalArticlePath, storyAuthor } from './article-head';
import { lastSegment } from './article-route';
import { storyTitles } from './article-titles';
import { ArticleSidebar } from './ArticleSidebar';
import { AuthorBlock } from './AuthorBlock';
import { MediaCarousel } from './MediaCarousel';
import { OtherLists } from './OtherLists';
import { RelatedNews } from './RelatedNews';
import { ShareLinks } from './ShareLinks';
import { SaveButton } from '../../components/reader/SaveButton';
import { SourcesToggle } from './SourcesToggle';
import { TextSizeChoice } from './TextSizeChoice';
import { PrintAddress } from '../../components/PrintAddress';
import { SaveForm } from '../../components/reader/SaveForm';
import { CorrectionNotes } from './CorrectionNotes';

/**
 * One story's full page (spec §2): breadcrumb, title, author and date, media carousel, sources
 * and share, the markdown body, the author block, related news, the other lists and the sidebar
 * placeholder. A story given in English for another language says so, and marks its text as
 * English.
 */
export function Article({ item, lang, segment }: { item: NewsItem; lang: LangCode; segment: string }) {
  const { api, bootstrap } = useSite();
  const { config } = bootstrap;
  const { navigations } = useMessages();
  const { news } = navigations;
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();

  // The one address of this story in this language: anything else is replaced by it, as the server's 301 does.
  const ownPath = articlePath(lang, item.title, item.id);
  const expected = lastSegment(ownPath);
  useEffect(() => {
    if (segment !== expected) void navigate({ pathname: ownPath, search: location.search, hash: location.hash }, { replace: true });
  }, [segment, expected, ownPath, location.search, location.hash, navigate]);

  const fallback = item.lang !== lang;
  const contentLang = fallback ? HREFLANG[item.lang] : undefined;
  // Read from the cache only: the server fetched the titles for the head; a client navigation does without.
  const titles = useBrowserQuery({ ...storyTitles(api, item), enabled: false }).data;
  const frames = useEmbedFrames(item.video_embed_link);
  const media = useMemo(() => mediaEntries(item, frames, config), [item, frames, config]);
  const author = storyAuthor(config, item);
  const typeLabel = displayName(item.type, navigations);
  const subtypeLabel = item.subtype ? displayName(item.subtype, navigations) : '';
  const head = articleHead({
    config, routeLang: lang, item, titles,
    keywords: [subtypeLabel, typeLabel, config.siteName].filter(Boolean).join(', '),
    section: subtypeLabel || typeLabel,
  });
  const shareUrl = absoluteUrl(config, canonicalArticlePath(lang, item));
  const crumbs = articleCrumbs(lang, item.type, item.subtype, navigations);

  return (
    <div className="xn-article-page">
      <PageHead head={head} siteName={config.siteName} />
      <SaveForm />
      <meta property="article:published_time" content={isoTime(item.postTime)} />
      <meta property="article:section" content={subtypeLabel || typeLabel} />
      {crumbs.length > 0 ? <Breadcrumb crumbs={crumbs} /> : null}
      {fallback ? (
        <p className="xn-article-notice" role="note">
          {news.languageFallbackNotice}
        </p>
      ) : null}

      <div className="xn-article-layout">
        <article className="xn-article" aria-labelledby={titleId}>
          <header className="xn-article-header">
            <h1 id={titleId} className="xn-article-title" lang={contentLang}>
              {item.title}
            </h1>
            <p className="xn-article-meta">
              <span className="xn-article-byline">
                {news.by} {author.url ? <a href={author.url} rel="author noopener">{author.name}</a> : author.name}
              </span>
              <time dateTime={isoTime(item.postTime)} suppressHydrationWarning>
                {formatArticleDate(item.postTime, lang)}
              </time>
              <ReadingTime minutes={item.reading_minutes} text={news.readingTime} />
            </p>
          </header>
          <CorrectionNotes notes={item.corrections} lang={lang} texts={news} allCorrections={navigations.corrections.allCorrections} />

          <MediaCarousel entries={media} sizes={item.media_sizes} title={item.title} labelledBy={titleId} texts={news} />

          <div className="xn-article-tools">
            <SaveButton storyId={item.id} title={item.title} />
            <SourcesToggle cita={item.cita} show={news.sources} hide={news.hideSources} />
            <ShareLinks title={item.title} url={shareUrl} lang={lang} labels={news} />
            <TextSizeChoice lang={lang} texts={news} />
          </div>

          <MarkdownBody markdown={item.news} html={renderedBodyOf(item)} className="xn-article-body xn-prose" lang={contentLang} />

          <p className="xn-article-brief-link">
            <SiteLink to={briefPath(lang, item.title, item.id)}>{news.readBrief}</SiteLink>
          </p>

          <AuthorBlock author={author} config={config} by={news.by} />
          <PrintAddress address={shareUrl} />
        </article>
        <ArticleSidebar />
      </div>

      <RelatedNews lang={lang} item={item} texts={news} />
      <OtherLists config={config} lang={lang} type={item.type} navigations={navigations} />
    </div>
  );
}

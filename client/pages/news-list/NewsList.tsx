import { useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import { fill } from '../../../shared/fill-text';
import { scriptSafeJson } from '../../app/bootstrap';
import { useSite } from '../../app/site-context';
import { Breadcrumb } from '../../components/Breadcrumb';
import { FollowButton } from '../../components/reader/FollowButton';
import { isFollowable } from '../../../shared/follows';
import { PageHead } from '../../components/PageHead';
import { useMessages } from '../../data/use-messages';
import { listHead, listItemsJsonLd } from './list-head';
import { listArchivePath, listPath } from '../../../shared/routes';
import type { ListRoute } from './list-route-params';
import { NewsCard, NewsCardSkeleton } from './NewsCard';
import { SubcategoryLinks } from './SubcategoryLinks';
import { useNearViewport } from './use-near-viewport';
import { useNewsPages } from './use-news-pages';
import { SaveForm } from '../../components/reader/SaveForm';

function skeletons(count: number) {
  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are alike and never reordered; their place is all there is to tell them apart.
  return Array.from({ length: count }, (_, index) => <NewsCardSkeleton key={`skeleton-${index}`} variant="card" />);
}

/**
 * One news list (spec §2): breadcrumb, featured story, grid, infinite scroll, the two buttons.
 * Mounted once per path, so that a change of type, subtype or language starts again at page 1.
 */
export function NewsList({ lang, route, pageSize }: { lang: LangCode; route: ListRoute; pageSize: number }) {
  const { config } = useSite().bootstrap;
  const messages = useMessages();
  const { navigations } = messages;
  const { home } = navigations;
  const pages = useNewsPages(lang, route, pageSize);
  const { items } = pages;
  const navigationType = useNavigationType();
  // A list opened by a link starts at its top, not where the last page was left, which would
  // also set off its infinite scroll at once. Back and forward (and the first load) keep theirs.
  // On mount only: the list's own ?page= updates are navigations too.
  const openedBy = useRef(navigationType);
  useLayoutEffect(() => {
    if (openedBy.current !== 'POP') window.scrollTo(0, 0);
  }, []);

  const typeLabel = displayName(route.type, navigations);
  const subtypeLabel = route.subtype ? displayName(route.subtype, navigations) : null;
  const label = subtypeLabel ? `${subtypeLabel} · ${typeLabel}` : typeLabel;
  const head = listHead({ config, messages, lang, type: route.type, subtype: route.subtype, label, items });
  const crumbs = [{ label: typeLabel, href: listPath(lang, route.type) }];
  if (route.subtype && subtypeLabel) crumbs.push({ label: subtypeLabel, href: listPath(lang, route.type, route.subtype) });

  const canLoad = !pages.initialLoading && !pages.done && !pages.failed && pages.loadingSize === null;
  // The second-to-last card brings the next page (spec §2).
  const observe = useNearViewport(pages.loadNext, canLoad, pages.requested);
  const trigger = Math.max(0, items.length - 2);
  const [featured, ...cards] = items;

  let status = '';
  if (pages.initialLoading) status = home.loadingInitial;
  else if (pages.loadingSize !== null) status = home.loadingMore;
  else if (pages.failed) status = home.loadMoreFailed;

  return (
    <div className="xn-news-list">
      <PageHead head={head} siteName={config.siteName} />
      <SaveForm />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD through scriptSafeJson, which escapes every '<' so that nothing in it can close the element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(listItemsJsonLd(config, lang, label, head.canonical, items)) }} />
      <div className="xn-list-head">
        <Breadcrumb crumbs={crumbs} headingCurrent />
        {isFollowable(route.type) ? <FollowButton category={route.type} subcategory={route.subtype} label={subtypeLabel ?? typeLabel} /> : null}
      </div>
      <SubcategoryLinks lang={lang} type={route.type} subtype={route.subtype} navigations={navigations} />

      {pages.initialLoading ? (
        <>
          <NewsCardSkeleton variant="featured" />
          <div className="xn-grid">{skeletons(Math.max(0, pageSize - 1))}</div>
        </>
      ) : featured ? (
        <>
          <NewsCard item={featured} lang={lang} navigations={navigations} variant="featured" ref={trigger === 0 ? observe : undefined} />
          <div className="xn-grid">
            {cards.map((item, index) => (
              <NewsCard key={item.id} item={item} lang={lang} navigations={navigations} variant="card" ref={index + 1 === trigger ? observe : undefined} />
            ))}
            {pages.loadingSize !== null ? skeletons(pages.loadingSize) : null}
          </div>
        </>
      ) : (
        <p className="xn-list-empty">{fill(home.noNews, { type: typeLabel })}</p>
      )}

      <div className="xn-list-status">
        <p role="status">{status}</p>
        {pages.failed ? (
          <button type="button" className="xn-button xn-list-retry" onClick={pages.retry}>
            {home.retry}
          </button>
        ) : null}
      </div>

      <div className="xn-list-actions">
        <SiteLink className="xn-button" to={listArchivePath(lang, route.type)}>
          {home.viewArchive}
        </SiteLink>
        <SiteLink className="xn-button xn-button-secondary" to={listPath(lang, 'trending')}>
          {home.trendingNews}
        </SiteLink>
      </div>
    </div>
  );
}

import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import type { ShellNavigations } from '../../../shared/message-sections';
import type { Crumb } from '../../components/Breadcrumb';
import { listPath } from '../../../shared/routes';
import { parseListRoute } from '../news-list/list-route-params';

/**
 * The article's breadcrumb (spec §2): its type, then its subtype when it has one, each linking
 * to its list, labelled from the header translations or else the raw value. The spec's
 * /{lang}/{type} for a type alone is no page here, so the type links to /{lang}/news/list/{type}.
 */
export function articleCrumbs(lang: LangCode, type: string, subtype: string, navigations: ShellNavigations): Crumb[] {
  const typeRoute = parseListRoute(type, undefined);
  if (!typeRoute) return [];
  const crumbs: Crumb[] = [{ label: displayName(typeRoute.type, navigations), href: listPath(lang, typeRoute.type) }];
  const subtypeRoute = subtype ? parseListRoute(typeRoute.type, subtype) : null;
  if (subtypeRoute?.subtype) crumbs.push({ label: displayName(subtypeRoute.subtype, navigations), href: listPath(lang, typeRoute.type, subtypeRoute.subtype) });
  return crumbs;
}

import { LANG_SEGMENT } from './lang-prefix';

export type PathParams = Record<string, string | undefined>;

/**
 * The parameters of a path that a page pattern (page-patterns.ts) matches, decoded, or null. A
 * trailing slash is allowed, as the router allows it. ':lang' takes only the shape of a language
 * prefix (LANG_SEGMENT): whether the site has that language is the page's to answer.
 */
export function matchPath(pattern: string, pathname: string): PathParams | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(param[1] as string);
      const value = param[1] === 'lang' ? `(${LANG_SEGMENT})` : '([^/]+)';
      return param[2] ? `(?:/${value})?` : `/${value}`;
    })
    .join('');
  const found = new RegExp(`^${source}/?$`).exec(pathname);
  if (!found) return null;
  const params: PathParams = {};
  try {
    names.forEach((name, index) => {
      const value = found[index + 1];
      params[name] = value === undefined ? undefined : decodeURIComponent(value);
    });
  } catch {
    return null;
  }
  return params;
}

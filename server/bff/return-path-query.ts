import { isSitePath } from '../../shared/routes';

/**
 * The query keys that carry a return path across the web. Of ours, the login page's return_path
 * (RETURN_PATH_PARAM), which it follows only to a path on this site; the others no page reads. A
 * redirect that passes '?return_path=https://evil.example/' on still lends this site's name to the
 * link, and any page that read it later would follow it.
 */
const RETURN_PATH_KEY = /^(?:redirect|redirect_?ur[il]|redir|return|return_?to|return_?ur[il]|return_?path|next|continue|goto|destination|callback_?ur[il])$/i;

/**
 * A redirect's address with every return path that is not a path on this site dropped from its
 * query; the other pairs stay exactly as they were written. A bracketed key (redirect[]) counts
 * as its name.
 */
export function withoutForeignReturnPaths(location: string): string {
  const mark = location.indexOf('?');
  if (mark === -1) return location;
  const kept = location
    .slice(mark + 1)
    .split('&')
    .filter((pair) => {
      // URLSearchParams decodes leniently: a malformed escape stays as it is.
      const [entry] = new URLSearchParams(pair);
      if (!entry) return pair !== '';
      const [key, value] = entry;
      return !RETURN_PATH_KEY.test(key.replace(/\[.*$/, '')) || isSitePath(value);
    });
  return kept.length === 0 ? location.slice(0, mark) : `${location.slice(0, mark)}?${kept.join('&')}`;
}

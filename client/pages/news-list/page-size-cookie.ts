import { writeCookie } from '../../data/browser-cookies';

/**
 * The cookie in which the browser tells the server its page size, so that the next page the
 * server renders holds exactly what this screen shows (read by server/bff/page-size.ts).
 */
export const PAGE_SIZE_COOKIE = 'xn_ps';
const ONE_YEAR_SECONDS = 31_536_000;

export function rememberPageSize(size: number): void {
  writeCookie(PAGE_SIZE_COOKIE, String(size), ONE_YEAR_SECONDS);
}

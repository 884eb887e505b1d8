/**
 * The cookie in which the browser tells the server its page size, so that the next page the
 * server renders holds exactly what this screen shows (read by server/bff/page-size.ts).
 */
export const PAGE_SIZE_COOKIE = 'xn_ps';
const ONE_YEAR_SECONDS = 31_536_000;

export function rememberPageSize(size: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PAGE_SIZE_COOKIE}=${size}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

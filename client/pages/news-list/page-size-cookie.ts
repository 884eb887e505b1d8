import { PAGE_SIZE_COOKIE } from '../../../shared/constants';
import { writeCookie } from '../../data/browser-cookies';

const ONE_YEAR_SECONDS = 31_536_000;

/** Read by server/bff/page-size.ts. */
export function rememberPageSize(size: number): void {
  writeCookie(PAGE_SIZE_COOKIE, String(size), ONE_YEAR_SECONDS);
}

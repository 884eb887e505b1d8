import type { Request } from 'express';
import { PAGE_SIZE_COOKIE, pageSizeForWidth } from '../../shared/constants';

const PAGE_SIZES = new Set([4, 5, 6, 7, 9]);

/**
 * The list page size to render with. The browser records the size for its width in a cookie,
 * so from the second visit on the server renders exactly the page the reader will keep. Before
 * that, a phone's hints or user agent stand for a narrow screen.
 */
export function pageSizeFor(request: Request): number {
  const remembered = Number(request.cookies?.[PAGE_SIZE_COOKIE]);
  if (PAGE_SIZES.has(remembered)) return remembered;
  const mobile = request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '');
  return pageSizeForWidth(mobile ? 390 : 1440);
}

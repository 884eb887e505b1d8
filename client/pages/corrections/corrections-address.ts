import type { CorrectionsRequest } from '../../../shared/corrections';
import { CORRECTIONS_PAGE_SIZE } from '../../../shared/corrections';
import type { LangCode } from '../../../shared/languages';

/** Far past any real list, and within the API's bounds. */
const MAX_PAGE = 100_000;

/** The page of the corrections list an address asks for: ?page=, from 1; anything else is the first. */
export function correctionsFromAddress(lang: LangCode, query: URLSearchParams): CorrectionsRequest {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return { lang, page: Number.isSafeInteger(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1, size: CORRECTIONS_PAGE_SIZE };
}

import type { CorrectionsPage } from './corrections';
import { RELATED_COUNT, RELATED_WINDOW_MS } from './constants';
import type { LangCode } from './languages';
import { relatedWindow, type NewsApi, type StoryTitles } from './news-api';
import type { SearchPage, Suggestion } from './search';
import type { Translations } from './translations';
import type { ArchiveEntry, NewsItem } from './types';
import { ApiRequestError } from './api-request-error';
import { isWithdrawn, WITHDRAWN_ERROR, type WithdrawnStory } from './withdrawn-story';

export interface HttpNewsApiOptions {
  /** Where the API is: the page's own origin in the browser, API_UPSTREAM on the server. */
  baseUrl?: string;
  /** A call that takes longer fails (504) rather than holding the page. */
  timeoutMs?: number;
}

/**
 * The NewsApi over the public HTTP API of spec §7: the browser's, and the server's when the API
 * runs elsewhere (API_UPSTREAM).
 */
export function httpNewsApi(sitePath: string, { baseUrl = '', timeoutMs = 15_000 }: HttpNewsApiOptions = {}): NewsApi {
  async function request(path: string): Promise<Response> {
    try {
      return await fetch(baseUrl + path, { credentials: 'include', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiRequestError(timedOut ? 504 : 502, timedOut ? `The news API did not answer within ${timeoutMs} ms` : 'The news API could not be reached');
    }
  }
  async function getJson<T>(path: string): Promise<T> {
    const response = await request(path);
    if (!response.ok) throw new ApiRequestError(response.status, `HTTP ${response.status}`);
    return (await response.json()) as T;
  }
  async function details(id: string, lang: LangCode): Promise<NewsItem | WithdrawnStory | null> {
    const response = await request(`/api/public/xnews/details/${encodeURIComponent(id)}?lang=${lang}`);
    if (response.status === 404) return null;
    if (response.status === 410) {
      const gone = (await response.json().catch(() => ({}))) as { error?: string; withdrawnAt?: string };
      if (gone.error === WITHDRAWN_ERROR && typeof gone.withdrawnAt === 'string') return { id, withdrawnAt: gone.withdrawnAt };
    }
    if (!response.ok) throw new ApiRequestError(response.status, `HTTP ${response.status}`);
    return (await response.json()) as NewsItem;
  }
  return {
    list(params) {
      const query = new URLSearchParams({ lang: params.lang, type: params.type, page: String(params.page), size: String(params.size) });
      if (params.subtype) query.set('subtype', params.subtype);
      return getJson<NewsItem[]>(`/api/public/xnews/list?${query.toString()}`);
    },
    details,
    // The public API has no titles call: each other version is read whole, which only a web
    // instance in front of an upstream API does (the browser never asks).
    async titles(item) {
      const others = item.avail_langs.filter((lang) => lang !== item.lang);
      const versions = await Promise.all(others.map((lang) => details(item.id, lang)));
      const titles: StoryTitles = { [item.lang]: item.title };
      for (const version of versions) if (version && !isWithdrawn(version) && others.includes(version.lang)) titles[version.lang] = version.title;
      return titles;
    },
    async related(params) {
      const { startTime, endTime } = relatedWindow(params.postTime, RELATED_WINDOW_MS);
      const query = new URLSearchParams({
        lang: params.lang, type: 'trending', subtype: params.subtype, minTrendingScore: '0', daysBack: '36500',
        startTime: String(startTime), endTime: String(endTime), page: '1', size: String(RELATED_COUNT + 1),
      });
      const items = await getJson<NewsItem[]>(`/api/public/xnews/list?${query.toString()}`);
      return items.filter((item) => item.id !== params.excludeId).slice(0, RELATED_COUNT);
    },
    archive(params) {
      const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
      return getJson<ArchiveEntry[]>(`/api/public/xnews/archive/${params.lang}/${encodeURIComponent(params.category)}/${encodeURIComponent(params.month)}?${query.toString()}`);
    },
    search(params) {
      const query = new URLSearchParams({ lang: params.lang, q: params.q, page: String(params.page), size: String(params.size), sort: params.sort });
      if (params.type) query.set('type', params.type);
      return getJson<SearchPage>(`/api/public/xnews/search?${query.toString()}`);
    },
    corrections(params) {
      const query = new URLSearchParams({ lang: params.lang, page: String(params.page), size: String(params.size) });
      return getJson<CorrectionsPage>(`/api/public/xnews/corrections?${query.toString()}`);
    },
    suggest(lang, q) {
      return getJson<Suggestion[]>(`/api/public/xnews/suggest?${new URLSearchParams({ lang, q }).toString()}`);
    },
    messages(lang: LangCode) {
      return getJson<Translations>(`/${sitePath}/locales/messages_${lang}.json`);
    },
    // Only the newsletter's own pages read these, and they come whole from the server: a browser
    // loads this part only if it ever renders one of them itself, never with every page.
    newsletter: {
      confirm: async (token, clientIp) => (await import('./http-newsletter-api')).httpNewsletterApi({ baseUrl, timeoutMs }).confirm(token, clientIp),
      preferences: async (token) => (await import('./http-newsletter-api')).httpNewsletterApi({ baseUrl, timeoutMs }).preferences(token),
    },
  };
}

import { RELATED_COUNT, RELATED_WINDOW_MS } from '../../shared/constants';
import type { LangCode } from '../../shared/languages';
import { relatedWindow, type NewsApi } from '../../shared/news-api';
import type { Translations } from '../../shared/translations';
import type { ArchiveEntry, NewsItem } from '../../shared/types';

async function request(url: string): Promise<Response> {
  return fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
}

async function getJson<T>(url: string): Promise<T> {
  const response = await request(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The browser's NewsApi: the public HTTP API of spec §7. */
export function httpNewsApi(sitePath: string): NewsApi {
  return {
    list(params) {
      const query = new URLSearchParams({ lang: params.lang, type: params.type, page: String(params.page), size: String(params.size) });
      if (params.subtype) query.set('subtype', params.subtype);
      return getJson<NewsItem[]>(`/api/public/xnews/list?${query.toString()}`);
    },
    async details(id, lang) {
      const response = await request(`/api/public/xnews/details/${encodeURIComponent(id)}?lang=${lang}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as NewsItem;
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
    messages(lang: LangCode) {
      return getJson<Translations>(`/${sitePath}/locales/messages_${lang}.json`);
    },
  };
}

import type { NewsApi } from '../../shared/news-api';

/**
 * The browser's NewsApi: the HTTP client, loaded with the first call. A first load renders from
 * the data the server sent and asks for none, so its code need not come with every page.
 */
export function browserNewsApi(sitePath: string): NewsApi {
  let loading: Promise<NewsApi> | undefined;
  const api = () => {
    loading ??= import('../../shared/http-news-api').then(({ httpNewsApi }) => httpNewsApi(sitePath));
    return loading;
  };
  return {
    list: async (params) => (await api()).list(params),
    details: async (id, lang) => (await api()).details(id, lang),
    titles: async (item) => (await api()).titles(item),
    related: async (params) => (await api()).related(params),
    archive: async (params) => (await api()).archive(params),
    messages: async (lang) => (await api()).messages(lang),
    search: async (params) => (await api()).search(params),
    suggest: async (lang, q) => (await api()).suggest(lang, q),
    corrections: async (params) => (await api()).corrections(params),
    newsletter: {
      confirm: async (token, clientIp) => (await api()).newsletter.confirm(token, clientIp),
      preferences: async (token) => (await api()).newsletter.preferences(token),
    },
  };
}

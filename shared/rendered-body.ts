import type { NewsItem } from './types';

/**
 * A story read on the server may carry its body already rendered to HTML (the stored render,
 * server/services/news/body-html.tsx). It rides under a symbol, which JSON leaves out, so API
 * answers, the page's inline state and the shared cache never carry it: only the renderer, in
 * the process that read the story, sees it.
 */
const RENDERED_BODY = Symbol('xnews.renderedBody');

type WithRenderedBody = NewsItem & { [RENDERED_BODY]?: string };

export function withRenderedBody<T extends NewsItem>(item: T, html: string | null): T {
  if (html === null) return item;
  return Object.assign(item, { [RENDERED_BODY]: html });
}

/** The HTML of the item's body (its news, as given), when the server read it already rendered. */
export function renderedBodyOf(item: NewsItem): string | undefined {
  return (item as WithRenderedBody)[RENDERED_BODY];
}

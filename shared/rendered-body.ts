import { itemExtra } from './item-extra';

/**
 * A story read on the server may carry its body already rendered to HTML (the stored render,
 * server/services/news/body-html.tsx), as an item extra: only the renderer, in the process that
 * read the story, sees it.
 */
const renderedBody = itemExtra<string>('xnews.renderedBody');

export const withRenderedBody = renderedBody.attach;

/** The HTML of the item's body (its news, as given), when the server read it already rendered. */
export const renderedBodyOf = renderedBody.read;

import type { QueryKey } from '@tanstack/react-query';
import type { Response } from 'express';

/**
 * A POST answered with the page at its address, as a form posted without JavaScript is when it
 * cannot redirect: the status, and the data the page shows the outcome from, which the renderer
 * puts in the query cache that it renders with and hands to the browser.
 */
export interface PageAnswer {
  status: number;
  queries: readonly { queryKey: QueryKey; data: unknown }[];
}

/** Set by the form's route before it passes the request on to the renderer. */
export function setPageAnswer(response: Response, answer: PageAnswer): void {
  response.locals.pageAnswer = answer;
}

export function pageAnswerOf(response: Response): PageAnswer | undefined {
  return response.locals.pageAnswer as PageAnswer | undefined;
}

import { NEWSLETTER_API } from '../../../shared/newsletter';
import type { SubscribeOutcomeTexts } from '../../../shared/message-sections';
import { postJson } from '../../data/post-json';

/** How a subscription request went, as the reader is told. */
export type SubscribeOutcome = 'sent' | 'invalid' | 'rate-limited' | 'unavailable' | 'failed';

export interface SubscribeRequest {
  email: string;
  lang: string;
  categories?: string[];
  frequency?: string;
}

/** Sends a subscription request as JSON and says how it went; it never throws. */
export async function subscribeNewsletter(request: SubscribeRequest): Promise<SubscribeOutcome> {
  const answer = await postJson(NEWSLETTER_API.subscribe, request);
  if (!answer.reached) return 'failed';
  if (answer.ok) return 'sent';
  if (answer.status === 400) return 'invalid';
  if (answer.status === 429) return 'rate-limited';
  if (answer.status === 503) return 'unavailable';
  return 'failed';
}

/** What to say about an outcome. */
export function subscribeOutcomeText(outcome: SubscribeOutcome, t: SubscribeOutcomeTexts): string {
  switch (outcome) {
    case 'sent':
      return t.checkInbox;
    case 'invalid':
      return t.problems.invalid;
    case 'rate-limited':
      return t.problems.rateLimited;
    case 'unavailable':
      return t.problems.unavailable;
    default:
      return t.failed;
  }
}

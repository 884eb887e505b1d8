import { Router, type Request, type Response } from 'express';
import { NEWSLETTER_API, type NewsletterPreferences } from '../../../shared/newsletter';
import { HttpError, invalidParameter } from '../../errors/http-error';
import type { NewsletterService } from '../../services/newsletter/newsletter-service';
import { check } from '../../services/newsletter/newsletter-schema';
import { newsletterBody } from './newsletter-body';

/** A link that is not one of ours, or no longer valid: a new subscription request mails a new one. */
export const INVALID_LINK_MESSAGE = 'This newsletter link is not valid: it may have been replaced by a newer one. Subscribe again to get a new link.';

export function invalidLink(): HttpError {
  return new HttpError(404, 'invalid_link', INVALID_LINK_MESSAGE);
}

/**
 * The JSON side of the newsletter's links, which the pages use in the browser and a
 * web instance uses when the API runs elsewhere: confirm a subscription, read and change its
 * preferences, unsubscribe. The token is the proof; no session is involved.
 */
export function newsletterTokenRoutes(newsletter: NewsletterService): Router {
  const tokenOf = (value: unknown): string => {
    const checked = check(newsletter.schemas.token, value);
    if (!checked.ok) throw invalidParameter('token', checked.message);
    return checked.value;
  };
  const answer = (response: Response, preferences: NewsletterPreferences | null) => {
    if (!preferences) throw invalidLink();
    response.set('Cache-Control', 'private, no-store').json(preferences);
  };
  const bodyOf = (request: Request) => request.body as Record<string, unknown>;

  const router = Router();
  router.post(NEWSLETTER_API.confirm, ...newsletterBody, async (request, response) => {
    const outcome = await newsletter.confirm(tokenOf(bodyOf(request).token), request.ip);
    if (outcome.status === 'invalid') throw invalidLink();
    if (outcome.status === 'expired') throw new HttpError(410, 'link_expired', 'This confirmation link has expired: it works for 48 hours. Subscribe again to get a new one.');
    response.set('Cache-Control', 'no-store').json(outcome);
  });
  router.get(NEWSLETTER_API.preferences, async (request, response) => {
    answer(response, await newsletter.preferences(tokenOf(request.query.token)));
  });
  router.put(NEWSLETTER_API.preferences, ...newsletterBody, async (request, response) => {
    const { token, ...rest } = bodyOf(request);
    const checkedToken = tokenOf(token);
    const choices = check(newsletter.schemas.choices, rest);
    if (!choices.ok) throw invalidParameter(choices.parameter, choices.message);
    answer(response, await newsletter.updatePreferences(checkedToken, choices.value));
  });
  router.post(NEWSLETTER_API.unsubscribe, ...newsletterBody, async (request, response) => {
    answer(response, await newsletter.unsubscribe(tokenOf(bodyOf(request).token)));
  });
  return router;
}

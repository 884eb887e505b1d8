import { Router, type Response } from 'express';
import { NEWSLETTER_API } from '../../../shared/newsletter';
import type { AccountNewsletter } from '../../../shared/newsletter-api';
import { HttpError, invalidParameter } from '../../errors/http-error';
import type { AccountServices } from '../../services/accounts/account-services';
import type { NewsletterService } from '../../services/newsletter/newsletter-service';
import { check } from '../../services/newsletter/newsletter-schema';
import { requireSession, signedInOf } from '../auth/require-session';
import { newsletterBody } from './newsletter-body';

const send = (response: Response, answer: AccountNewsletter) => response.set('Cache-Control', 'private, no-store').json(answer);

/**
 * The signed-in customer's own subscription, for the profile page: read it,
 * subscribe the verified account address in one click (no second confirmation) or change the
 * choices (PUT), unsubscribe (DELETE). Session required; with the cookie, the anti-forgery header
 * too, as every account change (the app's guard checks it).
 */
export function newsletterAccountRoutes(newsletter: NewsletterService, accounts: AccountServices): Router {
  const router = Router();
  const session = requireSession(accounts);
  router.get(NEWSLETTER_API.mine, session, async (_request, response) => {
    send(response, await newsletter.mine(signedInOf(response).principal));
  });
  router.put(NEWSLETTER_API.mine, session, ...newsletterBody, async (request, response) => {
    const choices = check(newsletter.schemas.choices, request.body);
    if (!choices.ok) throw invalidParameter(choices.parameter, choices.message);
    const saved = await newsletter.saveMine(signedInOf(response).principal, choices.value, request.ip);
    if (!saved) throw new HttpError(409, 'email_not_verified', 'Your account has no verified email address to subscribe. Sign up with an email address, or subscribe from the newsletter page.');
    send(response, saved);
  });
  router.delete(NEWSLETTER_API.mine, session, async (_request, response) => {
    send(response, await newsletter.unsubscribeMine(signedInOf(response).principal));
  });
  return router;
}

import { Router, type Request } from 'express';
import { NEWSLETTER_API } from '../../../shared/newsletter';
import { isNewsletterFormPath } from '../../../shared/routes';
import type { AccountServices } from '../../services/accounts/account-services';
import type { NewsletterService } from '../../services/newsletter/newsletter-service';
import type { Site } from '../../site/load-site';
import { newsletterAccountRoutes } from './newsletter-account-routes';
import { newsletterPagePosts } from './newsletter-page-posts';
import { newsletterSubscribeRoute } from './newsletter-subscribe-route';
import { newsletterTokenRoutes } from './newsletter-token-routes';

const SESSION_FREE_PATHS = new Set<string>([NEWSLETTER_API.subscribe, NEWSLETTER_API.confirm, NEWSLETTER_API.preferences, NEWSLETTER_API.unsubscribe]);

/**
 * The newsletter's calls that never act on the session (see createCsrf): subscribing an address
 * and the links' calls, whose token is the proof. A plain footer form cannot send the
 * anti-forgery header, and a signed-in reader must still be able to use it. The customer's own
 * subscription (/users/me/newsletter) is not among them.
 */
export function isSessionFreeNewsletterCall(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return SESSION_FREE_PATHS.has(request.path) || (request.method === 'POST' && isNewsletterFormPath(request.path));
}

/** Everything of the newsletter's subscriptions on the API side. */
export function newsletterRoutes(newsletter: NewsletterService, accounts: AccountServices, site: Site): Router {
  const router = Router();
  router.use(newsletterSubscribeRoute(newsletter, site));
  router.use(newsletterTokenRoutes(newsletter));
  router.use(newsletterAccountRoutes(newsletter, accounts));
  router.use(newsletterPagePosts(newsletter, site));
  return router;
}

import { Router } from 'express';
import { HttpError } from '../../errors/http-error';
import { utf8Json } from '../../http/body-parsers';
import type { Site } from '../../site/load-site';
import { CONTACT_BODY_LIMIT, CONTACT_RETRY_AFTER_SECONDS, type ContactService } from '../../services/contact/contact-service';

export const CONTACT_PATH = '/api/public/contact';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * POST /api/public/contact: the Contact page's form as JSON (spec §2, §3), which the hydrated
 * page sends. Stored, then mailed (contact-service.ts); a database that is down answers 503.
 */
export function contactRoutes(contact: ContactService, site: Site): Router {
  const router = Router();
  router.post(
    CONTACT_PATH,
    contact.rateLimit,
    utf8Json(CONTACT_BODY_LIMIT),
    async (request, response) => {
      const body: unknown = request.body;
      if (body === undefined) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the form as JSON (Content-Type: application/json).');
      }
      if (!isPlainObject(body)) {
        throw new HttpError(400, 'invalid_body', 'Send a JSON object with name, email, subject and message.');
      }
      const outcome = await contact.submit(request, body);
      if (outcome.kind === 'invalid') {
        const names = Object.keys(outcome.fields).join(', ');
        throw new HttpError(400, 'invalid_contact', `Some fields are missing or invalid: ${names}.`, { fields: outcome.fields });
      }
      if (outcome.kind === 'unavailable') {
        response.set('Retry-After', String(CONTACT_RETRY_AFTER_SECONDS));
        throw new HttpError(503, 'service_unavailable', 'Your message could not be saved just now. Please try again in a few minutes.');
      }
      // A bot's message is answered with the same thanks, in the same language.
      response.json({ success: true, message: site.translations[outcome.lang]?.navigations.contact.success });
    },
  );
  return router;
}

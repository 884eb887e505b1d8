import express, { Router, type Request } from 'express';
import type { Store } from 'express-rate-limit';
import { normaliseLangCode } from '../../../shared/language-code';
import { DEFAULT_LANG, type LangCode } from '../../../shared/languages';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../errors/http-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../services/mail/mailer';
import type { Site } from '../../site/load-site';
import { contactMail } from './contact-mail';
import { recordContactMailing, storeContactMessage, type StoredContactMessage } from './contact-messages';
import { contactRateLimit } from './contact-rate-limit';
import { validateContact, type ContactForm } from './contact-schema';
import { networkHash } from './network-hash';

export const CONTACT_PATH = '/api/public/contact';
const BODY_LIMIT = '32kb';
const USER_AGENT_MAX = 500;

export interface ContactRouteOptions {
  db: Queryable;
  mailer: Mailer;
  site: Site;
  /** Where the rate limit counts; default in-process. Pass a shared store when several instances run. */
  rateLimitStore?: Store | undefined;
  /** For the rate limiter's own complaints (a failing store); requests log through request.log. */
  logger?: Logger | undefined;
}

/** The site language a request's `lang` names: spec §5 mapping, then the site's first language if not configured. */
function siteLang(site: Site, raw: unknown): LangCode {
  const lang = normaliseLangCode(typeof raw === 'string' ? raw : undefined);
  if (site.translations[lang]) return lang;
  return site.config.languageCodes[0] ?? DEFAULT_LANG;
}

/** The honeypot is a field hidden from people; only a bot fills it. */
function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && String(value).trim() !== '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * POST /api/public/contact: the Contact page's form (spec §2, §3). The message is stored, then
 * mailed to the site's contact address. A mail server that is down costs nothing (the message
 * is kept with the reason, and the visitor is thanked); a database that is down answers 503,
 * because then the message would be lost.
 */
export function contactRoutes({ db, mailer, site, rateLimitStore, logger }: ContactRouteOptions): Router {
  const router = Router();
  const success = (lang: LangCode) => ({ success: true, message: site.translations[lang]?.navigations.contact.success });

  async function store(request: Request, form: ContactForm, lang: LangCode): Promise<StoredContactMessage> {
    try {
      return await storeContactMessage(db, {
        name: form.name,
        email: form.email,
        subject: form.subject,
        message: form.message,
        lang,
        ipHash: networkHash(request.ip),
        userAgent: request.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'contact message not stored');
      request.res?.set('Retry-After', '30');
      throw new HttpError(503, 'service_unavailable', 'Your message could not be saved just now. Please try again in a few minutes.');
    }
  }

  async function mail(request: Request, form: ContactForm, lang: LangCode, stored: StoredContactMessage): Promise<void> {
    const message = contactMail({ form, lang, id: stored.id, receivedAt: stored.createdAt, siteName: site.config.siteName, contactEmail: site.config.contactEmail });
    let outcome: { ok: true } | { ok: false; error: string };
    try {
      await mailer.send(message);
      outcome = { ok: true };
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
      request.log.warn({ contactId: stored.id, reason: outcome.error }, 'contact message stored but not mailed: an operator can resend it');
    }
    try {
      await recordContactMailing(db, stored.id, outcome);
    } catch (error) {
      request.log.error({ err: error, contactId: stored.id, mailed: outcome.ok }, 'contact message: mailing outcome not recorded');
    }
  }

  router.post(
    CONTACT_PATH,
    contactRateLimit({ store: rateLimitStore, logger }),
    express.json({ limit: BODY_LIMIT, type: 'application/json' }),
    async (request, response) => {
      const body: unknown = request.body;
      if (body === undefined) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the form as JSON (Content-Type: application/json).');
      }
      if (!isPlainObject(body)) {
        throw new HttpError(400, 'invalid_body', 'Send a JSON object with name, email, subject and message.');
      }
      const lang = siteLang(site, body.lang);
      if (honeypotFilled(body.website)) {
        // Answered exactly like a success, so that a bot learns nothing; nothing is kept or sent.
        request.log.info({ contact: 'honeypot' }, 'contact form honeypot filled: answered as sent, nothing kept');
        response.json(success(lang));
        return;
      }
      const validation = validateContact(body);
      if (!validation.ok) {
        const names = Object.keys(validation.fields).join(', ');
        throw new HttpError(400, 'invalid_contact', `Some fields are missing or invalid: ${names}.`, { fields: validation.fields });
      }
      const stored = await store(request, validation.form, lang);
      await mail(request, validation.form, lang, stored);
      response.json(success(lang));
    },
  );
  return router;
}

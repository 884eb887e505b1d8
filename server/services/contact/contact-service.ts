import type { Request, RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import { normaliseLangCode } from '../../../shared/language-code';
import { DEFAULT_LANG, type LangCode } from '../../../shared/languages';
import { recordContactMailing, storeContactMessage, type StoredContactMessage } from '../../db/contact/contact-messages';
import type { Queryable } from '../../db/database';
import type { Logger } from '../../logger';
import type { Site } from '../../site/load-site';
import type { Mailer } from '../mail/mailer';
import { contactMail } from './contact-mail';
import { contactRateLimit } from './contact-rate-limit';
import { validateContact, type ContactField, type ContactForm } from './contact-schema';
import { networkHash } from './network-hash';

const USER_AGENT_MAX = 500;
/** The most a form body may weigh: far above the longest form the bounds allow, well below harm. */
export const CONTACT_BODY_LIMIT = '32kb';
/** How long a sender whose message could not be stored is asked to wait (Retry-After). */
export const CONTACT_RETRY_AFTER_SECONDS = 30;

export interface ContactServiceOptions {
  db: Queryable;
  mailer: Mailer;
  site: Site;
  /** Where the rate limit counts; default in-process. Pass a shared store when several instances run. */
  rateLimitStore?: Store | undefined;
  /** For the rate limiter's own complaints (a failing store); requests log through request.log. */
  logger?: Logger | undefined;
}

/** How a message fared, in the site language it was sent from. */
export type ContactOutcome =
  /** Stored and handed to the mailer (or its failure recorded), or a bot's, answered alike so that it learns nothing. */
  | { kind: 'accepted'; lang: LangCode }
  /** One message per field at fault; nothing was kept. */
  | { kind: 'invalid'; lang: LangCode; fields: Partial<Record<ContactField, string>> }
  /** The database could not keep it, so it was not mailed either: the sender should try again. */
  | { kind: 'unavailable'; lang: LangCode };

/**
 * The contact form's one implementation, behind both ways of sending it: the JSON API
 * (server/api/contact/contact-routes.ts) and the Contact page's own form post without JavaScript
 * (server/bff/contact-form-route.ts). Both count against the same rate limit.
 */
export interface ContactService {
  /** 5 accepted messages per 10 minutes from one network; it passes a 429 HttpError on. */
  rateLimit: RequestHandler;
  submit(request: Request, body: Record<string, unknown>): Promise<ContactOutcome>;
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

/**
 * The message is stored, then mailed to the site's contact address (spec §2, §3). A mail server
 * that is down costs nothing (the message is kept with the reason); a database that is down
 * means the message would be lost, so the sender is told to try again.
 */
export function contactService({ db, mailer, site, rateLimitStore, logger }: ContactServiceOptions): ContactService {
  async function store(request: Request, form: ContactForm, lang: LangCode): Promise<StoredContactMessage | null> {
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
      return null;
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

  return {
    rateLimit: contactRateLimit({ store: rateLimitStore, logger }),
    async submit(request, body) {
      const lang = siteLang(site, body.lang);
      if (honeypotFilled(body.website)) {
        request.log.info({ contact: 'honeypot' }, 'contact form honeypot filled: answered as sent, nothing kept');
        return { kind: 'accepted', lang };
      }
      const validation = validateContact(body);
      if (!validation.ok) return { kind: 'invalid', lang, fields: validation.fields };
      const stored = await store(request, validation.form, lang);
      if (!stored) return { kind: 'unavailable', lang };
      await mail(request, validation.form, lang, stored);
      return { kind: 'accepted', lang };
    },
  };
}

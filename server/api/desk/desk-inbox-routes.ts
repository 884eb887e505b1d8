import { Router } from 'express';
import { isLangCode, type LangCode } from '../../../shared/languages';
import { DESK_API } from '../../../shared/desk-api';
import { NEWSLETTER_FREQUENCIES, type NewsletterFrequency } from '../../../shared/newsletter';
import { appendDeskAudit } from '../../db/desk/desk-audit';
import { inboxMessages } from '../../db/desk/desk-inbox';
import { latestEditions, subscriberCounts } from '../../db/desk/desk-newsletter';
import { invalidParameter } from '../../errors/http-error';
import { booleanFlag, integer, single } from '../../http/query-params';
import { markMessage } from '../../services/desk/desk-inbox';
import type { NewsletterSender } from '../../services/newsletter/newsletter-sender';
import { bodyObject, jsonBody } from '../auth/json-body';
import { deskRequestOf, requireDesk } from './desk-access';
import { oneOf } from './desk-input';
import { deskRateLimit } from './desk-rate-limit';
import { refusalsAnswered } from './desk-refusals';
import type { DeskRoutesParts } from './desk-story-routes';

export const INBOX_PAGE_SIZE = 50;
export const EDITIONS_SHOWN = 20;

function messageId(value: unknown, parameter: string): string {
  if (typeof value !== 'string' || !/^[0-9]{1,18}$/.test(value)) throw invalidParameter(parameter, `Parameter '${parameter}': a message id is a number, got '${String(value).slice(0, 40)}'.`);
  return value;
}

/**
 * The desk's inbox and newsletter (decision 033), for editors and admins: the contact form's
 * messages, newest first, each marked handled or not (audited); the subscribers by language and
 * frequency, the latest editions with their counts, and "send now" (audited).
 */
export function deskInboxRoutes(parts: DeskRoutesParts & { newsletterSender: NewsletterSender; languages: readonly LangCode[] }): Router {
  const { desk, accounts, opsToken, rateLimitStores, logger, newsletterSender, languages } = parts;
  const router = Router();
  const editor = requireDesk(accounts, opsToken, 'editor');
  const changes = deskRateLimit(rateLimitStores, logger);
  router.get(DESK_API.inbox, editor, async (request, response) => {
    const before = single(request.query, 'before', { emptyAsAbsent: true });
    const limit = integer(request.query, 'limit', { min: 1, max: 200, fallback: INBOX_PAGE_SIZE });
    const messages = await inboxMessages(desk.db, { open: booleanFlag(request.query, 'open'), limit, ...(before !== undefined ? { before: messageId(before, 'before') } : {}) });
    response.json({ messages, next: messages.length === limit ? (messages.at(-1)?.id ?? null) : null });
  });
  router.patch(DESK_API.message(':id'), editor, changes, jsonBody, async (request, response) => {
    const id = messageId(request.params.id, 'id');
    const { handled } = bodyObject(request);
    if (typeof handled !== 'boolean') throw invalidParameter('handled', `Field 'handled': expected true or false, got ${JSON.stringify(handled ?? null).slice(0, 40)}.`);
    response.json(await refusalsAnswered(() => markMessage(desk.db, id, handled, deskRequestOf(response))));
  });
  router.get(DESK_API.newsletter, editor, async (_request, response) => {
    const [subscribers, editions] = await Promise.all([subscriberCounts(desk.db), latestEditions(desk.db, EDITIONS_SHOWN)]);
    response.json({ subscribers, editions });
  });
  router.post(DESK_API.newsletterSend, editor, changes, jsonBody, async (request, response) => {
    const body = bodyObject(request);
    const frequency: NewsletterFrequency = oneOf(body, 'frequency', NEWSLETTER_FREQUENCIES);
    const lang = body.lang;
    if (lang !== undefined && !(typeof lang === 'string' && isLangCode(lang) && languages.includes(lang))) {
      throw invalidParameter('lang', `Field 'lang': expected one of ${languages.join(', ')}, got ${JSON.stringify(lang).slice(0, 40)}.`);
    }
    const langs = lang === undefined ? languages : [lang as LangCode];
    const { actor, ipHash } = deskRequestOf(response);
    // Recorded before the run, which may take minutes and is resumed by the next call if it stops.
    await appendDeskAudit(desk.db, { actor, ipHash, action: 'newsletter-sent', target: { kind: 'newsletter', id: `${frequency}:${langs.join(',')}` }, after: { frequency, langs } });
    const editions = [];
    for (const one of langs) editions.push(await newsletterSender.sendEdition(frequency, one));
    response.json({ editions });
  });
  return router;
}

import { Router } from 'express';
import { isLangCode, type LangCode } from '../../../shared/languages';
import { NEWSLETTER_API, NEWSLETTER_FREQUENCIES, type NewsletterFrequency } from '../../../shared/newsletter';
import { HttpError, invalidParameter } from '../../errors/http-error';
import { utf8Json } from '../../http/body-parsers';
import type { EditionSummary, NewsletterSender } from '../../services/newsletter/newsletter-sender';
import { requireBearer } from '../bearer-token';
import { opsDisabled } from './ops-disabled';

function frequencyOf(body: Record<string, unknown>): NewsletterFrequency {
  const value = body.frequency;
  if (typeof value === 'string' && (NEWSLETTER_FREQUENCIES as readonly string[]).includes(value)) return value as NewsletterFrequency;
  throw invalidParameter('frequency', `Field 'frequency': expected ${NEWSLETTER_FREQUENCIES.join(' or ')}, got ${JSON.stringify(value ?? null).slice(0, 40)}.`);
}

function languagesOf(body: Record<string, unknown>, configured: readonly LangCode[]): readonly LangCode[] {
  const value = body.lang;
  if (value === undefined) return configured;
  if (typeof value === 'string' && isLangCode(value) && configured.includes(value)) return [value];
  throw invalidParameter('lang', `Field 'lang': expected one of ${configured.join(', ')}, got ${JSON.stringify(value).slice(0, 40)}.`);
}

/** The periods of the editions: one, or each language's when time zones put them on different days. */
function editionName(summaries: readonly EditionSummary[]): string {
  return [...new Set(summaries.map((summary) => summary.period))].sort().join(',');
}

/**
 * POST /api/ops/newsletter/send {frequency, lang?}: the current period's edition now, for
 * operators, cron jobs and tests. Off (404) unless OPS_TOKEN is set.
 */
export function newsletterOpsRoutes(sender: NewsletterSender, opsToken: string | undefined, languages: readonly LangCode[]): Router {
  const router = Router();
  if (opsToken === undefined) {
    router.post(NEWSLETTER_API.send, opsDisabled);
    return router;
  }
  router.post(NEWSLETTER_API.send, requireBearer([opsToken], 'operations', 'OPS_TOKEN'), utf8Json('4kb'), async (request, response) => {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(body === undefined ? 415 : 400, body === undefined ? 'unsupported_media_type' : 'invalid_body', 'Send a JSON object: {"frequency": "daily" | "weekly", "lang"?: "en"}.');
    }
    const fields = body as Record<string, unknown>;
    const frequency = frequencyOf(fields);
    const langs = languagesOf(fields, languages);
    const editions: EditionSummary[] = [];
    for (const lang of langs) editions.push(await sender.sendEdition(frequency, lang));
    const sum = (key: 'sent' | 'skipped' | 'failed') => editions.reduce((total, edition) => total + edition[key], 0);
    response.set('Cache-Control', 'no-store').json({ edition: editionName(editions), sent: sum('sent'), skipped: sum('skipped'), failed: sum('failed'), editions });
  });
  return router;
}

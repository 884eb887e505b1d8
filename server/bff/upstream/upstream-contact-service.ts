import type { Request } from 'express';
import { normaliseLangCode } from '../../../shared/language-code';
import { HttpError } from '../../errors/http-error';
import type { ContactField } from '../../services/contact/contact-schema';
import type { ContactService } from '../../services/contact/contact-service';
import { UPSTREAM_TIMEOUT_MS } from './upstream-proxy';

/**
 * The contact form's service when the API runs elsewhere: the form posted without JavaScript is
 * sent on to the upstream's JSON API, which validates, stores, mails and rate-limits it (by the
 * reader's address, from X-Forwarded-For). Its answers become the same outcomes as at home.
 */
export function upstreamContactService(upstream: string, timeoutMs = UPSTREAM_TIMEOUT_MS): ContactService {
  return {
    // The upstream counts; a 429 from it is passed on by submit.
    rateLimit: (_request, _response, next) => next(),
    async submit(request: Request, body: Record<string, unknown>) {
      const lang = normaliseLangCode(typeof body.lang === 'string' ? body.lang : undefined);
      const forwardedFor = [request.get('x-forwarded-for'), request.socket.remoteAddress].filter(Boolean).join(', ');
      let response: Response;
      try {
        response = await fetch(`${upstream}/api/public/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return { kind: 'unavailable', lang };
      }
      if (response.ok) return { kind: 'accepted', lang };
      if (response.status === 429) throw new HttpError(429, 'rate_limited', 'Too many messages from this network; please wait a few minutes.');
      const answer = (await response.json().catch(() => ({}))) as { error?: string; fields?: Partial<Record<ContactField, string>> };
      if (response.status === 400 && answer.error === 'invalid_contact' && answer.fields) return { kind: 'invalid', lang, fields: answer.fields };
      return { kind: 'unavailable', lang };
    },
  };
}

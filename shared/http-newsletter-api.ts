import { ApiRequestError } from './api-request-error';
import { NEWSLETTER_API, type NewsletterPreferences } from './newsletter';
import type { NewsletterConfirmation, NewsletterPageApi } from './newsletter-api';

/**
 * The newsletter's page data over the HTTP API: the browser's, and a web instance's when the
 * API runs elsewhere (API_UPSTREAM). A link that is not valid is an answer, not a failure.
 */
export function httpNewsletterApi({ baseUrl, timeoutMs }: { baseUrl: string; timeoutMs: number }): NewsletterPageApi {
  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(baseUrl + path, { credentials: 'same-origin', ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiRequestError(timedOut ? 504 : 502, timedOut ? `The newsletter API did not answer within ${timeoutMs} ms` : 'The newsletter API could not be reached');
    }
  }
  return {
    async confirm(token, clientIp) {
      const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
      // A web instance passes on its reader's address for the consent record; the API trusts one proxy.
      if (clientIp) headers['x-forwarded-for'] = clientIp;
      const response = await call(NEWSLETTER_API.confirm, { method: 'POST', headers, body: JSON.stringify({ token }) });
      if (response.status === 404 || response.status === 400) return { status: 'invalid' };
      if (response.status === 410) return { status: 'expired' };
      if (!response.ok) throw new ApiRequestError(response.status, `HTTP ${response.status}`);
      return (await response.json()) as NewsletterConfirmation;
    },
    async preferences(token) {
      const response = await call(`${NEWSLETTER_API.preferences}?token=${encodeURIComponent(token)}`, { headers: { accept: 'application/json' } });
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) throw new ApiRequestError(response.status, `HTTP ${response.status}`);
      return (await response.json()) as NewsletterPreferences;
    },
  };
}

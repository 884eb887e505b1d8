import type { Logger } from '../../logger';
import { SmsUnavailableError, type SentSms, type SmsSender } from './sms-sender';
import { maskedRecipient } from '../../masked-recipient';

export interface HttpSmsSettings {
  /** SMS_HTTP_URL: the provider's send endpoint (or a small gateway in front of it). */
  url: string;
  /** SMS_HTTP_TOKEN: sent as Authorization: Bearer. */
  token: string | undefined;
  /** SMS_FROM: the sender id or number, when the provider wants one. */
  from: string | undefined;
  /** For the whole request, connection included. */
  timeoutMs?: number;
}

export const SMS_HTTP_TIMEOUT_MS = 5_000;

/** The provider's host, for log lines: never its path, query or credentials. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an unparsable SMS_HTTP_URL';
  }
}

/**
 * Text messages through an HTTP provider: POST {to, from?, text} as JSON with a bearer token, a
 * 2xx meaning accepted and an `id` in the answer (when given) naming the message. Providers
 * differ in shape; a small gateway adapts this request to one of them.
 */
export function httpSms(settings: HttpSmsSettings, logger: Logger): SmsSender {
  if (!/^https?:\/\/[^/]/i.test(settings.url)) {
    throw new Error('SMS_HTTP_URL must be an http:// or https:// URL, e.g. https://sms.example.com/v1/messages');
  }
  const timeoutMs = settings.timeoutMs ?? SMS_HTTP_TIMEOUT_MS;
  const host = hostOf(settings.url);
  return {
    async send(message): Promise<SentSms> {
      const started = Date.now();
      const fail = (reason: string, cause?: unknown): never => {
        logger.warn({ sms: { via: 'http', host, kind: message.kind, to: maskedRecipient(message.to), ms: Date.now() - started }, reason }, 'sms not sent');
        throw new SmsUnavailableError(`The SMS provider could not take the message: ${reason}`, cause);
      };
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(settings.token ? { Authorization: `Bearer ${settings.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, ...(settings.from ? { from: settings.from } : {}), text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return fail(`no answer within ${timeoutMs / 1000} s`, error);
        // fetch says only "fetch failed"; the cause names the network error (ECONNREFUSED…).
        const code = (failure.cause as { code?: unknown } | undefined)?.code;
        return fail(typeof code === 'string' ? `${failure.message} (${code})` : failure.message, error);
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) return fail(`it answered ${response.status} ${response.statusText}`.trim());
      let id = '';
      try {
        const parsed = JSON.parse(body) as { id?: unknown };
        if (typeof parsed.id === 'string' || typeof parsed.id === 'number') id = String(parsed.id);
      } catch {
        // A provider may answer 2xx with no JSON; the message was still accepted.
      }
      logger.info({ sms: { via: 'http', host, id, kind: message.kind, to: maskedRecipient(message.to), ms: Date.now() - started } }, 'sms sent');
      return { via: 'http', id };
    },
  };
}

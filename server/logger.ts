import { pino, type Logger } from 'pino';
import { redactedUrl } from './redacted-url';

export type { Logger };

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
}

/**
 * What a log line keeps of things that hold addresses, which may carry reset tokens and e-mail
 * addresses in their queries: a request is its id, method and redacted address
 * (never its headers, which hold cookies); an error keeps its redacted url or input (Node's
 * invalid-URL errors carry the address they refused).
 */
export const LOG_SERIALIZERS = {
  req: (request: LoggedRequest) => ({ id: request.id, method: request.method, url: redactedUrl(request.originalUrl ?? request.url ?? '') }),
  err: (error: Error) => {
    const serialized: Record<string, unknown> = pino.stdSerializers.err(error);
    for (const field of ['url', 'input']) {
      if (typeof serialized[field] === 'string') serialized[field] = redactedUrl(serialized[field]);
    }
    return serialized;
  },
};

/** JSON lines on stdout; tests pass level 'silent'. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'xnews' }, timestamp: pino.stdTimeFunctions.isoTime, serializers: LOG_SERIALIZERS });
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pinoHttp } from 'pino-http';
import { LOG_SERIALIZERS, type Logger } from './logger';

/** A caller's id is kept only when it is short and plain, so it cannot forge log lines. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Gives every request an id, sent back as X-Request-Id and carried by each of its log lines
 * (request.log), so that one response can be traced through the logs.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(request, response) {
      const id = requestIdOf(request);
      response.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_request, response, error) {
      if (error || response.statusCode >= 500) return 'error';
      return response.statusCode >= 400 ? 'warn' : 'info';
    },
    // The health probes run every few seconds; logging each one would drown the rest.
    autoLogging: { ignore: (request) => request.url === '/healthz' || request.url === '/readyz' },
    // Given here too, where pino-http's defaults would log the raw address and every header; they
    // take the request, response and error themselves, not pino-http's mapped copies.
    wrapSerializers: false,
    serializers: {
      ...LOG_SERIALIZERS,
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  });
}

import { Writable } from 'node:stream';
import { pino } from 'pino';
import { LOG_SERIALIZERS, type Logger } from '../../server/logger';

/** A logger whose lines the test can read, with the serializers of the server's own. */
export function capturingLogger(level = 'debug'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level, serializers: LOG_SERIALIZERS }, stream), lines };
}

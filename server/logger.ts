import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout; tests pass level 'silent'. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'xnews' }, timestamp: pino.stdTimeFunctions.isoTime });
}

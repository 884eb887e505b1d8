import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { Database } from './db/database';
import type { Logger } from './logger';

/**
 * What a stop signal does to a serving server: stop accepting, let in-flight requests finish (up
 * to the grace period), then close the database and Redis, so that nothing is cut off
 * half-written. A second signal changes nothing.
 */
export function gracefulShutdown(server: Server, db: Database | undefined, redis: Redis | undefined, logger: Logger, graceMs: number, stopWork: () => Promise<void>): (signal: NodeJS.Signals) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Requests still arriving on open keep-alive connections are answered, then the connection
    // closes, so clients move to another instance instead of holding this one open.
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader('Connection', 'close'));
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      // Background work (the newsletter) ends before the database it writes to closes.
      await stopWork().catch((error: unknown) => logger.error({ err: error }, 'stopping background work failed'));
      await db?.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'));
      await redis?.quit().catch((error: unknown) => logger.error({ err: error }, 'closing redis failed'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
}

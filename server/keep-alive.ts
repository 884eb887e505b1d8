import type { Server } from 'node:http';

/**
 * Idle connections are kept longer than a typical load balancer's idle timeout (60 s), so that
 * the balancer closes one first: a server that closes it as the other side sends a request on it
 * makes that request fail with a reset, and a busy client (which notices the close late) meets
 * it more often.
 */
export function keepAliveBehindBalancers(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

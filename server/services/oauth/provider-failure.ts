import { ClientError } from 'openid-client';

/**
 * A provider that could not complete a sign-in: it refused the code, answered with an error or
 * something that is not a valid answer (an id_token for another client, a wrong nonce), could
 * not be reached, or took too long ('timeout').
 */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: 'failed' | 'timeout',
    message: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderFailure';
  }
}

/** What went wrong talking to a provider, as a ProviderFailure; openid-client's errors carry a code. */
export function providerFailure(error: unknown, step: string): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  const code = error instanceof ClientError ? error.code : undefined;
  const timedOut = code === 'OAUTH_TIMEOUT' || (error instanceof Error && error.name === 'TimeoutError');
  const detail = error instanceof Error ? `${code ?? error.name}: ${error.message}` : String(error);
  return new ProviderFailure(timedOut ? 'timeout' : 'failed', `${step} failed (${detail})`, { cause: error });
}

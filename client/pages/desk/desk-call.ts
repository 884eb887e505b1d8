import { sendJson } from '../../data/post-json';

/** Why a desk call failed: the answer's status and error code (desk-access.ts), or 0 and 'network' when no answer came. */
export class DeskCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The input a 400 names (spec's {error, message, parameter}). */
    readonly parameter?: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

function errorOf(status: number, body: unknown): DeskCallError {
  const { error, message, parameter } = (typeof body === 'object' && body !== null ? body : {}) as { error?: unknown; message?: unknown; parameter?: unknown };
  return new DeskCallError(
    status,
    typeof error === 'string' ? error : 'failed',
    typeof message === 'string' ? message : `HTTP ${status}`,
    typeof parameter === 'string' ? parameter : undefined,
  );
}

/** A desk read: with the staff member's cookies, never from any cache; throws DeskCallError. */
export async function deskGet<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new DeskCallError(0, 'network', 'The desk cannot be reached.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorOf(response.status, body);
  return body as T;
}

/** A desk change, with the anti-forgery header (post-json.ts); throws DeskCallError. */
export async function deskSend<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const answer = await sendJson(method, path, body);
  if (!answer.reached) throw new DeskCallError(0, 'network', 'The desk cannot be reached.');
  if (!answer.ok) throw errorOf(answer.status, answer.body);
  return answer.body as T;
}

/** Query retries: a refusal is final; only a lost answer or a server error is tried once more. */
export const deskRetry = (failures: number, error: unknown) => failures < 1 && error instanceof DeskCallError && (error.status === 0 || error.status >= 500);

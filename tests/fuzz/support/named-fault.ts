import type { Response } from 'supertest';
import { expect } from 'vitest';

/**
 * Faults of the request as a whole, which no one parameter names: a body that is not JSON or no
 * object, and an address that is not valid percent-encoding (the router cannot tell which
 * parameter it failed to decode).
 */
const WHOLE_REQUEST_FAULTS = ['invalid_json', 'invalid_body', 'invalid_path'];

/**
 * What a 400 of the API must say (the OpenAPI document's ApiError, which names what was wrong):
 * a bad parameter or field is `{ error: 'invalid_parameter', message, parameter }`, and the parameter
 * is one of the call's own (its path, query or body names; 'body' for the object itself). Else
 * it is a fault of the whole request, or one of the call's own codes (`codes`: a passkey that did
 * not verify, say).
 */
export function expectNamedFault(response: Response, parameters: readonly string[], codes: readonly string[] = []): void {
  if (response.status !== 400) return;
  const body = response.body as { error?: unknown };
  const where = `${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
  if (body.error !== 'invalid_parameter') {
    expect([...WHOLE_REQUEST_FAULTS, ...codes], where).toContain(body.error);
    return;
  }
  expect(response.body, where).toMatchObject({ error: 'invalid_parameter', message: expect.any(String), parameter: expect.any(String) });
  expect([...parameters, 'body'], where).toContain((response.body as { parameter: string }).parameter);
}

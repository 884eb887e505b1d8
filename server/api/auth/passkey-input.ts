import type { Request } from 'express';
import type { z } from 'zod';
import { invalidParameter } from '../../errors/http-error';
import { check } from '../../services/newsletter/newsletter-schema';
import { bodyObject } from './json-body';

/** A passkey call's JSON body checked against its rule, or 400 naming the field at fault. */
export function passkeyBody<T>(schema: z.ZodType<T>, request: Request): T {
  const checked = check(schema, bodyObject(request));
  if (!checked.ok) throw invalidParameter(checked.parameter, checked.message);
  return checked.value;
}

/** A passkey's id in the path: our ids are whole numbers, so anything else names none. */
export function passkeyId(request: Request): string {
  const id = String(request.params.id ?? '');
  if (!/^[1-9]\d{0,17}$/.test(id)) throw invalidParameter('id', `Parameter 'id' must be a passkey's id (a whole number), got '${id.slice(0, 40)}'.`);
  return id;
}

import type { z } from 'zod';
import { ref, requestSchema } from './components';
import { apiError } from './error-schemas';
import type { Operation, Parameter, ResponseObject } from './openapi-types';

/** A JSON answer: one component, or any of several (a route's own errors beside the parsers'). */
export function jsonAnswer(description: string, ...schemas: [z.ZodType, ...z.ZodType[]]): ResponseObject {
  const schema = schemas.length === 1 ? ref(schemas[0]) : { anyOf: schemas.map(ref) };
  return { description, content: { 'application/json': { schema } } };
}

/** A document that is not JSON: XML, RSS, plain text, Prometheus's format. */
export function textAnswer(description: string, mediaType: string): ResponseObject {
  return { description, content: { [mediaType]: { schema: { type: 'string' } } } };
}

export const NOT_MODIFIED: ResponseObject = {
  description: 'Not Modified: the If-None-Match ETag is still current.',
};

export function redirect(description: string): ResponseObject {
  return { description, headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } } };
}

export function jsonRequestBody(schema: z.ZodType): NonNullable<Operation['requestBody']> {
  return { required: true, content: { 'application/json': { schema: requestSchema(schema) } } };
}

export function query(name: string, description: string, schema: z.ZodType, required = false): Parameter {
  return { name, in: 'query', description, required, schema: requestSchema(schema) };
}

/** A parameter that may repeat (?listNames=a&listNames=b); comma-separated values count too. */
export function repeatedQuery(name: string, description: string, schema: z.ZodType): Parameter {
  return { ...query(name, description, schema), explode: true };
}

export function pathParameter(name: string, description: string, schema: z.ZodType): Parameter {
  return { name, in: 'path', description, required: true, schema: requestSchema(schema) };
}

const ERROR_MEANINGS = {
  400: 'Bad input: the error names the parameter or field at fault.',
  401: 'No valid token or session (WWW-Authenticate says which).',
  403: 'Refused: a cookie-authenticated call without the X-XSRF-TOKEN header (csrf_failed), or not allowed to this user.',
  404: 'Not found.',
  409: 'Conflict: the request cannot be done in the present state (the error says why).',
  410: 'Gone: the link has expired.',
  413: 'The request body is too large.',
  415: 'The body is not of the media type the endpoint reads.',
  429: 'Too many requests (rate_limited); Retry-After says when to try again.',
  502: 'The sign-in provider failed (provider_error).',
  503: 'A dependency (the database, mail or SMS) is down; Retry-After says when to try again.',
  504: 'The sign-in provider did not answer in time (provider_timeout).',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The usual meaning of each status, answered as `schemas` (ApiError unless told). */
export function errorAnswers(statuses: readonly ErrorStatus[], ...schemas: z.ZodType[]): Record<string, ResponseObject> {
  const [first = apiError, ...rest] = schemas;
  return Object.fromEntries(statuses.map((status) => [String(status), jsonAnswer(ERROR_MEANINGS[status], first, ...rest)]));
}

import { invalidParameter } from '../../errors/http-error';

/** Longest note the record keeps: a paragraph or two, not a document. */
export const DESK_NOTE_MAX = 2000;

/** A required choice among fixed values; 400 naming the field otherwise. */
export function oneOf<T extends string>(body: Record<string, unknown>, field: string, allowed: readonly T[]): T {
  const value = body[field];
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalidParameter(field, `Field '${field}': expected one of ${allowed.join(', ')}, got ${JSON.stringify(value ?? null).slice(0, 40)}.`);
}

/** A note for the record: text up to DESK_NOTE_MAX characters, required when asked. */
export function note(body: Record<string, unknown>, field: string, { required }: { required: boolean }): string {
  const value = body[field] ?? '';
  if (typeof value !== 'string') throw invalidParameter(field, `Field '${field}': expected text, got ${JSON.stringify(value).slice(0, 40)}.`);
  const text = value.trim();
  if (required && text === '') throw invalidParameter(field, `Field '${field}': say why, for the record.`);
  if (text.length > DESK_NOTE_MAX) throw invalidParameter(field, `Field '${field}': at most ${DESK_NOTE_MAX} characters, got ${text.length}.`);
  // PostgreSQL refuses NUL in text; the statement would fail with a 500.
  if (text.includes('\u0000')) throw invalidParameter(field, `Field '${field}' must not contain the NUL character (U+0000).`);
  return text;
}

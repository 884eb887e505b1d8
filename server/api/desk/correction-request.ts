import { isLangCode } from '../../../shared/languages';
import { CORRECTABLE_FIELDS, type CorrectableField } from '../../db/desk/field-holds';
import { CORRECTION_KINDS } from '../../db/desk/story-corrections';
import { invalidParameter } from '../../errors/http-error';
import type { CorrectionRequest } from '../../services/desk/story-correction';
import type { HeldFieldRef } from '../../services/desk/upstream-values';
import { note, oneOf } from './desk-input';

/** The body of POST /api/desk/stories/{id}/corrections; the fields' own rules are the ingest schema's. */
export function correctionRequestOf(body: Record<string, unknown>): CorrectionRequest {
  const lang = body.lang;
  if (typeof lang !== 'string' || !isLangCode(lang)) throw invalidParameter('lang', `Field 'lang': expected one of en, cn, tw, es, fr, got ${JSON.stringify(lang ?? null).slice(0, 40)}.`);
  const kind = oneOf(body, 'kind', CORRECTION_KINDS);
  // A correction or a clarification is told to readers, in a note; a silent fix only to the record.
  const text = note(body, 'note', { required: kind !== 'silent' });
  const changes: CorrectionRequest['changes'] = {};
  for (const field of CORRECTABLE_FIELDS) {
    if (body[field] !== undefined) (changes as Record<CorrectableField, unknown>)[field] = body[field];
  }
  if (Object.keys(changes).length === 0) throw invalidParameter('title', `Send at least one field to correct: ${CORRECTABLE_FIELDS.join(', ')}.`);
  return { lang, kind, note: text, changes };
}

/** The body of the calls that accept or dismiss upstream's newer value of a held field. */
export function heldFieldOf(body: Record<string, unknown>): HeldFieldRef {
  const lang = body.lang;
  if (typeof lang !== 'string' || !(lang === '*' || isLangCode(lang))) {
    throw invalidParameter('lang', `Field 'lang': a language (en, cn, tw, es, fr), or * for a field every language shares, got ${JSON.stringify(lang ?? null).slice(0, 40)}.`);
  }
  return { lang, field: oneOf(body, 'field', CORRECTABLE_FIELDS) };
}

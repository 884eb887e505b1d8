import { isDeepStrictEqual } from 'node:util';
import type { LangCode } from '../../../shared/languages';
import type { NewsItemInput } from '../../../shared/types';
import { appendDeskAudit } from '../../db/desk/desk-audit';
import { holdField, holdLang, SHARED_FIELDS, type CorrectableField } from '../../db/desk/field-holds';
import { insertCorrection, type CorrectionKind, type StoryCorrection } from '../../db/desk/story-corrections';
import { storyInputs } from '../../db/desk/story-inputs';
import { writeStories } from '../../db/news/upsert-stories';
import { lockStoryForDesk } from '../../db/news/withdrawn-stories';
import { validateBatch } from '../ingest/validate-batch';
import { bodyRenderer } from '../news/body-html';
import { correctionsTags, storyChangeTags, storyTags } from '../news/news-tags';
import { DeskRefusal } from './desk-error';
import type { ActedBy, DeskContext } from './story-withdrawal';

export interface CorrectionRequest {
  lang: LangCode;
  kind: CorrectionKind;
  note: string;
  /** The fields to change, as the ingest API would send them. */
  changes: Partial<Pick<NewsItemInput, CorrectableField>>;
}

/** A correction the ingest schema refuses: its reasons, and the field they name first. */
export class InvalidCorrection extends Error {
  constructor(
    readonly field: string,
    readonly reasons: string[],
  ) {
    super(reasons.join('; '));
    this.name = 'InvalidCorrection';
  }
}

/**
 * Corrects one language version (decision 033): its own fields, and the fields every language
 * shares (subtype, images), through the ingest's own validation and write (the same sanitising
 * on output, body rendering and search documents). The changed fields are held, so that a later
 * ingest keeps them; the correction is recorded (its note is public unless it is a silent fix),
 * with one audit entry, in the same transaction.
 */
export async function correctStory(desk: DeskContext, id: string, request: CorrectionRequest, by: ActedBy): Promise<StoryCorrection> {
  const { correction, tags } = await desk.db.transaction(async (tx) => {
    const story = await lockStoryForDesk(tx, id);
    if (!story) throw new DeskRefusal(404, 'not_found', `No news with id ${id}.`);
    const versions = await storyInputs(tx, id);
    const version = versions.find((one) => one.lang === request.lang);
    if (!version) throw new DeskRefusal(409, 'missing_language', `The news with id ${id} has no version in ${request.lang}.`);
    const changed = (Object.keys(request.changes) as CorrectableField[]).filter((field) => !isDeepStrictEqual(request.changes[field], version[field]));
    if (changed.length === 0) throw new DeskRefusal(409, 'unchanged', 'The correction changes nothing: every field given is as it is stored.');
    const shared = changed.filter((field) => (SHARED_FIELDS as readonly string[]).includes(field));
    const corrected = versions.map((one) => ({
      ...one,
      ...Object.fromEntries(shared.map((field) => [field, request.changes[field]])),
      ...(one.lang === request.lang ? request.changes : {}),
    }));
    const validation = validateBatch(corrected);
    if (!validation.ok) {
      const reasons = validation.errors.flatMap((error) => error.reasons);
      throw new InvalidCorrection(changed.find((field) => reasons.some((reason) => reason.includes(field))) ?? changed[0] ?? 'lang', reasons);
    }
    const written = await writeStories(tx, validation.items, bodyRenderer);
    for (const field of changed) await holdField(tx, id, holdLang(field, request.lang), field, request.changes[field]);
    const recorded = await insertCorrection(tx, { storyId: id, lang: request.lang, kind: request.kind, note: request.note, fields: changed, by: by.actor.name });
    await appendDeskAudit(tx, {
      actor: by.actor, ipHash: by.ipHash, action: 'story-corrected', target: { kind: 'story', id },
      before: Object.fromEntries(changed.map((field) => [field, version[field]])),
      after: Object.fromEntries(changed.map((field) => [field, request.changes[field]])),
      reason: request.kind, note: request.note,
    });
    // The language's corrections list too (decision 033), where a public note appears at once.
    return { correction: recorded, tags: [...storyTags(id), ...storyChangeTags(written.changes), ...correctionsTags(request.lang)] };
  });
  await desk.announce(tags);
  return correction;
}

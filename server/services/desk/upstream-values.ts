import { appendDeskAudit } from '../../db/desk/desk-audit';
import { dismissUpstream, lockHolds, releaseHold, type CorrectableField } from '../../db/desk/field-holds';
import { storyInputs } from '../../db/desk/story-inputs';
import { writeStories } from '../../db/news/upsert-stories';
import { validateBatch } from '../ingest/validate-batch';
import { bodyRenderer } from '../news/body-html';
import { storyChangeTags, storyTags } from '../news/news-tags';
import { DeskRefusal } from './desk-error';
import type { ActedBy, DeskContext } from './story-withdrawal';

export interface HeldFieldRef {
  /** A language, or '*' for a field every language shares. */
  lang: string;
  field: CorrectableField;
}

/**
 * What the desk does with a newer value upstream sent for a field it corrected (decision 033):
 * accept it (it is written, and the field is upstream's again) or dismiss it (the editor's value
 * stays, and stays held). One audit entry either way.
 */
export async function settleUpstream(desk: DeskContext, id: string, ref: HeldFieldRef, accept: boolean, by: ActedBy): Promise<void> {
  const tags = await desk.db.transaction(async (tx) => {
    const hold = (await lockHolds(tx, [id])).find((one) => one.lang === ref.lang && one.field === ref.field);
    if (!hold) throw new DeskRefusal(404, 'not_held', `The ${ref.field} of the news with id ${id} (${ref.lang}) is not held by the desk.`);
    if (hold.upstreamAt === null) throw new DeskRefusal(409, 'nothing_newer', `Upstream has sent nothing newer for the ${ref.field} of the news with id ${id}.`);
    let changed: string[] = [];
    if (accept) {
      const versions = (await storyInputs(tx, id)).map((version) =>
        ref.lang === '*' || version.lang === ref.lang ? { ...version, [ref.field]: hold.upstreamValue } : version,
      );
      const validation = validateBatch(versions);
      if (!validation.ok) throw new DeskRefusal(409, 'upstream_invalid', `Upstream's ${ref.field} no longer passes the ingest's checks: ${validation.errors.flatMap((error) => error.reasons).join('; ')}`);
      changed = storyChangeTags((await writeStories(tx, validation.items, bodyRenderer)).changes);
      await releaseHold(tx, hold);
    } else {
      await dismissUpstream(tx, hold);
    }
    await appendDeskAudit(tx, {
      actor: by.actor, ipHash: by.ipHash, action: accept ? 'upstream-accepted' : 'upstream-dismissed', target: { kind: 'story', id },
      before: { lang: ref.lang, [ref.field]: hold.value }, after: { lang: ref.lang, [ref.field]: accept ? hold.upstreamValue : hold.value },
    });
    return [...storyTags(id), ...changed];
  });
  await desk.announce(tags);
}

import type { Database } from '../../db/database';
import { appendDeskAudit } from '../../db/desk/desk-audit';
import { lockInboxMessage, setHandled, type InboxMessage } from '../../db/desk/desk-inbox';
import { DeskRefusal } from './desk-error';
import type { ActedBy } from './story-withdrawal';

/** Marks a contact message handled or not, with one audit entry; marking it as it already is changes nothing. */
export async function markMessage(db: Database, id: string, handled: boolean, by: ActedBy): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const message = await lockInboxMessage(tx, id);
    if (!message) throw new DeskRefusal(404, 'not_found', `No contact message ${id}.`);
    if ((message.handledAt !== null) === handled) return message;
    const after = await setHandled(tx, id, handled ? by.actor.name : null);
    await appendDeskAudit(tx, {
      actor: by.actor, ipHash: by.ipHash, action: handled ? 'message-handled' : 'message-reopened', target: { kind: 'message', id },
      before: { handledAt: message.handledAt }, after: { handledAt: after.handledAt },
    });
    return after;
  });
}

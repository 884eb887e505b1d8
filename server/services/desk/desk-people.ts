import { maskedEmail, maskedPhone } from '../../../shared/masked-address';
import type { StaffRole } from '../../db/accounts/staff-roles';
import { lockAccountAndAdmins } from '../../db/accounts/staff-roles';
import { revokeUserSessions } from '../../db/accounts/sessions';
import { setDisabled } from '../../db/accounts/disabled-accounts';
import type { Database } from '../../db/database';
import { appendDeskAudit } from '../../db/desk/desk-audit';
import { deskPeople, deskPerson, type DeskPeopleFilter, type DeskPerson } from '../../db/desk/desk-people';
import { DeskRefusal } from './desk-error';
import type { ActedBy } from './story-withdrawal';
import { changeStaffRoleIn } from './staff-roles';

/** One change of an account at the desk: its staff role, or whether it is disabled. */
export type PersonChange = { role: StaffRole | 'user' } | { disabled: boolean };

/** The people list: addresses masked until an account is opened (openPerson). */
export async function listPeople(db: Database, filter: DeskPeopleFilter): Promise<DeskPerson[]> {
  const people = await deskPeople(db, filter);
  return people.map((person) => ({ ...person, email: person.email ? maskedEmail(person.email) : null, phone: person.phone ? maskedPhone(person.phone) : null }));
}

/** One account whole. Reading someone's addresses is recorded, as every staff action is. */
export async function openPerson(db: Database, id: string, by: ActedBy): Promise<DeskPerson> {
  return db.transaction(async (tx) => {
    const person = await deskPerson(tx, id);
    if (!person) throw new DeskRefusal(404, 'unknown_account', `No account ${id}.`);
    await appendDeskAudit(tx, { actor: by.actor, ipHash: by.ipHash, action: 'account-opened', target: { kind: 'account', id } });
    return person;
  });
}

/**
 * Grants or revokes a staff role, or disables or enables the account, with one audit entry, in one
 * transaction. Disabling ends every session of the account at once; no sign-in method opens it
 * again until it is enabled. Nobody disables the last admin, nor their own account.
 */
export async function changePerson(db: Database, id: string, change: PersonChange, by: ActedBy): Promise<DeskPerson> {
  return db.transaction(async (tx) => {
    if ('role' in change) {
      await changeStaffRoleIn(tx, id, id, change.role === 'user' ? null : change.role, by.actor, by.ipHash);
    } else {
      const locked = await lockAccountAndAdmins(tx, id);
      if (!locked.roles) throw new DeskRefusal(404, 'unknown_account', `No account ${id}.`);
      if (change.disabled && by.actor.id === id) throw new DeskRefusal(409, 'own_account', 'You cannot disable your own account.');
      if (change.disabled && locked.roles.includes('admin') && locked.admins <= 1) {
        throw new DeskRefusal(409, 'last_admin', `${id} is the last admin: grant admin to someone else first.`);
      }
      const before = await deskPerson(tx, id);
      const disabledAt = await setDisabled(tx, id, change.disabled);
      if ((before?.disabledAt !== null) !== change.disabled) {
        if (change.disabled) await revokeUserSessions(tx, id);
        await appendDeskAudit(tx, {
          actor: by.actor, ipHash: by.ipHash, action: change.disabled ? 'account-disabled' : 'account-enabled', target: { kind: 'account', id },
          before: { disabledAt: before?.disabledAt ?? null }, after: { disabledAt },
        });
      }
    }
    const person = await deskPerson(tx, id);
    if (!person) throw new DeskRefusal(404, 'unknown_account', `No account ${id}.`);
    return person;
  });
}

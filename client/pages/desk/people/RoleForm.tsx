import { type FormEvent, useId, useState } from 'react';
import { type DeskPerson, type StoredRole, staffRoleOf } from '../../../../shared/desk-answers';
import { useMessageSection } from '../../../data/use-messages';

const ROLES: readonly StoredRole[] = ['user', 'editor', 'admin'];

/** An account's one staff role, or none ('user'), as the PATCH takes it. */
/** The role the form shows: the account's staff role, or reader. */
export const roleOf = (person: DeskPerson): StoredRole => staffRoleOf(person.roles) ?? 'user';

/** Grant or revoke a staff role: a select of the three roles and Save (PATCH {role}). */
export function RoleForm({ person, pending, onSave }: { person: DeskPerson; pending: boolean; onSave: (role: StoredRole) => void }) {
  const { people: texts } = useMessageSection('desk');
  const headingId = useId();
  const [role, setRole] = useState<StoredRole>(roleOf(person));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(role);
  };
  return (
    <section className="xn-desk-person-action" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.roleTitle}</h3>
      <form className="xn-desk-people-form" aria-labelledby={headingId} onSubmit={submit}>
        <div className="xn-field">
          <label htmlFor="xn-person-role">{texts.roleLabel}</label>
          <select id="xn-person-role" value={role} onChange={(event) => setRole(event.target.value as StoredRole)}>
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {texts.roleNames[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="xn-button" disabled={pending}>
          {pending ? texts.saving : texts.saveRole}
        </button>
      </form>
    </section>
  );
}

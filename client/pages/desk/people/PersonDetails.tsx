import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { DeskPerson, DeskPersonDeleted, StoredRole } from '../../../../shared/desk-answers';
import { DESK_API } from '../../../../shared/desk-api';
import { fill } from '../../../../shared/fill-text';
import { deskPeoplePath } from '../../../../shared/routes';
import { useLang } from '../../../app/use-lang';
import { SiteLink } from '../../../components/SiteLink';
import { useMessageSection } from '../../../data/use-messages';
import { deskSend } from '../desk-call';
import { ConfirmAction } from './ConfirmAction';
import { PeopleProblem } from './PeopleProblem';
import { PersonFacts } from './PersonFacts';
import { PersonOutcomeNotice } from './PersonOutcomeNotice';
import { RoleForm, roleOf } from './RoleForm';
import { peopleQueryString, type PeopleSearch } from './people-search';
import { PEOPLE_KEY, personQuery } from './people-queries';
import { usePersonChange } from './use-person-change';

/**
 * One account opened (GET /api/desk/people/{id}, which the audit trail records): its addresses
 * whole, and what an admin may do to it, one change at a time, each saying what came of it.
 * Its heading takes the focus when it opens.
 */
export function PersonDetails({ id, search, onDeleted }: { id: string; search: PeopleSearch; onDeleted: (text: string) => void }) {
  const lang = useLang();
  const { shell, people: texts } = useMessageSection('desk');
  const client = useQueryClient();
  const person = useQuery(personQuery(id));
  const change = usePersonChange();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = person.data !== undefined;
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);
  const listPath = `${deskPeoplePath(lang)}${peopleQueryString({ ...search, open: undefined })}`;
  const back = (
    <SiteLink className="xn-desk-people-back" to={listPath}>
      {texts.backToList}
    </SiteLink>
  );

  if (person.isPending) return <p className="xn-status" role="status">{shell.loading}</p>;
  if (person.isError) {
    return (
      <>
        <PeopleProblem error={person.error} retry={() => void person.refetch()} />
        {back}
      </>
    );
  }
  const account = person.data;
  const changed = (updated: DeskPerson) => {
    client.setQueryData(personQuery(id).queryKey, updated);
    void client.invalidateQueries({ queryKey: [...PEOPLE_KEY, 'list'] });
  };
  const patch = (body: { role: StoredRole } | { disabled: boolean }, done: (updated: DeskPerson) => string) =>
    change.run(async () => {
      const updated = await deskSend<DeskPerson>('PATCH', DESK_API.person(id), body);
      changed(updated);
      return done(updated);
    });
  const remove = () =>
    change.run(async () => {
      await deskSend<DeskPersonDeleted>('DELETE', DESK_API.person(id));
      const text = fill(texts.deletedDone, { name: account.name });
      client.removeQueries({ queryKey: personQuery(id).queryKey });
      void client.invalidateQueries({ queryKey: [...PEOPLE_KEY, 'list'] });
      onDeleted(text);
      return text;
    });

  return (
    <article className="xn-desk-person-details" aria-labelledby="xn-person-heading">
      {back}
      <h2 id="xn-person-heading" ref={headingRef} tabIndex={-1}>
        {fill(texts.detailsTitle, { name: account.name })}
      </h2>
      <PersonFacts person={account} />
      <PersonOutcomeNotice outcome={change.outcome} outcomeRef={change.outcomeRef} />
      <RoleForm
        key={roleOf(account)}
        person={account}
        pending={change.pending}
        onSave={(role) => patch({ role }, (updated) => fill(texts.roleSaved, { name: updated.name, role: texts.roleNames[roleOf(updated)] }))}
      />
      {account.disabledAt === null ? (
        <ConfirmAction
          title={texts.disableTitle}
          explain={texts.disableExplain}
          start={texts.disable}
          confirm={fill(texts.confirmDisable, { name: account.name })}
          pending={change.pending}
          onConfirm={() => patch({ disabled: true }, () => texts.disabledDone)}
        />
      ) : (
        <section className="xn-desk-person-action" aria-labelledby="xn-person-enable">
          <h3 id="xn-person-enable">{texts.enableTitle}</h3>
          <p>{texts.enableExplain}</p>
          <button type="button" className="xn-button" disabled={change.pending} onClick={() => patch({ disabled: false }, () => texts.enabledDone)}>
            {texts.enable}
          </button>
        </section>
      )}
      <ConfirmAction
        title={texts.deleteTitle}
        explain={texts.deleteExplain}
        start={texts.delete}
        confirm={fill(texts.confirmDelete, { name: account.name })}
        pending={change.pending}
        onConfirm={remove}
      />
    </article>
  );
}

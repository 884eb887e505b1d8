import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DESK_AUDIT_ACTIONS, isDeskAuditAction } from '../../../../shared/desk-audit-actions';
import type { DeskAuditTexts } from '../../../../shared/desk-texts/desk-audit-texts';
import type { LangCode } from '../../../../shared/languages';
import { deskAuditPath } from '../../../../shared/routes';
import { AccountField } from '../../../components/account/AccountField';
import { SiteLink } from '../../../components/SiteLink';
import { type AuditFilterErrors, type AuditFilters, auditFilterErrors, auditQueryOf } from './audit-filters';

interface AuditFilterFormProps {
  lang: LangCode;
  filters: AuditFilters;
  texts: DeskAuditTexts;
  /** Called once the filters are in the address, to move the focus to the entries. */
  onApply: () => void;
}

function filtersOf(form: HTMLFormElement): AuditFilters {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const action = text('action');
  return { actor: text('actor'), action: isDeskAuditAction(action) ? action : '', story: text('story') };
}

/**
 * The trail's filters as a GET form to this page (decision 033), which the browser sends without
 * JavaScript; with it, an actor or story the API would refuse is named at its field (focused)
 * rather than sent, and the rest is pushed to the address, so that Back shows the trail before.
 */
export function AuditFilterForm({ lang, filters, texts, onApply }: AuditFilterFormProps) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<AuditFilterErrors>(auditFilterErrors(filters));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const chosen = filtersOf(form);
    const found = auditFilterErrors(chosen);
    setErrors(found);
    const invalid = (['actor', 'story'] as const).find((name) => found[name]);
    if (invalid) {
      form.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const query = auditQueryOf(chosen);
    navigate(query === '' ? deskAuditPath(lang) : `${deskAuditPath(lang)}?${query}`);
    onApply();
  };
  return (
    <form className="xn-desk-records-filters" method="get" action={deskAuditPath(lang)} aria-label={texts.filters} onSubmit={submit} noValidate>
      <AccountField id="xn-audit-actor" name="actor" label={texts.actor} hint={texts.actorHint} error={errors.actor ? texts.badActor : undefined} defaultValue={filters.actor} autoComplete="off" spellCheck={false} />
      <div className="xn-field">
        <label htmlFor="xn-audit-action">{texts.action}</label>
        <select id="xn-audit-action" name="action" defaultValue={filters.action}>
          <option value="">{texts.anyAction}</option>
          {DESK_AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {texts.actions[action]}
            </option>
          ))}
        </select>
      </div>
      <AccountField id="xn-audit-story" name="story" label={texts.story} hint={texts.storyHint} error={errors.story ? texts.badStory : undefined} defaultValue={filters.story} inputMode="numeric" autoComplete="off" />
      <div className="xn-desk-records-actions">
        <button type="submit" className="xn-button">
          {texts.apply}
        </button>
        <SiteLink to={deskAuditPath(lang)} onClick={onApply}>
          {texts.clear}
        </SiteLink>
      </div>
    </form>
  );
}

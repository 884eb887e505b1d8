import { type StoredDeskAuditEntry, WITHDRAWAL_REASONS, type WithdrawalReason } from '../../../../shared/desk-answers';
import { isDeskAuditAction, OPERATIONS_ACTOR } from '../../../../shared/desk-audit-actions';
import type { DeskAuditTexts } from '../../../../shared/desk-texts/desk-audit-texts';
import { fill } from '../../../../shared/fill-text';
import type { LangCode } from '../../../../shared/languages';
import { deskAuditPath, deskStoryPath } from '../../../../shared/routes';
import { SiteLink } from '../../../components/SiteLink';
import { DeskTableRegion } from '../DeskTableRegion';
import { deskMoment } from '../desk-moment';
import { changeLines } from './audit-change';
import { type AuditFilters, auditQueryOf } from './audit-filters';

/** The row of an entry, which "show older" focuses when its page comes. */
export const auditEntryId = (id: string) => `xn-audit-entry-${id}`;

interface AuditEntriesProps {
  lang: LangCode;
  entries: StoredDeskAuditEntry[];
  filters: AuditFilters;
  texts: DeskAuditTexts;
}

/**
 * The trail as a table, newest first: when, who (as the record keeps them, a link to their
 * entries alone), what, about what (a story links to its desk screen) and the details: the
 * reason, the note and the fields changed, before → after.
 */
export function AuditEntries({ lang, entries, filters, texts }: AuditEntriesProps) {
  return (
    <DeskTableRegion id="xn-audit-caption" caption={texts.caption}>
      <thead>
        <tr>
          <th scope="col">{texts.colTime}</th>
          <th scope="col">{texts.colActor}</th>
          <th scope="col">{texts.colAction}</th>
          <th scope="col">{texts.colTarget}</th>
          <th scope="col">{texts.colDetails}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} id={auditEntryId(entry.id)} tabIndex={-1}>
            <td>
              <time dateTime={entry.at}>{deskMoment(entry.at, lang)}</time>
            </td>
            <td>
              <SiteLink to={`${deskAuditPath(lang)}?${auditQueryOf({ ...filters, actor: entry.actor.id ?? OPERATIONS_ACTOR })}`} aria-label={fill(texts.onlyActor, { name: entry.actor.name })}>
                {entry.actor.name}
              </SiteLink>
              <span className="xn-desk-records-muted">{texts.roles[entry.actor.role]}</span>
            </td>
            <td>{isDeskAuditAction(entry.action) ? texts.actions[entry.action] : entry.action}</td>
            <td>
              <AuditTarget lang={lang} entry={entry} texts={texts} />
            </td>
            <td>
              <AuditDetails entry={entry} texts={texts} />
            </td>
          </tr>
        ))}
      </tbody>
    </DeskTableRegion>
  );
}

function AuditTarget({ lang, entry, texts }: { lang: LangCode; entry: StoredDeskAuditEntry; texts: DeskAuditTexts }) {
  const name = fill(texts.targets[entry.target.kind], { id: entry.target.id });
  return entry.target.kind === 'story' ? <SiteLink to={deskStoryPath(lang, entry.target.id)}>{name}</SiteLink> : name;
}

const isWithdrawalReason = (value: string): value is WithdrawalReason => (WITHDRAWAL_REASONS as readonly string[]).includes(value);

function AuditDetails({ entry, texts }: { entry: StoredDeskAuditEntry; texts: DeskAuditTexts }) {
  const changes = changeLines(entry.before, entry.after);
  const reason = entry.reason === null ? null : isWithdrawalReason(entry.reason) ? texts.reasons[entry.reason] : entry.reason;
  if (reason === null && entry.note === null && changes.length === 0) return '—';
  return (
    <dl className="xn-desk-records-details">
      {reason !== null && (
        <div>
          <dt>{texts.reason}</dt>
          <dd>{reason}</dd>
        </div>
      )}
      {entry.note !== null && (
        <div>
          <dt>{texts.note}</dt>
          <dd>{entry.note}</dd>
        </div>
      )}
      {changes.length > 0 && (
        <div>
          <dt>{texts.change}</dt>
          {changes.map((line) => (
            <dd key={line} className="xn-desk-records-change">
              {line}
            </dd>
          ))}
        </div>
      )}
    </dl>
  );
}

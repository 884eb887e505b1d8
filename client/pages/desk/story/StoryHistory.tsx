import type { StoredDeskAuditEntry } from '../../../../shared/desk-answers';
import type { DeskStoryTexts } from '../../../../shared/desk-texts/story-texts';
import { deskAuditPath } from '../../../../shared/routes';
import { useLang } from '../../../app/use-lang';
import { SiteLink } from '../../../components/SiteLink';
import { useMessageSection } from '../../../data/use-messages';
import { changeSummary } from './history-summary';
import { deskMoment } from '../desk-moment';

/** The story's desk history (decision 033's audit trail): newest first, who did what, when and why, and the audit screen for more. */
export function StoryHistory({ storyId, history }: { storyId: string; history: StoredDeskAuditEntry[] }) {
  const lang = useLang();
  const { story: texts } = useMessageSection('desk');
  return (
    <section className="xn-ds-section" aria-labelledby="xn-desk-history">
      <h2 id="xn-desk-history">{texts.history.title}</h2>
      {history.length === 0 ? <p>{texts.history.none}</p> : null}
      <ol className="xn-ds-history">
        {history.map((entry) => (
          <li key={entry.id}>
            <p>
              <strong>{actionName(entry.action, texts.history)}</strong> · {entry.actor.name} ({texts.history.roles[entry.actor.role]}) ·{' '}
              <time dateTime={entry.at}>{deskMoment(entry.at, lang)}</time>
            </p>
            <dl className="xn-ds-pairs">
              {entry.reason ? (
                <>
                  <dt>{texts.history.reason}</dt>
                  <dd>{reasonName(entry.reason, texts)}</dd>
                </>
              ) : null}
              {entry.note ? (
                <>
                  <dt>{texts.history.note}</dt>
                  <dd>{entry.note}</dd>
                </>
              ) : null}
              <dt>{texts.history.before}</dt>
              <dd>{changeSummary(entry.before)}</dd>
              <dt>{texts.history.after}</dt>
              <dd>{changeSummary(entry.after)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      <p>
        <SiteLink to={`${deskAuditPath(lang)}?story=${encodeURIComponent(storyId)}`}>{texts.history.auditLink}</SiteLink>
      </p>
    </section>
  );
}

const actionName = (action: string, texts: DeskStoryTexts['history']) => (action in texts.actions ? texts.actions[action as keyof typeof texts.actions] : action);

/** A withdrawal's reason or a correction's kind, the two reasons a story's entries carry. */
function reasonName(reason: string, texts: DeskStoryTexts): string {
  if (reason in texts.reasons) return texts.reasons[reason as keyof typeof texts.reasons];
  if (reason in texts.kinds) return texts.kinds[reason as keyof typeof texts.kinds];
  return reason;
}

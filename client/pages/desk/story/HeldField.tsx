import type { FieldHold } from '../../../../shared/desk-answers';
import { DESK_API } from '../../../../shared/desk-api';
import { fill } from '../../../../shared/fill-text';
import type { LangCode } from '../../../../shared/languages';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import { deskSend } from '../desk-call';
import { heldValueText } from './held-value';
import { valueChanges } from './value-changes';
import { deskMoment } from '../desk-moment';
import type { StoryChange } from './use-story-change';

/**
 * One field the desk corrected and holds against upstream (decision 033). When upstream has sent a
 * newer value, the desk's and upstream's stand side by side, the field named, then what upstream
 * changes word by word, with Accept (upstream's
 * value is written) and Dismiss (the desk's stays, and stays held). The outcome is the section's:
 * an accepted field is no longer held, and leaves.
 */
export function HeldField({ hold, language, change }: { hold: FieldHold; language: string; change: StoryChange }) {
  const lang = useLang();
  const { story: texts } = useMessageSection('desk');
  const headingId = `xn-desk-hold-${hold.lang}-${hold.field}`.replace(/[^\w-]/g, '_');
  const settle = (accept: boolean) =>
    change.run(
      () => deskSend('POST', (accept ? DESK_API.acceptUpstream : DESK_API.dismissUpstream)(hold.storyId), { lang: hold.lang, field: hold.field }),
      accept ? texts.ingest.accepted : texts.ingest.dismissed,
    );
  return (
    <section className="xn-ds-hold" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {texts.fields[hold.field]} ({language})
      </h4>
      {hold.upstreamAt === null ? (
        <p>{texts.ingest.nothingNewer}</p>
      ) : (
        <>
          <div className="xn-ds-compare">
            <div>
              <p className="xn-ds-compare-label">{texts.ingest.deskValue}</p>
              <pre>{heldValueText(hold.value) || texts.ingest.empty}</pre>
            </div>
            <div>
              <p className="xn-ds-compare-label">{fill(texts.ingest.upstreamValue, { date: deskMoment(hold.upstreamAt, lang) })}</p>
              <pre>{heldValueText(hold.upstreamValue) || texts.ingest.empty}</pre>
            </div>
          </div>
          <p className="xn-ds-compare-label">{texts.ingest.changes}</p>
          <p className="xn-ds-changes">
            {valueChanges(heldValueText(hold.value), heldValueText(hold.upstreamValue), hold.lang as LangCode | '*').map((part, index) =>
              part.kind === 'same' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence, drawn once per value.
                <span key={index}>{part.text}</span>
              ) : part.kind === 'removed' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <del key={index}>
                  <span className="xn-sr-only">{texts.ingest.removed} </span>
                  {part.text}
                </del>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <ins key={index}>
                  <span className="xn-sr-only">{texts.ingest.added} </span>
                  {part.text}
                </ins>
              ),
            )}
          </p>
          <div className="xn-ds-buttons">
            <button type="button" className="xn-button" disabled={change.sending} onClick={() => settle(true)}>
              {texts.ingest.accept}
            </button>
            <button type="button" className="xn-button xn-button-quiet" disabled={change.sending} onClick={() => settle(false)}>
              {texts.ingest.dismiss}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

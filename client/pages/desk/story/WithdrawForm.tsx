import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DESK_API } from '../../../../shared/desk-api';
import { WITHDRAWAL_REASONS, type WithdrawalReason } from '../../../../shared/desk-answers';
import { useMessageSection } from '../../../data/use-messages';
import { deskSend } from '../desk-call';
import { DeskTextArea } from './DeskTextArea';
import type { StoryChange } from './use-story-change';

/** The longest note the record keeps (server/api/desk/desk-input.ts DESK_NOTE_MAX). */
const DESK_NOTE_MAX = 2000;

/** The field of the withdraw form a 400 can name (the reason is a choice among the API's own). */
export const withdrawFieldId = (parameter: string) => (parameter === 'note' ? 'xn-desk-withdraw-note' : undefined);

/**
 * The withdraw form: a reason and a note for the record, both required by the API, then a
 * confirmation, since a withdrawal takes the story off every public page at once (decision 033).
 */
export function WithdrawForm({ storyId, change }: { storyId: string; change: StoryChange }) {
  const { story: texts } = useMessageSection('desk');
  const [reason, setReason] = useState<WithdrawalReason>('error');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const askedBefore = useRef(false);

  // The focus follows the step: to the confirmation when it appears, back to the form's button when it is cancelled.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (askedBefore.current) submitRef.current?.focus();
    askedBefore.current = confirming;
  }, [confirming]);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    const problem = text === '' ? texts.withdraw.noteRequired : text.length > DESK_NOTE_MAX ? texts.withdraw.noteTooLong : undefined;
    setNoteError(problem);
    if (problem) {
      document.getElementById('xn-desk-withdraw-note')?.focus();
      return;
    }
    setConfirming(true);
  };
  return (
    <form className="xn-ds-form" onSubmit={ask} noValidate>
      <p className="xn-field-hint">{texts.withdraw.explain}</p>
      <div className="xn-field">
        <label htmlFor="xn-desk-withdraw-reason">{texts.withdraw.reason}</label>
        <select id="xn-desk-withdraw-reason" value={reason} disabled={confirming} onChange={(event) => setReason(event.target.value as WithdrawalReason)}>
          {WITHDRAWAL_REASONS.map((one) => (
            <option key={one} value={one}>
              {texts.reasons[one]}
            </option>
          ))}
        </select>
      </div>
      <DeskTextArea
        id="xn-desk-withdraw-note"
        label={texts.withdraw.note}
        hint={texts.withdraw.noteHint}
        error={noteError ?? (change.fieldFailure('note') ? texts.withdraw.noteRequired : undefined)}
        value={note}
        readOnly={confirming}
        required
        rows={3}
        onChange={(event) => setNote(event.target.value)}
      />
      {confirming ? (
        <div className="xn-ds-confirm">
          <p>{texts.withdraw.confirm}</p>
          <div className="xn-ds-buttons">
            <button
              ref={confirmRef}
              type="button"
              className="xn-button xn-ds-danger"
              disabled={change.sending}
              onClick={() =>
                change.run(async () => {
                  try {
                    await deskSend('POST', DESK_API.withdraw(storyId), { reason, note: note.trim() });
                  } finally {
                    setConfirming(false);
                  }
                }, texts.withdraw.done)
              }
            >
              {change.sending ? texts.withdraw.sending : texts.withdraw.confirmSubmit}
            </button>
            <button type="button" className="xn-button xn-button-quiet" disabled={change.sending} onClick={() => setConfirming(false)}>
              {texts.withdraw.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="xn-ds-buttons">
          <button ref={submitRef} type="submit" className="xn-button">
            {texts.withdraw.submit}
          </button>
        </div>
      )}
    </form>
  );
}

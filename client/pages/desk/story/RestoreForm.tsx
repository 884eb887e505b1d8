import { type FormEvent, useState } from 'react';
import { DESK_API } from '../../../../shared/desk-api';
import { useMessageSection } from '../../../data/use-messages';
import { deskSend } from '../desk-call';
import { DeskTextArea } from './DeskTextArea';
import type { StoryChange } from './use-story-change';

/** The field of the restore form a 400 can name. */
export const restoreFieldId = (parameter: string) => (parameter === 'note' ? 'xn-desk-restore-note' : undefined);

/** Restore: the story is back exactly as it was (decision 033), with an optional note for the record. Nothing is lost, so no confirmation. */
export function RestoreForm({ storyId, change }: { storyId: string; change: StoryChange }) {
  const { story: texts } = useMessageSection('desk');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.run(() => deskSend('POST', DESK_API.restore(storyId), { note: note.trim() }), texts.withdraw.restored);
  };
  return (
    <form className="xn-ds-form" onSubmit={submit} noValidate>
      <DeskTextArea
        id="xn-desk-restore-note"
        label={texts.withdraw.restoreNote}
        error={change.fieldFailure('note') ? texts.withdraw.noteTooLong : undefined}
        value={note}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="xn-ds-buttons">
        <button type="submit" className="xn-button" disabled={change.sending}>
          {texts.withdraw.restore}
        </button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import { PASSKEY_API, type PasskeyView } from '../../../shared/passkeys';
import { answerFailureText, type PasskeyTexts } from '../../components/passkeys/passkey-texts';
import { sendJson } from '../../data/post-json';
import { passkeyDate } from './passkey-dates';
import { PasskeyNameField, usePasskeyName } from './PasskeyNameField';

export interface PasskeyItemProps {
  passkey: PasskeyView;
  lang: LangCode;
  texts: PasskeyTexts;
  onRenamed(passkey: PasskeyView): void;
  onRemoved(passkey: PasskeyView): void;
  onFailure(text: string): void;
}

/** One passkey: its name, when it was added and last used, and renaming it or (after asking) removing it. */
export function PasskeyItem({ passkey, lang, texts, onRenamed, onRemoved, onFailure }: PasskeyItemProps) {
  const t = texts.passkeys;
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const name = usePasskeyName(`xn-passkey-${passkey.id}-name`, passkey.name, t);
  const [busy, setBusy] = useState(false);

  const rename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = name.checked();
    if (busy || checked === null) return;
    setBusy(true);
    const answer = await sendJson('PATCH', PASSKEY_API.one(passkey.id), { name: checked });
    setBusy(false);
    if (answer.reached && answer.ok) {
      setMode('view');
      onRenamed(answer.body as PasskeyView);
    } else onFailure(answerFailureText(answer, texts));
  };

  const remove = async () => {
    setBusy(true);
    const answer = await sendJson('DELETE', PASSKEY_API.one(passkey.id));
    setBusy(false);
    if (answer.reached && answer.ok) onRemoved(passkey);
    else onFailure(answerFailureText(answer, texts));
  };

  if (mode === 'rename') {
    return (
      <li className="xn-passkey">
        <form className="xn-account-form" onSubmit={(event) => void rename(event)} aria-busy={busy} noValidate>
          <PasskeyNameField name={name} />
          <div className="xn-account-actions">
            <button type="submit" className="xn-button" disabled={busy}>
              {t.save}
            </button>
            <button type="button" className="xn-button xn-button-quiet" disabled={busy} onClick={() => setMode('view')}>
              {t.cancel}
            </button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="xn-passkey">
      <p className="xn-passkey-name">{passkey.name}</p>
      <p className="xn-passkey-dates">
        <span>{fill(t.created, { date: passkeyDate(passkey.createdAt, lang) })}</span>{' '}
        <span>{passkey.lastUsedAt ? fill(t.lastUsed, { date: passkeyDate(passkey.lastUsedAt, lang) }) : t.neverUsed}</span>
      </p>
      {mode === 'remove' ? (
        <fieldset className="xn-passkey-confirm">
          <legend>{fill(t.removeQuestion, { name: passkey.name })}</legend>
          <div className="xn-account-actions">
            <button type="button" className="xn-button xn-button-danger" disabled={busy} onClick={() => void remove()}>
              {t.remove}
            </button>
            <button type="button" className="xn-button xn-button-quiet" disabled={busy} onClick={() => setMode('view')}>
              {t.keep}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="xn-account-actions">
          <button
            type="button"
            className="xn-button xn-button-quiet"
            aria-label={fill(t.renameNamed, { name: passkey.name })}
            onClick={() => {
              name.reset(passkey.name);
              setMode('rename');
            }}
          >
            {t.rename}
          </button>
          <button type="button" className="xn-button xn-button-quiet" aria-label={fill(t.removeNamed, { name: passkey.name })} onClick={() => setMode('remove')}>
            {t.remove}
          </button>
        </div>
      )}
    </li>
  );
}

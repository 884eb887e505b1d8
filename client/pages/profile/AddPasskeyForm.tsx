import { useState, type FormEvent } from 'react';
import { fill } from '../../../shared/fill-text';
import { checkPasskeyName, type PasskeyView } from '../../../shared/passkeys';
import { addPasskey } from '../../components/passkeys/passkey-ceremonies';
import { nameProblemText, type PasskeyTexts } from '../../components/passkeys/passkey-texts';
import { PasskeyNameField } from './PasskeyNameField';

const FIELD_ID = 'xn-passkey-new-name';

/** Names a new passkey (a sensible default filled in) and makes it with the browser's dialog. */
export function AddPasskeyForm(props: { texts: PasskeyTexts; count: number; onAdded(passkey: PasskeyView): void; onFailure(text: string): void }) {
  const t = props.texts.passkeys;
  const [name, setName] = useState(() => fill(t.defaultName, { number: props.count + 1 }));
  const [error, setError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    const checked = checkPasskeyName(name);
    if (!checked.ok) {
      setError(nameProblemText(checked.problem, t));
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setAdding(true);
    const outcome = await addPasskey(props.texts, checked.name);
    setAdding(false);
    if (outcome.ok) {
      props.onAdded(outcome.value);
      setName(fill(t.defaultName, { number: props.count + 2 }));
    } else if (outcome.text !== null) props.onFailure(outcome.text);
  };

  return (
    <form className="xn-account-form xn-passkey-add" onSubmit={(event) => void submit(event)} aria-busy={adding} noValidate>
      <PasskeyNameField
        id={FIELD_ID}
        label={t.name}
        value={name}
        error={error}
        onValue={(value) => {
          setName(value);
          setError(undefined);
        }}
      />
      <button type="submit" className="xn-button" disabled={adding}>
        {adding ? t.adding : t.add}
      </button>
    </form>
  );
}

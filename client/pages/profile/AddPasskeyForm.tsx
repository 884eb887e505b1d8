import { useState, type FormEvent } from 'react';
import { fill } from '../../../shared/fill-text';
import type { PasskeyView } from '../../../shared/passkeys';
import { addPasskey } from '../../components/passkeys/passkey-ceremonies';
import type { PasskeyTexts } from '../../components/passkeys/passkey-texts';
import { PasskeyNameField, usePasskeyName } from './PasskeyNameField';

/** Names a new passkey (a sensible default filled in) and makes it with the browser's dialog. */
export function AddPasskeyForm(props: { texts: PasskeyTexts; count: number; onAdded(passkey: PasskeyView): void; onFailure(text: string): void }) {
  const t = props.texts.passkeys;
  const name = usePasskeyName('xn-passkey-new-name', fill(t.defaultName, { number: props.count + 1 }), t);
  const [adding, setAdding] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = name.checked();
    if (adding || checked === null) return;
    setAdding(true);
    const outcome = await addPasskey(props.texts, checked);
    setAdding(false);
    if (outcome.ok) {
      props.onAdded(outcome.value);
      name.reset(fill(t.defaultName, { number: props.count + 2 }));
    } else if (outcome.text !== null) props.onFailure(outcome.text);
  };

  return (
    <form className="xn-account-form xn-passkey-add" onSubmit={(event) => void submit(event)} aria-busy={adding} noValidate>
      <PasskeyNameField name={name} />
      <button type="submit" className="xn-button" disabled={adding}>
        {adding ? t.adding : t.add}
      </button>
    </form>
  );
}

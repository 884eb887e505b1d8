import { useState } from 'react';
import { checkPasskeyName, PASSKEY_LIMITS } from '../../../shared/passkeys';
import type { PasskeyTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { nameProblemText } from '../../components/passkeys/passkey-texts';

/** A passkey's name being chosen or changed: its value, what is wrong with it, and the check before sending. */
export function usePasskeyName(id: string, initial: string, t: PasskeyTranslations) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return {
    id,
    value,
    error,
    label: t.name,
    onValue(next: string) {
      setValue(next);
      setError(undefined);
    },
    reset: setValue,
    /** The name to send, trimmed; or null, with the reason shown and the focus on the field. */
    checked(): string | null {
      const checked = checkPasskeyName(value);
      if (checked.ok) return checked.name;
      setError(nameProblemText(checked.problem, t));
      document.getElementById(id)?.focus();
      return null;
    },
  };
}

/** The field of usePasskeyName. */
export function PasskeyNameField({ name }: { name: ReturnType<typeof usePasskeyName> }) {
  return (
    <AccountField
      id={name.id}
      name="name"
      type="text"
      autoComplete="off"
      required
      maxLength={PASSKEY_LIMITS.name}
      label={name.label}
      value={name.value}
      error={name.error}
      onChange={(event) => name.onValue(event.target.value)}
    />
  );
}

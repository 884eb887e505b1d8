import { AccountField } from '../../components/account/AccountField';
import { PASSKEY_LIMITS } from '../../../shared/passkeys';

/** The name of a passkey, being chosen or changed; `error` says what is wrong with it. */
export function PasskeyNameField(props: { id: string; label: string; value: string; error: string | undefined; onValue(value: string): void }) {
  return (
    <AccountField
      id={props.id}
      name="name"
      type="text"
      autoComplete="off"
      required
      maxLength={PASSKEY_LIMITS.name}
      label={props.label}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onValue(event.target.value)}
    />
  );
}

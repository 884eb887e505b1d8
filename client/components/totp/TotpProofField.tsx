import type { TotpTranslations } from '../../../shared/totp-translations';
import { AccountField } from '../account/AccountField';
import type { TotpField } from './totp-failure';

/**
 * The proof a TOTP call takes (decision 034): the authenticator's current code, or, for turning
 * it off or opening the desk, one of the recovery codes instead; a button switches between them.
 */
export function TotpProofField(props: {
  id: string;
  t: TotpTranslations;
  field: TotpField;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  /** Offered where a recovery code may stand in for a code. */
  onSwitch?: ((field: TotpField) => void) | undefined;
}) {
  const { t, field } = props;
  const code = field === 'code';
  return (
    <>
      <AccountField
        id={props.id}
        label={code ? t.codeLabel : t.recoveryCodeLabel}
        hint={code ? t.codeHint : t.recoveryCodeHint}
        error={props.error}
        type="text"
        name={field}
        autoComplete="one-time-code"
        inputMode={code ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={code ? 12 : 32}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.onSwitch && (
        <button type="button" className="xn-button xn-button-quiet" onClick={() => props.onSwitch?.(code ? 'recoveryCode' : 'code')}>
          {code ? t.useRecoveryCode : t.useCode}
        </button>
      )}
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { validatePhoneLogin } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { useAccountForm } from '../../components/account/use-account-form';
import { accountCall } from '../../data/account-call';
import { accountErrors } from '../../data/account-text';
import { PHONE_LOGIN_API } from './login-api';
import { LoginFormFrame } from './LoginFormFrame';

const FIELDS = ['phone', 'password'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `xn-login-phone-${field}`;

/**
 * Spec §2 phone form: the number (numeric input, no dial code: the server tries +1 and +86) and
 * the password, 'Login' and 'Reset Password'. Spec §5 sends nothing unless both are filled in;
 * here the reader is also told why.
 */
export function PhoneLoginForm(props: { lang: LangCode; account: AccountTranslations; onReset(): void; onSignedIn(): void }) {
  const { lang, account } = props;
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const form = useAccountForm(FIELDS, fieldId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePhoneLogin({ phone, password });
    if (!checked.ok) {
      form.refuse(accountErrors(checked.errors, account));
      return;
    }
    void form.send(async () => {
      const outcome = await accountCall(PHONE_LOGIN_API, { phone, password }, account, lang);
      if (outcome.ok) props.onSignedIn();
      else form.fail(outcome.message);
    });
  };

  return (
    <LoginFormFrame
      id="xn-login-phone"
      label={account.loginWithPhone}
      account={account}
      form={form}
      passwordId={fieldId('password')}
      password={password}
      onPassword={setPassword}
      onReset={props.onReset}
      onSubmit={submit}
    >
      <AccountField
        id={fieldId('phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        label={account.phone}
        value={phone}
        error={form.errors.phone}
        onChange={(event) => {
          setPhone(event.target.value);
          form.clearError('phone');
        }}
      />
    </LoginFormFrame>
  );
}

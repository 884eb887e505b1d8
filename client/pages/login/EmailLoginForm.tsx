import { useState, type FormEvent } from 'react';
import { validateEmailLogin } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { useAccountForm } from '../../components/account/use-account-form';
import { accountCall } from '../../data/account-call';
import { accountErrors } from '../../data/account-text';
import { EMAIL_LOGIN_API } from './login-api';
import { LoginFormFrame } from './LoginFormFrame';

const FIELDS = ['email', 'password'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `xn-login-email-${field}`;

/** Spec §2 email form: email and password, 'Login' and 'Reset Password'. */
export function EmailLoginForm(props: {
  lang: LangCode;
  account: AccountTranslations;
  /** Shared with the reset form, so the address typed here is already there. */
  email: string;
  onEmail(email: string): void;
  onReset(): void;
  onSignedIn(): void;
}) {
  const { lang, account, email } = props;
  const [password, setPassword] = useState('');
  const form = useAccountForm(FIELDS, fieldId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateEmailLogin({ email, password });
    if (!checked.ok) {
      form.refuse(accountErrors(checked.errors, account));
      return;
    }
    void form.send(async () => {
      const outcome = await accountCall(EMAIL_LOGIN_API, checked.value, account, lang);
      if (outcome.ok) props.onSignedIn();
      else form.fail(outcome.message);
    });
  };

  return (
    <LoginFormFrame
      id="xn-login-email"
      label={account.loginWithEmail}
      account={account}
      form={form}
      passwordId={fieldId('password')}
      password={password}
      onPassword={setPassword}
      onReset={props.onReset}
      onSubmit={submit}
    >
      <AccountField
        id={fieldId('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        label={account.email}
        value={email}
        error={form.errors.email}
        onChange={(event) => {
          props.onEmail(event.target.value);
          form.clearError('email');
        }}
      />
    </LoginFormFrame>
  );
}

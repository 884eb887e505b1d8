import type { FormEvent, InputHTMLAttributes } from 'react';
import { validateEmailLogin, validatePhoneLogin } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { AccountForm } from '../../components/account/AccountForm';
import { phoneDigitsInput } from '../../components/account/phone-digits-input';
import { useAccountForm, type FieldErrors } from '../../components/account/use-account-form';
import { useFieldValues } from '../../components/account/use-field-values';
import { accountCall } from '../../data/account-call';
import { accountErrors } from '../../data/account-text';
import { EMAIL_LOGIN_API, PHONE_LOGIN_API } from './login-api';

export type LoginWay = 'email' | 'phone';
type Field = 'name' | 'password';

/** What one login form sends, or why it sends nothing, by spec §5. */
type Checked = { body: unknown } | { errors: FieldErrors<Field> };

/**
 * What differs between spec §2's two login forms: the field that names the account, its input
 * bound to the value the page keeps, its check and its call. The phone form has no dial code (the
 * server tries +1 and +86), and its input takes digits only (spec §5); the email form sends the
 * address normalised.
 */
const WAYS: Record<LoginWay, {
  api: string;
  check(name: string, password: string): Checked;
  input(value: string, onValue: (value: string) => void): InputHTMLAttributes<HTMLInputElement>;
  nameLabel(account: AccountTranslations): string;
  formLabel(account: AccountTranslations): string;
}> = {
  email: {
    api: EMAIL_LOGIN_API,
    check(email, password) {
      const checked = validateEmailLogin({ email, password });
      return checked.ok ? { body: checked.value } : { errors: { name: checked.errors.email, password: checked.errors.password } };
    },
    // 'webauthn': the browser offers the reader's passkeys among its suggestions (PasskeySignIn).
    input: (value, onValue) => ({ type: 'email', autoComplete: 'username webauthn', value, onChange: (event) => onValue(event.target.value) }),
    nameLabel: (account) => account.email,
    formLabel: (account) => account.loginWithEmail,
  },
  phone: {
    api: PHONE_LOGIN_API,
    check(phone, password) {
      const checked = validatePhoneLogin({ phone, password });
      return checked.ok ? { body: { phone, password } } : { errors: { name: checked.errors.phone, password: checked.errors.password } };
    },
    input: (value, onValue) => ({ ...phoneDigitsInput(value, onValue), autoComplete: 'tel-national' }),
    nameLabel: (account) => account.phone,
    formLabel: (account) => account.loginWithPhone,
  },
};

/**
 * Spec §2's login forms: the email address or the phone number, the password, 'Login' and
 * 'Reset Password'. Nothing is sent unless both are filled in (§5), and the reader is told why.
 */
export function LoginForm(props: {
  way: LoginWay;
  lang: LangCode;
  account: AccountTranslations;
  /** The address or number, kept by the page: the reset form starts from the address typed here. */
  name: string;
  onName(name: string): void;
  onReset(): void;
  onSignedIn(): void;
}) {
  const { way, lang, account } = props;
  const ids = (field: Field) => `xn-login-${way}-${field === 'name' ? way : field}`;
  const form = useAccountForm<Field>(['name', 'password'], ids);
  const { values, field } = useFieldValues<'password'>({ password: '' }, form, ids);
  const { api, check, input } = WAYS[way];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(props.name, values.password);
    if ('errors' in checked) form.refuse(accountErrors(checked.errors, account));
    else void form.sendCall(() => accountCall(api, checked.body, account, lang), props.onSignedIn);
  };

  return (
    <AccountForm id={`xn-login-${way}`} label={WAYS[way].formLabel(account)} form={form} onSubmit={submit} submitLabel={account.login} sendingLabel={account.loggingIn} other={{ label: account.resetPassword, onClick: props.onReset }}>
      <AccountField
        id={ids('name')}
        name={way}
        {...input(props.name, (name) => {
          props.onName(name);
          form.clearError('name');
        })}
        required
        label={WAYS[way].nameLabel(account)}
        error={form.errors.name}
      />
      <AccountField {...field('password')} type="password" autoComplete="current-password" required label={account.password} />
    </AccountForm>
  );
}

import { useState, type FormEvent } from 'react';
import type { EmailSignupPayload } from '../../../shared/account-types';
import { ACCOUNT_LIMITS, validateEmailAddress, validateEmailSignup } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { useAccountForm } from '../../components/account/use-account-form';
import { accountCall, noticeOf } from '../../data/account-call';
import { accountErrors, accountText } from '../../data/account-text';
import { codeSentText } from './code-sent-text';
import { EMAIL_SIGNUP_API, emailCodeApi } from './signup-api';

const FIELDS = ['email', 'code', 'firstName', 'lastName', 'password'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `xn-signup-email-${field}`;

/**
 * Spec §2 email sign-up. Step 1: the address and the request for a code. Step 2: the address,
 * read-only, the code, first and last name and a password. The first-name input goes as
 * familyName and the last-name input as givenName (spec §3).
 */
export function EmailSignup(props: { lang: LangCode; account: AccountTranslations; onSignedUp(): void }) {
  const { lang, account } = props;
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', code: '', firstName: '', lastName: '', password: '' });
  const form = useAccountForm(FIELDS, fieldId);

  const field = (name: Field) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      form.clearError(name);
    },
  });

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateEmailAddress(values.email);
    if (!checked.ok) {
      form.refuse(accountErrors(checked.errors, account));
      return;
    }
    void form.send(async () => {
      const outcome = await accountCall(emailCodeApi(checked.value, lang), undefined, account, lang);
      const notice = outcome.ok ? noticeOf(outcome.body) : null;
      if (!outcome.ok) form.fail(outcome.message);
      else if (!notice) form.fail(account.unknownResponse);
      else if (!notice.success) form.fail(accountText(notice.message, account));
      else {
        setStep(2);
        form.succeed(codeSentText(notice.message, checked.value, account));
      }
    });
  };

  const signUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload: EmailSignupPayload & { lang: LangCode } = {
      familyName: values.firstName,
      givenName: values.lastName,
      email: values.email,
      password: values.password,
      signUpCode: values.code,
      name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
      websiteId: 'xnews',
      lang,
    };
    const checked = validateEmailSignup({ ...payload });
    if (!checked.ok) {
      const { errors } = checked;
      form.refuse(accountErrors({ email: errors.email, code: errors.signUpCode, firstName: errors.name, password: errors.password }, account));
      return;
    }
    void form.send(async () => {
      const outcome = await accountCall(EMAIL_SIGNUP_API, payload, account, lang);
      if (outcome.ok) props.onSignedUp();
      else form.fail(outcome.message);
    });
  };

  if (step === 1) {
    return (
      <form id="xn-signup-email" className="xn-account-form" noValidate aria-label={account.signupWithEmail} aria-busy={form.sending} onSubmit={requestCode}>
        <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
        <AccountField {...field('email')} type="email" autoComplete="email" required maxLength={ACCOUNT_LIMITS.email} label={account.email} />
        <div className="xn-account-actions">
          <button type="submit" className="xn-button" disabled={form.sending}>
            {form.sending ? account.sending : account.requestCode}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form id="xn-signup-email" className="xn-account-form" noValidate aria-label={account.signupWithEmail} aria-busy={form.sending} onSubmit={signUp}>
      <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
      <AccountField {...field('email')} type="email" readOnly label={account.email} />
      <AccountField {...field('code')} type="text" inputMode="numeric" autoComplete="one-time-code" required maxLength={ACCOUNT_LIMITS.codeMax} label={account.verificationCode} />
      <AccountField {...field('firstName')} type="text" autoComplete="given-name" maxLength={ACCOUNT_LIMITS.name} label={account.firstName} />
      <AccountField {...field('lastName')} type="text" autoComplete="family-name" maxLength={ACCOUNT_LIMITS.name} label={account.lastName} />
      <AccountField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={ACCOUNT_LIMITS.password.min}
        maxLength={ACCOUNT_LIMITS.password.max}
        label={account.password}
      />
      <div className="xn-account-actions">
        <button type="submit" className="xn-button" disabled={form.sending}>
          {form.sending ? account.sending : account.signUp}
        </button>
        <button type="button" className="xn-button xn-button-quiet" disabled={form.sending} onClick={() => setStep(1)}>
          {account.startAgain}
        </button>
      </div>
    </form>
  );
}

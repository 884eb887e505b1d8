import { useState, type FormEvent } from 'react';
import type { EmailSignupPayload } from '../../../shared/account-types';
import { ACCOUNT_LIMITS, validateEmailAddress, validateEmailSignup } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { AccountForm } from '../../components/account/AccountForm';
import { useAccountForm } from '../../components/account/use-account-form';
import { useFieldValues } from '../../components/account/use-field-values';
import { accountCall, noticeOutcome } from '../../data/account-call';
import { accountErrors } from '../../data/account-text';
import { codeSentText } from './code-sent-text';
import { SignupDetailsFields } from './SignupDetailsFields';
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
  const form = useAccountForm(FIELDS, fieldId);
  const { values, field } = useFieldValues<Field>({ email: '', code: '', firstName: '', lastName: '', password: '' }, form, fieldId);

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateEmailAddress(values.email);
    if (!checked.ok) {
      form.refuse(accountErrors(checked.errors, account));
      return;
    }
    void form.send(async () => {
      const notice = noticeOutcome(await accountCall(emailCodeApi(checked.value, lang), undefined, account, lang), account);
      if (!notice.success) form.fail(notice.text);
      else {
        setStep(2);
        form.succeed(codeSentText(notice.serverMessage, checked.value, account));
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
    void form.sendCall(() => accountCall(EMAIL_SIGNUP_API, payload, account, lang), props.onSignedUp);
  };

  if (step === 1) {
    return (
      <AccountForm id="xn-signup-email" label={account.signupWithEmail} form={form} onSubmit={requestCode} submitLabel={account.requestCode} sendingLabel={account.sending}>
        <AccountField {...field('email')} type="email" autoComplete="email" required maxLength={ACCOUNT_LIMITS.email} label={account.email} />
      </AccountForm>
    );
  }
  return (
    <AccountForm id="xn-signup-email" label={account.signupWithEmail} form={form} onSubmit={signUp} submitLabel={account.signUp} sendingLabel={account.sending} other={{ label: account.startAgain, onClick: () => setStep(1), heldWhileSending: true }}>
      <AccountField {...field('email')} type="email" readOnly label={account.email} />
      <SignupDetailsFields field={field} account={account} passwordLimits={ACCOUNT_LIMITS.password} />
    </AccountForm>
  );
}

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import { phoneError } from '../../../shared/account-phone';
import type { PhoneSignupPayload } from '../../../shared/account-types';
import { ACCOUNT_LIMITS, validatePhoneSignup } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField, errorId } from '../../components/account/AccountField';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { useAccountForm } from '../../components/account/use-account-form';
import { accountCall, noticeOf } from '../../data/account-call';
import { accountErrors, accountText } from '../../data/account-text';
import { codeSentText } from './code-sent-text';
import { defaultDialCountry, dialCountryOptions, loadDialCountries, SUPPORTED_DIAL_COUNTRIES, type DialCountry } from './dial-countries';
import { PHONE_CODE_API, PHONE_SIGNUP_API } from './signup-api';

const FIELDS = ['country', 'phone', 'confirm', 'code', 'firstName', 'lastName', 'password', 'email'] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, 'country'>;
const fieldId = (field: Field) => `xn-signup-phone-${field}`;

/** Which field a phone check's message belongs beside (spec §5 phone request). */
function phoneField(message: string): Field {
  if (message === ACCOUNT_MESSAGES.phoneConfirmMismatch) return 'confirm';
  if (message === ACCOUNT_MESSAGES.dialCodeUnsupported) return 'country';
  return 'phone';
}

/**
 * Spec §2 phone sign-up. Step 1: the country's dial code, the number, the number again, and
 * 'Send Verification Code !'. Step 2: the texted code, first and last name, a password of 7 to 50
 * characters, an optional email, and 'Submit Verification'. Spec §5's checks and words.
 */
export function PhoneSignup(props: { lang: LangCode; account: AccountTranslations; onSignedUp(): void }) {
  const { lang, account } = props;
  const [known, setKnown] = useState<readonly DialCountry[]>(SUPPORTED_DIAL_COUNTRIES);
  useEffect(() => {
    let current = true;
    // Without the whole list the form still works for the countries it supports.
    loadDialCountries().then((all) => current && setKnown(all), () => undefined);
    return () => {
      current = false;
    };
  }, []);
  const countries = useMemo(() => dialCountryOptions(known, lang), [known, lang]);
  const [step, setStep] = useState<1 | 2>(1);
  const [country, setCountry] = useState(() => defaultDialCountry(lang));
  const [values, setValues] = useState<Record<TextField, string>>({ phone: '', confirm: '', code: '', firstName: '', lastName: '', password: '', email: '' });
  const form = useAccountForm(FIELDS, fieldId);
  const cdc = countries.find((option) => option.iso === country)?.dialCode ?? '';

  const field = (name: TextField) => ({
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
    const problem = phoneError(values.phone, cdc, values.confirm);
    if (problem) {
      form.refuse({ [phoneField(problem)]: accountText(problem, account) });
      return;
    }
    void form.send(async () => {
      const outcome = await accountCall(PHONE_CODE_API, { phone: values.phone, cdc, lang }, account, lang);
      const notice = outcome.ok ? noticeOf(outcome.body) : null;
      if (!outcome.ok) form.fail(outcome.message);
      else if (!notice) form.fail(account.unknownResponse);
      else if (!notice.success) form.fail(accountText(notice.message, account));
      else {
        setStep(2);
        form.succeed(codeSentText(notice.message, `${cdc} ${values.phone.trim()}`, account));
      }
    });
  };

  const signUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload: PhoneSignupPayload & { lang: LangCode } = {
      phone: values.phone,
      cdc,
      phoneRegistrationCode: values.code,
      familyName: values.firstName,
      givenName: values.lastName,
      name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
      password: values.password,
      phoneVerified: true,
      email: values.email,
      lang,
    };
    const checked = validatePhoneSignup({ ...payload });
    if (!checked.ok) {
      const { errors } = checked;
      form.refuse(
        accountErrors({ phone: errors.phone, code: errors.phoneRegistrationCode, firstName: errors.name, password: errors.password, email: errors.email }, account),
      );
      return;
    }
    void form.send(async () => {
      const outcome = await accountCall(PHONE_SIGNUP_API, payload, account, lang);
      if (outcome.ok) props.onSignedUp();
      else form.fail(outcome.message);
    });
  };

  if (step === 1) {
    const countryError = form.errors.country;
    return (
      <form id="xn-signup-phone" className="xn-account-form" noValidate aria-label={account.signupWithPhone} aria-busy={form.sending} onSubmit={requestCode}>
        <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
        <div className={countryError ? 'xn-field xn-field-invalid' : 'xn-field'}>
          <label htmlFor={fieldId('country')}>{account.country}</label>
          <select
            id={fieldId('country')}
            name="country"
            autoComplete="country"
            value={country}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? errorId(fieldId('country')) : undefined}
            onChange={(event) => {
              setCountry(event.target.value);
              form.clearError('country');
            }}
          >
            {countries.map((option) => (
              <option key={option.iso} value={option.iso}>
                {option.label}
              </option>
            ))}
          </select>
          {countryError ? (
            <p id={errorId(fieldId('country'))} className="xn-field-error">
              {countryError}
            </p>
          ) : null}
        </div>
        <AccountField {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" required label={account.phone} />
        <AccountField {...field('confirm')} type="tel" inputMode="numeric" autoComplete="off" required label={account.confirmPhone} />
        <div className="xn-account-actions">
          <button type="submit" className="xn-button" disabled={form.sending}>
            {form.sending ? account.sending : account.sendPhoneCode}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form id="xn-signup-phone" className="xn-account-form" noValidate aria-label={account.signupWithPhone} aria-busy={form.sending} onSubmit={signUp}>
      <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
      <AccountField {...field('code')} type="text" inputMode="numeric" autoComplete="one-time-code" required maxLength={ACCOUNT_LIMITS.codeMax} label={account.verificationCode} />
      <AccountField {...field('firstName')} type="text" autoComplete="given-name" maxLength={ACCOUNT_LIMITS.name} label={account.firstName} />
      <AccountField {...field('lastName')} type="text" autoComplete="family-name" maxLength={ACCOUNT_LIMITS.name} label={account.lastName} />
      <AccountField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={ACCOUNT_LIMITS.phonePassword.min}
        maxLength={ACCOUNT_LIMITS.phonePassword.max}
        label={account.password}
      />
      <AccountField {...field('email')} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} label={account.optionalEmail} />
      <div className="xn-account-actions">
        <button type="submit" className="xn-button" disabled={form.sending}>
          {form.sending ? account.sending : account.submitVerification}
        </button>
        <button type="button" className="xn-button xn-button-quiet" disabled={form.sending} onClick={() => setStep(1)}>
          {account.startAgain}
        </button>
      </div>
    </form>
  );
}

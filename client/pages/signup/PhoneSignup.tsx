import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import { phoneError } from '../../../shared/account-phone';
import type { PhoneSignupPayload } from '../../../shared/account-types';
import { ACCOUNT_LIMITS, validatePhoneSignup } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField, errorId } from '../../components/account/AccountField';
import { AccountForm } from '../../components/account/AccountForm';
import { useAccountForm } from '../../components/account/use-account-form';
import { useFieldValues } from '../../components/account/use-field-values';
import { accountCall, noticeOutcome } from '../../data/account-call';
import { accountErrors, accountText } from '../../data/account-text';
import { codeSentText } from './code-sent-text';
import { SignupDetailsFields } from './SignupDetailsFields';
import { defaultDialCountry, dialCountryOptions, loadDialCountries, SUPPORTED_DIAL_COUNTRIES, type DialCountry } from './dial-countries';
import { PHONE_CODE_API, PHONE_SIGNUP_API } from './signup-api';

const FIELDS = ['country', 'phone', 'confirm', 'code', 'firstName', 'lastName', 'password', 'email'] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, 'country'>;
const fieldId = (field: Field) => `xn-signup-phone-${field}`;

/** Which field a phone check's message belongs beside (spec §5 phone request). */
function phoneProblemField(message: string): Field {
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
  const form = useAccountForm(FIELDS, fieldId);
  const { values, field, phoneField } = useFieldValues<TextField>({ phone: '', confirm: '', code: '', firstName: '', lastName: '', password: '', email: '' }, form, fieldId);
  const cdc = countries.find((option) => option.iso === country)?.dialCode ?? '';

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = phoneError(values.phone, cdc, values.confirm);
    if (problem) {
      form.refuse({ [phoneProblemField(problem)]: accountText(problem, account) });
      return;
    }
    void form.send(async () => {
      const notice = noticeOutcome(await accountCall(PHONE_CODE_API, { phone: values.phone, cdc, lang }, account, lang), account);
      if (!notice.success) form.fail(notice.text);
      else {
        setStep(2);
        form.succeed(codeSentText(notice.serverMessage, `${cdc} ${values.phone.trim()}`, account));
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
    void form.sendCall(() => accountCall(PHONE_SIGNUP_API, payload, account, lang), props.onSignedUp);
  };

  if (step === 1) {
    const countryError = form.errors.country;
    return (
      <AccountForm id="xn-signup-phone" label={account.signupWithPhone} form={form} onSubmit={requestCode} submitLabel={account.sendPhoneCode} sendingLabel={account.sending}>
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
        <AccountField {...phoneField('phone')} autoComplete="tel-national" required label={account.phone} />
        <AccountField {...phoneField('confirm')} autoComplete="off" required label={account.confirmPhone} />
      </AccountForm>
    );
  }
  return (
    <AccountForm id="xn-signup-phone" label={account.signupWithPhone} form={form} onSubmit={signUp} submitLabel={account.submitVerification} sendingLabel={account.sending} other={{ label: account.startAgain, onClick: () => setStep(1), heldWhileSending: true }}>
      <SignupDetailsFields field={field} account={account} passwordLimits={ACCOUNT_LIMITS.phonePassword} />
      <AccountField {...field('email')} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} label={account.optionalEmail} />
    </AccountForm>
  );
}

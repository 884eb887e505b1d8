import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_DATA_API } from '../../../../shared/account-data';
import { validateEmailChange, validateNewEmail } from '../../../../shared/account-data-validation';
import { ACCOUNT_LIMITS } from '../../../../shared/account-validation';
import { fill } from '../../../../shared/fill-text';
import type { LangCode } from '../../../../shared/languages';
import { AccountField } from '../../../components/account/AccountField';
import { AccountForm } from '../../../components/account/AccountForm';
import { useAccountForm } from '../../../components/account/use-account-form';
import { useFieldValues } from '../../../components/account/use-field-values';
import { accountChanged } from '../../../data/account-session';
import { accountErrors } from '../../../data/account-text';
import { userMe } from '../user-me';
import { accountDataCall, type AccountDataTexts } from './account-data-call';

const FIELDS = ['email', 'code'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `xn-change-email-${field}`;
/** spec §9 CODE_TTL_MS: every code lasts 10 minutes. */
const CODE_MINUTES = 10;

/**
 * Two steps: the new address (a code goes there), then the code, which makes it the account's
 * address and signs every other session out. The details above show the new address at once.
 */
export function ChangeEmailForm({ lang, texts, currentEmail }: { lang: LangCode; texts: AccountDataTexts; currentEmail: string | null }) {
  const t = texts.accountData;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'address' | 'code'>('address');
  const form = useAccountForm(FIELDS, fieldId);
  const { values, field } = useFieldValues<Field>({ email: '', code: '' }, form, fieldId);

  const refuseField = (parameter: string | null, text: string) => {
    if (parameter === 'email' || parameter === 'code') form.refuse({ [parameter]: text });
    else form.fail(text);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'address') {
      const checked = validateNewEmail({ email: values.email });
      if (!checked.ok) return form.refuse(accountErrors(checked.errors, texts.account));
      void form.send(async () => {
        const outcome = await accountDataCall('POST', `${ACCOUNT_DATA_API.emailCode}?lang=${lang}`, { email: checked.value.email }, texts, lang);
        if (!outcome.ok) return refuseField(outcome.parameter, outcome.text);
        setStep('code');
        form.succeed(fill(t.codeSent, { address: checked.value.email, minutes: String(CODE_MINUTES) }));
      });
      return;
    }
    const checked = validateEmailChange({ email: values.email, code: values.code });
    if (!checked.ok) return form.refuse(accountErrors(checked.errors, texts.account));
    void form.send(async () => {
      const outcome = await accountDataCall('POST', ACCOUNT_DATA_API.email, checked.value, texts, lang);
      if (!outcome.ok) return refuseField(outcome.parameter, outcome.text);
      setStep('address');
      await queryClient.invalidateQueries({ queryKey: userMe.queryKey });
      // The server rewrote the readable user cookie: the header shows the new address too.
      accountChanged();
      form.succeed(fill(t.emailChanged, { email: checked.value.email }));
    });
  };

  return (
    <section className="xn-account-data-part" aria-labelledby="xn-change-email-heading">
      <h3 id="xn-change-email-heading">{t.emailTitle}</h3>
      {currentEmail ? <p>{fill(t.currentEmail, { email: currentEmail })}</p> : null}
      <AccountForm
        label={t.emailTitle}
        form={form}
        onSubmit={submit}
        submitLabel={step === 'address' ? t.sendCode : t.changeEmail}
        sendingLabel={texts.account.sending}
        {...(step === 'code' ? { other: { label: t.otherAddress, onClick: () => setStep('address'), heldWhileSending: true } } : {})}
      >
        <AccountField
          {...field('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={ACCOUNT_LIMITS.email}
          readOnly={step === 'code'}
          label={t.newEmail}
        />
        {step === 'code' ? (
          <AccountField {...field('code')} inputMode="numeric" autoComplete="one-time-code" required maxLength={ACCOUNT_LIMITS.codeMax} label={t.code} />
        ) : null}
      </AccountForm>
    </section>
  );
}

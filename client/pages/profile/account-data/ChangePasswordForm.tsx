import type { FormEvent } from 'react';
import { ACCOUNT_DATA_API } from '../../../../shared/account-data';
import { validatePasswordChange } from '../../../../shared/account-data-validation';
import { ACCOUNT_LIMITS } from '../../../../shared/account-validation';
import type { LangCode } from '../../../../shared/languages';
import { AccountField } from '../../../components/account/AccountField';
import { AccountForm } from '../../../components/account/AccountForm';
import { useAccountForm } from '../../../components/account/use-account-form';
import { useFieldValues } from '../../../components/account/use-field-values';
import { accountErrors } from '../../../data/account-text';
import { accountDataCall, type AccountDataTexts } from './account-data-call';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `xn-change-password-${field}`;

/**
 * The current password, then the new one twice under sign-up's rule (the same messages). A change
 * signs every other session out and keeps this one. An account without a password is told to
 * set one with a reset link, as for a forgotten one.
 */
export function ChangePasswordForm({ lang, texts }: { lang: LangCode; texts: AccountDataTexts }) {
  const { account, accountData: t } = texts;
  const form = useAccountForm(FIELDS, fieldId);
  const { values, field } = useFieldValues<Field>({ currentPassword: '', newPassword: '', confirm: '' }, form, fieldId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePasswordChange(values);
    if (!checked.ok) return form.refuse(accountErrors(checked.errors, account));
    if (values.confirm !== values.newPassword) return form.refuse({ confirm: account.passwordsDiffer });
    void form.send(async () => {
      const outcome = await accountDataCall('POST', ACCOUNT_DATA_API.password, checked.value, texts, lang);
      if (!outcome.ok) {
        if (outcome.parameter === 'currentPassword' || outcome.parameter === 'newPassword') form.refuse({ [outcome.parameter]: outcome.text });
        else form.fail(outcome.text);
        return;
      }
      form.succeed(t.passwordChanged);
    });
  };

  const passwordInput = { type: 'password', required: true, maxLength: ACCOUNT_LIMITS.password.max } as const;
  return (
    <section className="xn-account-data-part" aria-labelledby="xn-change-password-heading">
      <h3 id="xn-change-password-heading">{t.passwordTitle}</h3>
      <AccountForm label={t.passwordTitle} form={form} onSubmit={submit} submitLabel={t.changePassword} sendingLabel={account.sending}>
        <AccountField {...field('currentPassword')} {...passwordInput} autoComplete="current-password" label={t.currentPassword} />
        <AccountField {...field('newPassword')} {...passwordInput} autoComplete="new-password" minLength={ACCOUNT_LIMITS.password.min} label={account.newPassword} />
        <AccountField {...field('confirm')} {...passwordInput} autoComplete="new-password" minLength={ACCOUNT_LIMITS.password.min} label={account.confirmPassword} />
      </AccountForm>
    </section>
  );
}

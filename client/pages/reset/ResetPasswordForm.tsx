import { useState, type FormEvent } from 'react';
import { SiteLink } from '../../components/SiteLink';
import { loginPath } from '../../../shared/routes';
import { ACCOUNT_LIMITS, validatePasswordReset } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { AccountForm } from '../../components/account/AccountForm';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { useAccountForm } from '../../components/account/use-account-form';
import { useFieldValues } from '../../components/account/use-field-values';
import { accountCall, noticeOutcome } from '../../data/account-call';
import { accountChanged } from '../../data/account-session';
import { accountErrors, accountText } from '../../data/account-text';

/** The reset link's second half (server/api/auth/reset-routes.ts). */
const RESET_CONFIRM_API = '/auth/resetpassword/confirm';

const FIELDS = ['password', 'confirm'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `xn-reset-${field}`;

/**
 * The new password, twice, under the sign-up rule (8 characters at least). Success signs the
 * user out everywhere (this browser too) and leads to the login page.
 */
export function ResetPasswordForm({ lang, account, token }: { lang: LangCode; account: AccountTranslations; token: string }) {
  const [changed, setChanged] = useState(false);
  const form = useAccountForm(FIELDS, fieldId);
  const { values, field } = useFieldValues({ password: '', confirm: '' }, form, fieldId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePasswordReset({ token, password: values.password });
    if (!checked.ok && checked.errors.password !== undefined) {
      form.refuse(accountErrors({ password: checked.errors.password }, account));
      return;
    }
    if (values.confirm !== values.password) {
      form.refuse({ confirm: account.passwordsDiffer });
      return;
    }
    void form.send(async () => {
      const notice = noticeOutcome(await accountCall(RESET_CONFIRM_API, { token, password: values.password }, account, lang), account);
      if (!notice.success) form.fail(notice.text);
      else {
        setChanged(true);
        // The server ended every session and cleared this browser's cookies.
        accountChanged();
        form.succeed(accountText(notice.serverMessage, account));
      }
    });
  };

  if (changed) {
    return (
      <div className="xn-account-done">
        <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
        <SiteLink className="xn-button" to={loginPath(lang)}>
          {account.goToLogin}
        </SiteLink>
      </div>
    );
  }
  return (
    <AccountForm label={account.resetTitle} form={form} onSubmit={submit} submitLabel={account.savePassword} sendingLabel={account.sending}>
      {FIELDS.map((name) => (
        <AccountField
          key={name}
          {...field(name)}
          name={name === 'password' ? 'new-password' : 'confirm-password'}
          type="password"
          autoComplete="new-password"
          required
          minLength={ACCOUNT_LIMITS.password.min}
          maxLength={ACCOUNT_LIMITS.password.max}
          label={name === 'password' ? account.newPassword : account.confirmPassword}
        />
      ))}
    </AccountForm>
  );
}

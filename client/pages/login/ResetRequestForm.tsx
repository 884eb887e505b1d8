import type { FormEvent } from 'react';
import { validateEmailAddress } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { useAccountForm } from '../../components/account/use-account-form';
import { accountCall, noticeOf } from '../../data/account-call';
import { accountErrors, accountText } from '../../data/account-text';
import { resetRequestApi } from './login-api';

const FIELDS = ['email'] as const;
const fieldId = () => 'xn-reset-email';

/**
 * Spec §2 reset form, in place of the login form: the address ('Email to Reset Password'), the
 * hint, and 'Submit Password Reset Request'. An empty address gives 'Email is required' and no
 * request (§5); the server's answer is shown either way (§8), the same for every address.
 */
export function ResetRequestForm(props: { lang: LangCode; account: AccountTranslations; email: string; onEmail(email: string): void; onBack(): void }) {
  const { lang, account, email } = props;
  const form = useAccountForm(FIELDS, fieldId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateEmailAddress(email);
    if (!checked.ok) {
      form.refuse(accountErrors(checked.errors, account));
      return;
    }
    void form.send(async () => {
      const outcome = await accountCall(resetRequestApi(checked.value, lang), undefined, account, lang);
      if (!outcome.ok) {
        form.fail(outcome.message);
        return;
      }
      const notice = noticeOf(outcome.body);
      if (!notice) form.fail(account.unknownResponse);
      else if (notice.success) form.succeed(accountText(notice.message, account));
      else form.fail(accountText(notice.message, account));
    });
  };

  return (
    <form id="xn-reset-request" className="xn-account-form" noValidate aria-label={account.resetPassword} aria-busy={form.sending} onSubmit={submit}>
      <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
      <AccountField
        id={fieldId()}
        name="email"
        type="email"
        autoComplete="email"
        required
        label={account.email}
        placeholder={account.resetPlaceholder}
        hint={account.resetHint}
        value={email}
        error={form.errors.email}
        onChange={(event) => {
          props.onEmail(event.target.value);
          form.clearError('email');
        }}
      />
      <div className="xn-account-actions">
        <button type="submit" className="xn-button" disabled={form.sending}>
          {form.sending ? account.sending : account.resetSubmit}
        </button>
        <button type="button" className="xn-button xn-button-quiet" onClick={props.onBack}>
          {account.backToLogin}
        </button>
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import { validateEmailAddress } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { AccountForm } from '../../components/account/AccountForm';
import { useAccountForm } from '../../components/account/use-account-form';
import { accountCall, noticeOutcome } from '../../data/account-call';
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
      const notice = noticeOutcome(await accountCall(resetRequestApi(checked.value, lang), undefined, account, lang), account);
      if (notice.success) form.succeed(accountText(notice.serverMessage, account));
      else form.fail(notice.text);
    });
  };

  return (
    <AccountForm id="xn-reset-request" label={account.resetPassword} form={form} onSubmit={submit} submitLabel={account.resetSubmit} sendingLabel={account.sending} other={{ label: account.backToLogin, onClick: props.onBack }}>
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
    </AccountForm>
  );
}

import type { FormEvent, ReactNode, RefObject } from 'react';
import type { AccountTranslations } from '../../../shared/translations';
import { AccountField } from '../../components/account/AccountField';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import type { FormNotice } from '../../components/account/use-account-form';

/**
 * What spec §2's two login forms share: the notice, the password after the form's own first
 * field (email or phone), and the 'Login' and 'Reset Password' buttons.
 */
export function LoginFormFrame(props: {
  id: string;
  label: string;
  account: AccountTranslations;
  /** The part of the form's useAccountForm state the frame shows. */
  form: { sending: boolean; notice: FormNotice | null; noticeRef: RefObject<HTMLDivElement | null>; errors: { password?: string }; clearError(field: 'password'): void };
  passwordId: string;
  password: string;
  onPassword(password: string): void;
  onReset(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The field that names the account. */
  children: ReactNode;
}) {
  const { account, form } = props;
  return (
    <form id={props.id} className="xn-account-form" noValidate aria-label={props.label} aria-busy={form.sending} onSubmit={props.onSubmit}>
      <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
      {props.children}
      <AccountField
        id={props.passwordId}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={account.password}
        value={props.password}
        error={form.errors.password}
        onChange={(event) => {
          props.onPassword(event.target.value);
          form.clearError('password');
        }}
      />
      <div className="xn-account-actions">
        <button type="submit" className="xn-button" disabled={form.sending}>
          {form.sending ? account.loggingIn : account.login}
        </button>
        <button type="button" className="xn-button xn-button-quiet" onClick={props.onReset}>
          {account.resetPassword}
        </button>
      </div>
    </form>
  );
}

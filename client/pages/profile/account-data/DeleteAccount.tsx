import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_DATA_API } from '../../../../shared/account-data';
import { validateReauthenticate } from '../../../../shared/account-data-validation';
import { ACCOUNT_LIMITS } from '../../../../shared/account-validation';
import { fill } from '../../../../shared/fill-text';
import type { LangCode } from '../../../../shared/languages';
import { accountDeletedPath, loginPath, profilePath } from '../../../../shared/routes';
import { AccountField } from '../../../components/account/AccountField';
import { AccountForm } from '../../../components/account/AccountForm';
import { FormNoticeBox } from '../../../components/account/FormNoticeBox';
import { useAccountForm } from '../../../components/account/use-account-form';
import { useFieldValues } from '../../../components/account/use-field-values';
import { rememberReturnPath } from '../../../data/account-session';
import { accountErrors } from '../../../data/account-text';
import { accountDataCall, type AccountDataTexts } from './account-data-call';

/** The profile address that opens this section ready to delete: where "Sign in again" comes back to. */
const DELETE_RETURN_QUERY = 'delete';
const LOGOUT_API = '/api/public/auth/logout';
const CODE_MINUTES = 10;

const FIELDS = ['proof'] as const;
const fieldId = () => 'xn-reauth-proof';

/**
 * Deleting the account (decision 021): a warning, then a confirmation. The server deletes only after
 * a fresh sign-in; otherwise this asks the reader to prove it is them (the password, or a code by
 * mail for an account without one) or to sign in again, which comes back here ready to delete.
 */
export function DeleteAccount({ lang, texts, email }: { lang: LangCode; texts: AccountDataTexts; email: string | null }) {
  const { account, accountData: t } = texts;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [stage, setStage] = useState<'closed' | 'confirm' | 'reauth'>(search.get(DELETE_RETURN_QUERY) === '1' ? 'confirm' : 'closed');
  const [proofKind, setProofKind] = useState<'password' | 'code'>('password');
  const form = useAccountForm(FIELDS, fieldId);
  const { values, field } = useFieldValues({ proof: '' }, form, fieldId);

  const remove = () =>
    form.send(async () => {
      const outcome = await accountDataCall('DELETE', ACCOUNT_DATA_API.account, undefined, texts, lang);
      if (outcome.ok) {
        // The server ended every session and cleared the cookies; the confirmation page tells the header.
        navigate(accountDeletedPath(lang), { replace: true });
        return;
      }
      if (outcome.error === 'reauthentication_required') {
        setStage('reauth');
        form.fail(t.reauthHint);
      } else form.fail(outcome.text);
    });

  const reauthenticate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = proofKind === 'password' ? { password: values.proof } : { code: values.proof };
    const checked = validateReauthenticate(body);
    if (!checked.ok) return form.refuse({ proof: Object.values(accountErrors(checked.errors, account))[0] });
    void form.send(async () => {
      const outcome = await accountDataCall('POST', ACCOUNT_DATA_API.reauthenticate, checked.value, texts, lang);
      if (!outcome.ok) return outcome.parameter ? form.refuse({ proof: outcome.text }) : form.fail(outcome.text);
      setStage('confirm');
      form.succeed(t.reauthenticated);
    });
  };

  const askForCode = () =>
    form.send(async () => {
      const outcome = await accountDataCall('POST', `${ACCOUNT_DATA_API.reauthenticateCode}?lang=${lang}`, undefined, texts, lang);
      if (!outcome.ok) return form.fail(outcome.text);
      setProofKind('code');
      form.succeed(fill(t.reauthCodeSent, { address: email ?? '', minutes: String(CODE_MINUTES) }));
    });

  const signInAgain = () =>
    form.send(async () => {
      await accountDataCall('POST', LOGOUT_API, undefined, texts, lang);
      rememberReturnPath(`${profilePath(lang)}?${DELETE_RETURN_QUERY}=1`);
      navigate(loginPath(lang));
    });

  let body: React.ReactNode;
  if (stage === 'closed') {
    body = (
      <button type="button" className="xn-button xn-button-danger" onClick={() => setStage('confirm')}>
        {t.deleteStart}
      </button>
    );
  } else if (stage === 'confirm') {
    body = (
      <div className="xn-account-done">
        <FormNoticeBox notice={form.notice} noticeRef={form.noticeRef} />
        <div className="xn-account-actions">
          <button type="button" className="xn-button xn-button-danger" disabled={form.sending} onClick={() => void remove()}>
            {form.sending ? t.deleting : t.deleteConfirm}
          </button>
          <button type="button" className="xn-button xn-button-quiet" disabled={form.sending} onClick={() => setStage('closed')}>
            {t.cancel}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <h4 id="xn-reauth-heading">{t.reauthTitle}</h4>
        <AccountForm label={t.reauthTitle} form={form} onSubmit={reauthenticate} submitLabel={t.confirmIdentity} sendingLabel={account.sending}>
          <AccountField
            {...field('proof')}
            type={proofKind === 'password' ? 'password' : 'text'}
            autoComplete={proofKind === 'password' ? 'current-password' : 'one-time-code'}
            {...(proofKind === 'code' ? { inputMode: 'numeric' as const } : {})}
            required
            maxLength={proofKind === 'password' ? ACCOUNT_LIMITS.password.max : ACCOUNT_LIMITS.codeMax}
            label={proofKind === 'password' ? account.password : t.code}
          />
        </AccountForm>
        <div className="xn-account-actions">
          {proofKind === 'password' ? (
            <button type="button" className="xn-button xn-button-quiet" disabled={form.sending} onClick={() => void askForCode()}>
              {t.emailMeCode}
            </button>
          ) : null}
          <button type="button" className="xn-button xn-button-quiet" disabled={form.sending} onClick={() => void signInAgain()}>
            {t.signInAgain}
          </button>
          <button type="button" className="xn-button xn-button-quiet" disabled={form.sending} onClick={() => setStage('closed')}>
            {t.cancel}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="xn-account-data-part xn-account-delete" aria-labelledby="xn-delete-account-heading">
      <h3 id="xn-delete-account-heading">{t.deleteTitle}</h3>
      <p>{t.deleteWarning}</p>
      {body}
    </section>
  );
}

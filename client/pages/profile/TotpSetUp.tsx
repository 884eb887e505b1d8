import type { TotpEnrolment } from '../../../shared/totp';
import { TOTP_API } from '../../../shared/totp';
import type { TotpTranslations } from '../../../shared/totp-translations';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { TotpProofField } from '../../components/totp/TotpProofField';
import { useTotpProof } from '../../components/totp/use-totp-proof';
import { postJson } from '../../data/post-json';
import { secretGroups } from './totp-secret-groups';

const CODE_ID = 'xn-totp-setup-code';

/**
 * A pending enrolment (decision 034): the QR code of its otpauth address (an SVG image the server
 * drew), the key to type in instead, and the app's first code, which turns the authenticator on
 * and answers the recovery codes.
 */
export function TotpSetUp(props: { t: TotpTranslations; enrolment: TotpEnrolment; onEnabled(recoveryCodes: string[]): void; onCancel(): void }) {
  const { t, enrolment } = props;
  const proof = useTotpProof(t, CODE_ID);
  const confirm = () =>
    void proof.submit(
      (body) => postJson(TOTP_API.mine, body),
      (body) => props.onEnabled((body as { recoveryCodes: string[] }).recoveryCodes),
    );
  return (
    <div className="xn-totp-setup">
      <p>{t.scan}</p>
      <img className="xn-totp-qr" src={enrolment.qrCode} alt={t.qrAlt} width={200} height={200} />
      <dl className="xn-totp-key">
        <dt>{t.secretLabel}</dt>
        <dd>
          <code className="xn-totp-secret">{secretGroups(enrolment.secret)}</code>
        </dd>
      </dl>
      <form
        className="xn-account-form"
        noValidate
        aria-busy={proof.sending}
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <FormNoticeBox notice={proof.notice} noticeRef={proof.noticeRef} />
        <TotpProofField id={CODE_ID} t={t} field="code" value={proof.value} error={proof.fieldError} onChange={proof.change} />
        <button type="submit" className="xn-button" disabled={proof.sending}>
          {proof.sending ? t.confirming : t.confirm}
        </button>
        <button type="button" className="xn-button xn-button-quiet" disabled={proof.sending} onClick={props.onCancel}>
          {t.cancel}
        </button>
      </form>
    </div>
  );
}

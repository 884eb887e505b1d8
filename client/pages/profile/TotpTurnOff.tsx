import { TOTP_API, type TotpStatus } from '../../../shared/totp';
import type { TotpTranslations } from '../../../shared/totp-translations';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { TotpProofField } from '../../components/totp/TotpProofField';
import { useTotpProof } from '../../components/totp/use-totp-proof';
import { sendJson } from '../../data/post-json';

const PROOF_ID = 'xn-totp-off-proof';

/**
 * Turning the authenticator off takes one of its codes or a recovery code (decision 034), so that
 * a session taken over with the password alone cannot remove the second factor.
 */
export function TotpTurnOff(props: { t: TotpTranslations; onTurnedOff(status: TotpStatus): void; onKeep(): void }) {
  const { t } = props;
  const proof = useTotpProof(t, PROOF_ID);
  return (
    <form
      className="xn-account-form xn-totp-off"
      noValidate
      aria-busy={proof.sending}
      onSubmit={(event) => {
        event.preventDefault();
        void proof.submit(
          (body) => sendJson('DELETE', TOTP_API.mine, body),
          (body) => props.onTurnedOff(body as TotpStatus),
        );
      }}
    >
      <p>{t.turnOffIntro}</p>
      <FormNoticeBox notice={proof.notice} noticeRef={proof.noticeRef} />
      <TotpProofField id={PROOF_ID} t={t} field={proof.field} value={proof.value} error={proof.fieldError} onChange={proof.change} onSwitch={proof.switchTo} />
      <button type="submit" className="xn-button xn-button-danger" disabled={proof.sending}>
        {proof.sending ? t.turningOff : t.turnOff}
      </button>
      <button type="button" className="xn-button xn-button-quiet" disabled={proof.sending} onClick={props.onKeep}>
        {t.keepOn}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { TOTP_API } from '../../../shared/totp';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { TotpProofField } from '../../components/totp/TotpProofField';
import { useTotpProof } from '../../components/totp/use-totp-proof';
import { postJson } from '../../data/post-json';
import { useMessageSection } from '../../data/use-messages';

const PROOF_ID = 'xn-desk-second-factor-proof';

/**
 * Step-up (decision 034): a code of the staff member's authenticator app, or a recovery code,
 * raises this session to a second-factor one, which the desk admits; the page then loads again
 * so that every screen asks the desk's API afresh.
 */
export function TotpStepUpForm() {
  const t = useMessageSection('totp');
  const { secondFactor } = useMessageSection('desk');
  const proof = useTotpProof(t, PROOF_ID);
  const [raised, setRaised] = useState(false);
  if (raised)
    return (
      <p className="xn-status" role="status">
        {secondFactor.verified}
      </p>
    );
  return (
    <form
      className="xn-account-form"
      noValidate
      aria-busy={proof.sending}
      onSubmit={(event) => {
        event.preventDefault();
        void proof.submit(
          (body) => postJson(TOTP_API.secondFactor, body),
          () => {
            setRaised(true);
            window.location.reload();
          },
        );
      }}
    >
      <p>{secondFactor.withCode}</p>
      <FormNoticeBox notice={proof.notice} noticeRef={proof.noticeRef} />
      <TotpProofField id={PROOF_ID} t={t} field={proof.field} value={proof.value} error={proof.fieldError} onChange={proof.change} onSwitch={proof.switchTo} />
      <button type="submit" className="xn-button" disabled={proof.sending}>
        {proof.sending ? secondFactor.verifying : secondFactor.verify}
      </button>
    </form>
  );
}

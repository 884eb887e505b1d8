import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fill } from '../../../shared/fill-text';
import { TOTP_API, type TotpEnrolment, type TotpStatus } from '../../../shared/totp';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import type { FormNotice } from '../../components/account/use-account-form';
import { totpFailure } from '../../components/totp/totp-failure';
import { totpStatusQuery } from '../../components/totp/totp-status-query';
import { postJson } from '../../data/post-json';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { TotpRecoveryCodes } from './TotpRecoveryCodes';
import { TotpSetUp } from './TotpSetUp';
import { TotpTurnOff } from './TotpTurnOff';

type Step = { kind: 'status' } | { kind: 'setUp'; enrolment: TotpEnrolment } | { kind: 'recoveryCodes'; codes: string[] } | { kind: 'turnOff' };

/**
 * The profile's authenticator app (decision 034): its status; setting it up (a QR code and key,
 * then its first code), after which the recovery codes are shown once; and turning it off with a
 * code or a recovery code. A staff account sets one up only from a passkey session, which the
 * server enforces and this section explains.
 */
export function ProfileTotp() {
  const t = useMessageSection('totp');
  const { common } = useMessages();
  const queryClient = useQueryClient();
  const status = useQuery(totpStatusQuery);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [starting, setStarting] = useState(false);
  const [outcome, setOutcome] = useState<FormNotice | null>(null);
  const notice = useRef<HTMLDivElement>(null);

  // Each outcome takes the focus: the button that caused it is gone or disabled.
  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);

  const showStatus = (next: TotpStatus) => {
    queryClient.setQueryData(totpStatusQuery.queryKey, next);
    setStep({ kind: 'status' });
  };

  const start = async () => {
    if (starting) return;
    setStarting(true);
    setOutcome(null);
    const answer = await postJson(TOTP_API.enrolment);
    setStarting(false);
    if (answer.reached && answer.ok) setStep({ kind: 'setUp', enrolment: answer.body as TotpEnrolment });
    else setOutcome({ tone: 'error', text: totpFailure(answer, t).text });
  };

  let body: React.ReactNode;
  if (status.isError) body = <p className="xn-account-notice xn-account-notice-error" role="alert">{t.loadFailed}</p>;
  else if (!status.data) body = <p className="xn-status" role="status">{common.loading}</p>;
  else if (step.kind === 'setUp')
    body = (
      <TotpSetUp
        t={t}
        enrolment={step.enrolment}
        onEnabled={(codes) => {
          queryClient.setQueryData(totpStatusQuery.queryKey, { enabled: true, pending: false, recoveryCodesLeft: codes.length });
          setStep({ kind: 'recoveryCodes', codes });
          setOutcome({ tone: 'success', text: t.enabled });
        }}
        onCancel={() => setStep({ kind: 'status' })}
      />
    );
  else if (step.kind === 'recoveryCodes') body = <TotpRecoveryCodes t={t} codes={step.codes} onDone={() => setStep({ kind: 'status' })} />;
  else if (step.kind === 'turnOff')
    body = (
      <TotpTurnOff
        t={t}
        onTurnedOff={(next) => {
          showStatus(next);
          setOutcome({ tone: 'success', text: t.turnedOff });
        }}
        onKeep={() => setStep({ kind: 'status' })}
      />
    );
  else if (status.data.enabled)
    body = (
      <>
        <p>{fill(t.statusOn, { count: status.data.recoveryCodesLeft })}</p>
        <button type="button" className="xn-button xn-button-quiet" onClick={() => setStep({ kind: 'turnOff' })}>
          {t.turnOff}
        </button>
      </>
    );
  else
    body = (
      <>
        <p>{t.statusOff}</p>
        <button type="button" className="xn-button" disabled={starting} onClick={() => void start()}>
          {starting ? t.settingUp : t.setUp}
        </button>
      </>
    );

  return (
    <section className="xn-profile-totp" aria-labelledby="xn-profile-totp-heading">
      <h2 id="xn-profile-totp-heading">{t.title}</h2>
      <p className="xn-field-hint">{t.intro}</p>
      <FormNoticeBox notice={outcome} noticeRef={notice} />
      {body}
    </section>
  );
}

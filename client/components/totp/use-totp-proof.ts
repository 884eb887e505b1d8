import { useEffect, useRef, useState } from 'react';
import type { TotpTranslations } from '../../../shared/totp-translations';
import type { JsonAnswer } from '../../data/post-json';
import type { FormNotice } from '../account/use-account-form';
import { checkTotpProof, totpFailure, type TotpFailure, type TotpField } from './totp-failure';

/**
 * One form that proves a code (decision 034): which proof it asks for, what was typed, and the
 * last refusal, beside the field it names or else as the form's alert. After a refusal the focus
 * goes to that field or that alert, since the button was disabled while sending.
 */
export function useTotpProof(t: TotpTranslations, inputId: string) {
  const [field, setField] = useState<TotpField>('code');
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<TotpFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  const besideField = failure !== null && failure.field === field;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each refusal (a new count) moves the focus once; typing does not.
  useEffect(() => {
    if (refused === 0) return;
    if (besideField) document.getElementById(inputId)?.focus();
    else noticeRef.current?.focus();
  }, [refused]);

  const fail = (next: TotpFailure) => {
    setFailure(next);
    setRefused((count) => count + 1);
  };

  /** Checks what was typed, sends it, and hands a success's body on; a refusal stays on the form. */
  const submit = async (send: (body: { code: string } | { recoveryCode: string }) => Promise<JsonAnswer>, done: (body: unknown) => void) => {
    if (inFlight.current) return;
    const checked = checkTotpProof(field, value, t);
    if (!checked.ok) {
      fail(checked.failure);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    const answer = await send(checked.body);
    inFlight.current = false;
    setSending(false);
    if (answer.reached && answer.ok) {
      setValue('');
      done(answer.body);
    } else fail(totpFailure(answer, t));
  };

  const notice: FormNotice | null = failure !== null && !besideField ? { tone: 'error', text: failure.text } : null;
  return {
    field,
    value,
    sending,
    noticeRef,
    notice,
    fieldError: besideField ? failure.text : undefined,
    change: setValue,
    switchTo(next: TotpField) {
      setField(next);
      setValue('');
      setFailure(null);
    },
    submit,
  };
}

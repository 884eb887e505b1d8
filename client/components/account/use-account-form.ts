import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountOutcome } from '../../data/account-call';

/** The one message a form shows about its last try: why it failed, or what happened. */
export interface FormNotice {
  tone: 'error' | 'success';
  text: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The state every account form shares (spec §4: the button disabled while sending; §8: one clear
 * message): the errors beside fields, the notice, and where the focus goes after each try. The
 * button is disabled while sending, so the focus would be lost; it moves to the first field at
 * fault, or to the notice. Typed values live in the form's own state and are never cleared here.
 */
export function useAccountForm<Field extends string>(fieldOrder: readonly Field[], fieldId: (field: Field) => string) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [sending, setSending] = useState(false);
  // Where the last outcome sends the focus: to its notice, or else to the field with this id. A new
  // object for each outcome, so the same message shown twice still takes the focus again, while
  // typing, which clears errors, leaves it alone.
  const [focusAfter, setFocusAfter] = useState<{ fieldId: string | null } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (focusAfter === null) return;
    if (noticeRef.current) noticeRef.current.focus();
    else if (focusAfter.fieldId !== null) document.getElementById(focusAfter.fieldId)?.focus();
  }, [focusAfter]);

  const refuse = useCallback(
    (fieldErrors: FieldErrors<Field>) => {
      setNotice(null);
      setErrors(fieldErrors);
      const first = fieldOrder.find((field) => fieldErrors[field] !== undefined);
      setFocusAfter({ fieldId: first === undefined ? null : fieldId(first) });
    },
    [fieldOrder, fieldId],
  );

  const report = useCallback((tone: FormNotice['tone'], text: string) => {
    setNotice({ tone, text });
    setFocusAfter({ fieldId: null });
  }, []);

  /** Runs one request with the button disabled; a second submit while it runs is ignored. */
  const send = useCallback(async (request: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setErrors({});
    setNotice(null);
    try {
      await request();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  /** Sends one account call; on success runs done, otherwise shows why not. */
  const sendCall = (call: () => Promise<AccountOutcome>, done: () => void) =>
    send(async () => {
      const outcome = await call();
      if (outcome.ok) done();
      else report('error', outcome.message);
    });

  const clearError = useCallback((field: Field) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _removed, ...rest } = current;
      return rest as FieldErrors<Field>;
    });
  }, []);

  return { errors, notice, sending, noticeRef, refuse, fail: (text: string) => report('error', text), succeed: (text: string) => report('success', text), send, sendCall, clearError };
}

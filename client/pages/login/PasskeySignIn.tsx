import { useCallback, useEffect, useRef, useState } from 'react';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { cancelPasskeyCeremony, signInWithPasskey, type CeremonyOutcome } from '../../components/passkeys/passkey-ceremonies';
import { useMessageSection } from '../../data/use-messages';

/** A field whose autocomplete names `webauthn` offers passkeys among its suggestions (the login page's email). */
const isPasskeyField = (target: EventTarget | null) => target instanceof HTMLInputElement && /(^|\s)webauthn$/.test(target.getAttribute('autocomplete') ?? '');

/**
 * 'Sign in with a passkey' under the social buttons, and the passkeys offered in the
 * email field's autofill. The autofill's request (conditional mediation) starts when such a
 * field first takes the focus, and waits there until the reader picks a passkey; the button
 * gives it up for the browser's own dialog. Either signs in as the login form does.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn(): void }) {
  const passkeys = useMessageSection('passkeys');
  const account = useMessageSection('account');
  const texts = useRef({ passkeys, account });
  texts.current = { passkeys, account };
  const [sending, setSending] = useState(false);
  // A new object for each failure, so that the same message shown twice still takes the focus.
  const [failure, setFailure] = useState<{ text: string; focus: boolean } | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const autofilling = useRef(false);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  const settle = useCallback((outcome: CeremonyOutcome<null>, focus: boolean) => {
    if (outcome.ok) signedIn.current();
    else if (outcome.text !== null) setFailure({ text: outcome.text, focus });
  }, []);

  // The button was disabled while it worked, so the focus was lost: it goes to the message.
  useEffect(() => {
    if (failure?.focus) notice.current?.focus();
  }, [failure]);

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (autofilling.current || !isPasskeyField(event.target)) return;
      autofilling.current = true;
      void signInWithPasskey(texts.current, true).then((outcome) => {
        autofilling.current = false;
        // The reader is typing in the form: the message is announced, the focus stays.
        settle(outcome, false);
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      cancelPasskeyCeremony();
    };
  }, [settle]);

  const signIn = async () => {
    setSending(true);
    setFailure(null);
    const outcome = await signInWithPasskey(texts.current, false);
    setSending(false);
    settle(outcome, true);
  };

  return (
    <div className="xn-passkey-sign-in">
      <FormNoticeBox notice={failure && { tone: 'error', text: failure.text }} noticeRef={notice} />
      <button type="button" className="xn-button xn-passkey-button" disabled={sending} onClick={() => void signIn()}>
        {sending ? passkeys.signingIn : passkeys.signIn}
      </button>
    </div>
  );
}

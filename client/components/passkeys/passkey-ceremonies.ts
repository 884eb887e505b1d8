import type { PasskeyView } from '../../../shared/passkeys';
import { PASSKEY_API } from '../../../shared/passkeys';
import { postJson } from '../../data/post-json';
import { answerFailureText, type PasskeyTexts } from './passkey-texts';

/**
 * @simplewebauthn/browser, loaded only when a passkey is used: it is not part of any page's first
 * load (tests/unit/js-budget.test.ts holds the news pages to that).
 */
type WebAuthn = typeof import('@simplewebauthn/browser');
let loaded: Promise<WebAuthn> | null = null;
const webAuthn = () => {
  loaded ??= import('@simplewebauthn/browser');
  return loaded;
};

/** How a ceremony ended: done, or the text to show; null text when there is nothing to say (it was given up for another). */
export type CeremonyOutcome<T> = { ok: true; value: T } | { ok: false; text: string | null };

const failed = (text: string | null): { ok: false; text: string | null } => ({ ok: false, text });

/** What the browser's refusal means: given up for another ceremony (nothing to say), dismissed or timed out, or worse. */
function browserFailureText(error: unknown, texts: PasskeyTexts, cancelled: string): string | null {
  const { name, code } = error as { name?: string; code?: string };
  if (name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return null;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return texts.passkeys.exists;
  if (name === 'NotAllowedError') return cancelled;
  return texts.passkeys.failed;
}

/**
 * Signs in with a passkey: the server's options, the browser's dialog (or, with `autofill`, the
 * email field's autofill: a conditional request, which waits until the reader picks a passkey
 * there), then the assertion, which sets the session cookies.
 */
export async function signInWithPasskey(texts: PasskeyTexts, autofill: boolean): Promise<CeremonyOutcome<null>> {
  const library = await webAuthn().catch(() => null);
  if (!library) return failed(texts.account.networkError);
  // Autofill is an extra: a browser without it says nothing, and the button is still there.
  if (!library.browserSupportsWebAuthn()) return failed(autofill ? null : texts.passkeys.unsupported);
  if (autofill && !(await library.browserSupportsWebAuthnAutofill())) return failed(null);
  const options = await postJson(PASSKEY_API.authenticationOptions);
  if (!options.reached || !options.ok) return failed(answerFailureText(options, texts));
  let assertion: unknown;
  try {
    assertion = await library.startAuthentication({ optionsJSON: options.body as Parameters<WebAuthn['startAuthentication']>[0]['optionsJSON'], useBrowserAutofill: autofill });
  } catch (error) {
    return failed(browserFailureText(error, texts, texts.passkeys.cancelled));
  }
  const answer = await postJson(PASSKEY_API.authentication, { response: assertion });
  return answer.reached && answer.ok ? { ok: true, value: null } : failed(answerFailureText(answer, texts));
}

/** Registers a new passkey of the signed-in reader under `name`. */
export async function addPasskey(texts: PasskeyTexts, name: string): Promise<CeremonyOutcome<PasskeyView>> {
  const library = await webAuthn().catch(() => null);
  if (!library) return failed(texts.account.networkError);
  if (!library.browserSupportsWebAuthn()) return failed(texts.passkeys.unsupported);
  const options = await postJson(PASSKEY_API.registrationOptions);
  if (!options.reached || !options.ok) return failed(answerFailureText(options, texts));
  let credential: unknown;
  try {
    credential = await library.startRegistration({ optionsJSON: options.body as Parameters<WebAuthn['startRegistration']>[0]['optionsJSON'] });
  } catch (error) {
    return failed(browserFailureText(error, texts, texts.passkeys.addCancelled));
  }
  const answer = await postJson(PASSKEY_API.mine, { name, response: credential });
  return answer.reached && answer.ok ? { ok: true, value: answer.body as PasskeyView } : failed(answerFailureText(answer, texts));
}

/** Gives up a ceremony under way (the page is left), if the library was ever loaded. */
export function cancelPasskeyCeremony(): void {
  void loaded?.then((library) => library.WebAuthnAbortService.cancelCeremony());
}

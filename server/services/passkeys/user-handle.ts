/**
 * The WebAuthn user handle of an account: the 16 bytes of its random UUID. It names the account
 * to the authenticator without telling anything about the person (WebAuthn §14.6.1), and it is
 * what a discoverable credential hands back at sign-in.
 */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

/** The same, base64url, as assertions carry it. */
export function userHandleText(userId: string): string {
  return Buffer.from(userHandleOf(userId)).toString('base64url');
}

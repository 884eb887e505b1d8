/**
 * An address as the desk's people list shows it until the account is opened (decision 033):
 * enough to tell two apart, not enough to copy. `ada.lovelace@example.com` → `ad…@example.com`,
 * `+8613800138000` → `+86…8000`.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '…';
  return `${email.slice(0, Math.min(2, Math.max(1, at - 1)))}…${email.slice(at)}`;
}

export function maskedPhone(e164: string): string {
  return `${e164.slice(0, 3)}…${e164.slice(-4)}`;
}

import type { TotpEnrolment } from '../../../shared/totp';
import { upsertPendingTotp } from '../../db/accounts/totp-factors';
import type { TotpContext } from './totp-context';
import { newTotpSecret, otpauthUrl } from './totp-codes';
import { qrCodeDataUrl } from './totp-qr-code';

export type EnrolmentStart = { ok: true; enrolment: TotpEnrolment } | { ok: false; reason: 'enabled' };

/**
 * A new secret for the user's authenticator app (decision 034), pending until a code of it
 * confirms it: no second factor yet. A second start replaces a pending secret, so only the
 * newest QR code works; an enabled authenticator is replaced only by turning it off first,
 * which needs one of its codes.
 */
export async function beginTotpEnrolment(context: TotpContext, userId: string, account: string): Promise<EnrolmentStart> {
  const secret = newTotpSecret();
  if (!(await upsertPendingTotp(context.db, userId, context.box.seal(userId, secret)))) return { ok: false, reason: 'enabled' };
  const url = otpauthUrl(context.issuer, account, secret);
  return { ok: true, enrolment: { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) } };
}

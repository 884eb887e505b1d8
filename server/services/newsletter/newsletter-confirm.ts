import type { NewsletterConfirmation } from '../../../shared/newsletter-api';
import { confirmPending, subscriberByConfirmToken } from '../../db/newsletter/newsletter-subscribers';
import { networkHash } from '../contact/network-hash';
import { sha256Hex } from '../secrets/secret-values';
import type { NewsletterContext } from './newsletter-context';

/**
 * Opens a confirmation link: a pending subscription whose link is valid is confirmed, with the
 * consent (time, language, network hash) kept as proof. The same link opened again, as mail
 * scanners do before the reader, is answered 'already-confirmed' rather than as an error.
 */
export async function confirm(context: NewsletterContext, token: string, clientIp: string | undefined): Promise<NewsletterConfirmation> {
  const tokenHash = sha256Hex(token);
  const row = await subscriberByConfirmToken(context.db, tokenHash);
  if (!row) return { status: 'invalid' };
  const manageToken = context.signer.sign(row.id, row.link_key);
  if (row.status === 'confirmed') return { status: 'already-confirmed', lang: row.lang, manageToken };
  if (row.status !== 'pending') return { status: 'invalid' };
  const at = context.now();
  if (!row.confirm_expires_at || new Date(row.confirm_expires_at).getTime() <= at.getTime()) return { status: 'expired' };
  const confirmed = await confirmPending(context.db, row.id, tokenHash, { at, lang: row.lang, network: networkHash(clientIp), via: 'double-opt-in' });
  // Lost to a concurrent click on the same link, which confirmed it.
  return { status: confirmed ? 'confirmed' : 'already-confirmed', lang: row.lang, manageToken };
}

import type { PasskeyView } from '../../../shared/passkeys';
import { deletePasskey, listPasskeys, renamePasskey } from '../../db/accounts/passkeys';
import type { AccountServices, ClientMeta } from '../accounts/account-services';
import { passkeyView } from './passkey-views';

/** A user's own passkeys: listed, renamed, removed. Another account's are as unknown as none. */
export async function myPasskeys(services: AccountServices, userId: string): Promise<PasskeyView[]> {
  return (await listPasskeys(services.db, userId)).map(passkeyView);
}

export async function renameMyPasskey(services: AccountServices, userId: string, id: string, name: string): Promise<PasskeyView | null> {
  const row = await renamePasskey(services.db, userId, id, name);
  return row ? passkeyView(row) : null;
}

/** A removed passkey signs nobody in from then on; the sessions it opened stay, as a password change's do not. */
export async function removeMyPasskey(services: AccountServices, userId: string, id: string, meta: ClientMeta): Promise<boolean> {
  const removed = await deletePasskey(services.db, userId, id);
  if (removed) await services.audit.record({ kind: 'passkey-removed', userId, ...meta });
  return removed;
}

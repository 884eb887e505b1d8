import type { PasskeyView } from '../../../shared/passkeys';
import type { PasskeyRow } from '../../db/accounts/passkeys';

export function passkeyView(row: PasskeyRow): PasskeyView {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

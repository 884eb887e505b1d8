import type { Request } from 'express';
import type { ClientMeta } from '../../services/accounts/account-services';
import { networkHash } from '../../services/contact/network-hash';

const USER_AGENT_MAX = 500;

/** Who is asking, as sessions and audit events keep it: a hash of the network, and the browser. */
export function clientMeta(request: Request): ClientMeta {
  return { ipHash: networkHash(request.ip), userAgent: request.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null };
}

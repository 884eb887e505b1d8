/**
 * Who the passkeys belong to (decision 022): the site at PUBLIC_ORIGIN. Its host name is the
 * relying party ID, which the browser binds every credential to, and the origin is the only one
 * whose ceremonies count: a credential made for this site is useless to any other, and one
 * answered on another origin is refused.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(publicOrigin: string, siteName: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { id: url.hostname, name: siteName, origin: url.origin };
}

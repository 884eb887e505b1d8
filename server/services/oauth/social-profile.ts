import type { SocialProviderName } from '../../../shared/social-sign-in';

/** Who a provider says signed in, as far as an account needs it. */
export interface SocialProfile {
  provider: SocialProviderName;
  /** The provider's stable id of the person (OpenID sub, Facebook's app-scoped id). */
  subject: string;
  /** Lowercased; null when the provider gave none or one that is not an address. */
  email: string | null;
  /** Only when the provider asserts that the person proved they own the address. */
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  /** An https image address, or null. */
  picture: string | null;
}

const EMAIL_MAX = 254;
const NAME_MAX = 100;

/** C0 controls and DEL: never part of a name or address, and NUL is text PostgreSQL cannot store. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it strips.
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/**
 * A provider's text, made storable rather than refused: the person did nothing wrong, so a
 * control character is dropped and an unpaired surrogate (which PostgreSQL cannot store either)
 * becomes U+FFFD, after the cut, which could split a pair.
 */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(CONTROLS, '').trim();
  return trimmed === '' ? null : trimmed.slice(0, max).toWellFormed();
}

/** The fields of a provider's answer, each checked: anything of the wrong shape is left out. */
export function profileFields(claims: { email?: unknown; emailVerified?: unknown; name?: unknown; givenName?: unknown; familyName?: unknown; picture?: unknown }): Omit<SocialProfile, 'provider' | 'subject'> {
  const email = text(claims.email, EMAIL_MAX)?.toLowerCase() ?? null;
  const address = email !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
  const picture = text(claims.picture, 2_000);
  return {
    email: address,
    emailVerified: address !== null && claims.emailVerified === true,
    name: text(claims.name, NAME_MAX),
    givenName: text(claims.givenName, NAME_MAX),
    familyName: text(claims.familyName, NAME_MAX),
    // Shown in an <img> on our pages: only https, which the page's CSP allows and which leaks nothing.
    picture: picture !== null && /^https:\/\/[^\s]+$/i.test(picture) ? picture : null,
  };
}

import type { LangCode } from './languages';

/** How an account signs in; the social ones arrive with the OAuth sign-in. */
export type AccountProvider = 'email' | 'phone' | 'google' | 'facebook';

export type AccountRole = 'user' | 'editor' | 'admin';

/**
 * The signed-in user as login, sign-up and GET /user/me return it (spec §3 "userPrincipal",
 * whose fields the spec does not show): the fields of the spec's user cookie, plus the names.
 */
export interface UserPrincipal {
  id: string;
  name: string;
  /** The sign-up form's first-name input (sent as familyName). */
  firstName: string;
  /** The sign-up form's last-name input (sent as givenName). */
  lastName: string;
  email: string | null;
  emailVerified: boolean;
  imageUrl: string | null;
  /** How this session signed in, and that account's id there: an email, an E.164 number, a subject. */
  provider: AccountProvider;
  providerId: string;
  roles: AccountRole[];
  /** Country dial code of the phone, e.g. +1. */
  cdc: string | null;
  /** The national number, without its dial code. */
  phone: string | null;
  phoneVerified: boolean;
  lang: LangCode;
}

/** spec §3 "Email sign-up payload": familyName carries the first-name input, givenName the last. */
export interface EmailSignupPayload {
  familyName: string;
  givenName: string;
  email: string;
  password: string;
  signUpCode: string;
  name: string;
  websiteId: 'xnews';
}

/** spec §3 "Phone sign-up payload". */
export interface PhoneSignupPayload {
  phone: string;
  cdc: string;
  phoneRegistrationCode: string;
  familyName: string;
  givenName: string;
  name: string;
  password: string;
  phoneVerified: boolean;
  email: string;
}

/** spec §3 "Sign-up response". */
export interface SignupResponse {
  standardResponse: { success: boolean; message: string };
  accessToken: string;
}

/** spec §3 "Login response". */
export interface LoginResponse {
  accessToken: string;
  userPrincipal: UserPrincipal;
}

/** The answer to the code requests and the reset request (spec §7: success, message). */
export interface AccountNotice {
  success: boolean;
  message: string;
}

/** spec §2 "Test-page user": GET /api/public/users lists these to administrators. */
export interface ListedUser {
  id: string;
  username: string;
  email: string | null;
}

import type { LangCode } from '../../../shared/languages';

/** The accounts API the login page calls (spec §7; server/api/auth). */
export const EMAIL_LOGIN_API = '/api/public/auth/login';
export const PHONE_LOGIN_API = '/api/public/auth/phonelogin';

/** The reset request takes the address in the query; lang is the language of the mail it sends. */
export const resetRequestApi = (email: string, lang: LangCode) =>
  `/auth/resetpassword?${new URLSearchParams({ email: email.trim(), lang }).toString()}`;

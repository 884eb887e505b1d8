import type { LangCode } from '../../../shared/languages';

/** The sign-up calls of spec §7 (server/api/auth). lang is the language of the code's mail or text. */
export const emailCodeApi = (email: string, lang: LangCode) =>
  `/auth/requestemailsignupcode?${new URLSearchParams({ newEmail: email, websiteId: 'xnews', lang }).toString()}`;
export const EMAIL_SIGNUP_API = '/api/public/auth/signup';
export const PHONE_CODE_API = '/auth/customer/requestcustomerphoneverification';
export const PHONE_SIGNUP_API = '/api/public/auth/phonesignupverification';

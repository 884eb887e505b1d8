import { z } from 'zod';
import { SUPPORTED_DIAL_CODES } from '../../../shared/account-phone';
import type { AccountNotice, ListedUser, LoginResponse, SignupResponse, UserPrincipal } from '../../../shared/account-types';
import { ACCOUNT_LIMITS } from '../../../shared/account-validation';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { component } from './components';

/*
 * The accounts API's bodies are checked by shared/account-validation.ts, which the client's
 * forms share; these schemas describe what it accepts, from its own limits.
 */

export const email = z.string().max(ACCOUNT_LIMITS.email).describe('An address; any case, trimmed.');
const name = z.string().max(ACCOUNT_LIMITS.name);
const dialCode = z.enum(SUPPORTED_DIAL_CODES).describe('The dial code, with or without its +.');
const phone = z.string().describe('The national number; spaces, dots, hyphens and brackets are ignored.');
const names = {
  familyName: name.describe("The form's first-name input (spec §3)."),
  givenName: name.describe("The form's last-name input (spec §3)."),
  name: name.optional().describe('The display name; by default first and last name.'),
};

export const emailSignupBody = z.object({
  email,
  password: z.string().min(ACCOUNT_LIMITS.password.min).max(ACCOUNT_LIMITS.password.max),
  signUpCode: z.string().min(ACCOUNT_LIMITS.emailCode).max(ACCOUNT_LIMITS.codeMax).describe('The code the mail carried.'),
  ...names,
  websiteId: z.literal(ACCOUNT_LIMITS.websiteId).optional(),
});

export const phoneSignupBody = z.object({
  phone,
  cdc: dialCode,
  phoneRegistrationCode: z.string().min(ACCOUNT_LIMITS.phoneCode).max(ACCOUNT_LIMITS.codeMax).describe('The code the text message carried.'),
  password: z.string().min(ACCOUNT_LIMITS.phonePassword.min).max(ACCOUNT_LIMITS.phonePassword.max),
  ...names,
  email: email.optional().describe('An address to reach the user by; not verified, so it signs nobody in.'),
  phoneVerified: z.boolean().optional().describe("Ignored: the server decides."),
});

export const phoneCodeBody = z.object({ phone, cdc: dialCode });
export const emailLoginBody = z.object({ email, password: z.string().min(1) });
export const phoneLoginBody = z.object({
  phone,
  password: z.string().min(1),
  cdc: dialCode.optional().describe('Without it, each supported dial code is tried.'),
});
export const resetConfirmBody = z.object({
  token: z.string().min(1).describe("The reset link's token."),
  password: z.string().min(ACCOUNT_LIMITS.password.min).max(ACCOUNT_LIMITS.password.max),
});

export const userPrincipal = component(
  'UserPrincipal',
  z.object({
    id: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    imageUrl: z.string().nullable(),
    provider: z.enum(['email', 'phone', 'google', 'facebook']).describe('How this session signed in.'),
    providerId: z.string().describe("That account's id there: an email, an E.164 number, a subject."),
    roles: z.array(z.enum(['user', 'admin'])),
    cdc: z.string().nullable(),
    phone: z.string().nullable(),
    phoneVerified: z.boolean(),
    lang: z.enum(LANGUAGE_CODES),
  }) satisfies z.ZodType<UserPrincipal>,
);

export const accountNotice = component(
  'AccountNotice',
  z.object({ success: z.literal(true), message: z.string() }) satisfies z.ZodType<AccountNotice>,
);

export const loginAnswer = component(
  'LoginResponse',
  z.object({
    accessToken: z.string().describe('The session token, for Authorization: Bearer; browsers get it as an HttpOnly cookie too.'),
    userPrincipal,
  }) satisfies z.ZodType<LoginResponse>,
);

export const signupAnswer = component(
  'SignupResponse',
  z.object({
    standardResponse: z.object({ success: z.literal(true), message: z.string() }),
    accessToken: z.string(),
    userPrincipal,
  }) satisfies z.ZodType<SignupResponse & { userPrincipal: UserPrincipal }>,
);

export const listedUsers = component(
  'ListedUsers',
  z.array(z.object({ id: z.string(), username: z.string(), email: z.string().nullable() }) satisfies z.ZodType<ListedUser>),
);

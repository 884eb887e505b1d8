import { z } from 'zod';
import { TOTP_API, TOTP_RULES, type SecondFactorAnswer, type TotpEnabled, type TotpEnrolment, type TotpStatus } from '../../../shared/totp';
import { AUTH_RATE_LIMITS } from '../auth/auth-rate-limits';
import { confirmBody, proofBody } from '../../services/totp/totp-schemas';
import { component } from './components';
import { apiError } from './error-schemas';
import { errorAnswers, jsonAnswer, jsonRequestBody } from './openapi-parts';
import type { Operation, Paths, Security } from './openapi-types';

const totpStatus = component(
  'TotpStatus',
  z.object({
    enabled: z.boolean().describe('A confirmed authenticator app: its codes raise a session to a second-factor one.'),
    pending: z.boolean().describe('An enrolment begun and not yet confirmed with a code.'),
    recoveryCodesLeft: z.number().int().min(0).max(TOTP_RULES.recoveryCodes).describe('Unused recovery codes; 0 when not enabled.'),
  }) satisfies z.ZodType<TotpStatus>,
);

const totpEnrolment = component(
  'TotpEnrolment',
  z.object({
    secret: z.string().regex(/^[A-Z2-7]+$/).describe('The secret in base32, for typing into the authenticator app.'),
    otpauthUrl: z.string().regex(/^otpauth:\/\/totp\//).describe('The same as an otpauth:// address for a QR code: the site’s name as issuer, the account’s email (or phone number) as label, SHA-1, 6 digits, 30 s.'),
    qrCode: z
      .string()
      .regex(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/)
      .describe('The otpauth:// address as a QR code for the authenticator app to scan: an SVG image in a data: address, ready for an <img>.'),
  }) satisfies z.ZodType<TotpEnrolment>,
);

const totpEnabled = component(
  'TotpEnabled',
  z.object({
    enabled: z.literal(true),
    recoveryCodes: z
      .array(z.string().regex(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/))
      .length(TOTP_RULES.recoveryCodes)
      .describe('Shown this once: only their hashes are kept. Each signs in once in place of a code.'),
  }) satisfies z.ZodType<TotpEnabled>,
);

const secondFactorAnswer = component(
  'SecondFactor',
  z.object({ secondFactor: z.enum(['passkey', 'totp']).describe('How the session proved its second factor now: a passkey sign-in stays passkey.') }) satisfies z.ZodType<SecondFactorAnswer>,
);

const SESSION_READ: Security = [{ sessionBearer: [] }, { sessionCookie: [] }];
const SESSION_WRITE: Security = [{ sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];
const { totpFailuresPerAccount, totpPerIp } = AUTH_RATE_LIMITS;
const LIMITS = `Cache-Control: no-store. Wrong codes are limited to ${totpFailuresPerAccount.limit} per ${totpFailuresPerAccount.windowMs / 60_000} minutes per account (confirming, stepping up and turning off together), and codes and set-ups to ${totpPerIp.limit} per ${totpPerIp.windowMs / 60_000} minutes per network.`;
const CODE_RULE = `A code is accepted for the current 30-second step or ${TOTP_RULES.driftSteps} either side (clock drift), and once: a code of the step last accepted, or an earlier one, is refused.`;
const BAD_JSON = 'or a body that is not JSON (invalid_json, invalid_body)';
const PROOF_FAILURES = `A missing or malformed code or recovery code, or both at once (invalid_parameter), a wrong code (totp_code_incorrect), a code already used (totp_code_used), a wrong or used recovery code (recovery_code_incorrect), ${BAD_JSON}. The error names the field (parameter).`;

function mine(operation: Omit<Operation, 'tags' | 'security'>, write: boolean): Operation {
  return { ...operation, tags: ['accounts'], security: write ? SESSION_WRITE : SESSION_READ };
}

/** The signed-in user's authenticator app, and step-up to a second-factor session with it (decision 034). */
export const totpPaths: Paths = {
  [TOTP_API.mine]: {
    get: mine(
      {
        operationId: 'myTotp',
        summary: 'Whether the signed-in user has an authenticator app (TOTP), and how many recovery codes are left',
        description: 'Cache-Control: no-store.',
        responses: { '200': jsonAnswer('The status.', totpStatus), ...errorAnswers([401, 503]) },
      },
      false,
    ),
    post: mine(
      {
        operationId: 'confirmTotp',
        summary: 'Confirm the pending authenticator with its first code: it is enabled, and the session becomes a second-factor one',
        description: `Answers the ${TOTP_RULES.recoveryCodes} recovery codes, this once. The session that confirms is raised to sessions.second_factor = 'totp' (a passkey session stays passkey). ${LIMITS}`,
        requestBody: jsonRequestBody(confirmBody),
        responses: {
          '200': jsonAnswer('Enabled.', totpEnabled),
          '400': jsonAnswer(`A missing or malformed code (invalid_parameter), a wrong code (totp_code_incorrect), ${BAD_JSON}. The error names the field (parameter).`, apiError),
          '409': jsonAnswer('No enrolment is pending, or a newer one replaced it meanwhile (totp_not_pending), or the authenticator is enabled already (totp_enabled).', apiError),
          ...errorAnswers([401, 403, 413, 415, 429, 503]),
        },
      },
      true,
    ),
    delete: mine(
      {
        operationId: 'disableTotp',
        summary: 'Turn the authenticator app off with one of its codes or a recovery code',
        description: `The secret and the recovery codes are deleted, and every session it raised is a password session again. ${CODE_RULE} ${LIMITS}`,
        requestBody: jsonRequestBody(proofBody),
        responses: {
          '200': jsonAnswer('Turned off: the status now.', totpStatus),
          '400': jsonAnswer(PROOF_FAILURES, apiError),
          '409': jsonAnswer('The account has no enabled authenticator (totp_not_enabled), or its secret can no longer be read, since the server secret changed: use a recovery code (totp_unreadable).', apiError),
          ...errorAnswers([401, 403, 413, 415, 429, 503]),
        },
      },
      true,
    ),
  },
  [TOTP_API.enrolment]: {
    post: mine(
      {
        operationId: 'startTotpEnrolment',
        summary: 'Start setting up an authenticator app: a new secret, pending until a code of it confirms it',
        description: `The secret is kept encrypted, and is no second factor until confirmed. Starting again replaces a pending secret. ${LIMITS}`,
        responses: {
          '200': jsonAnswer('The secret, its otpauth:// address, and that address as a QR code (SVG).', totpEnrolment),
          '409': jsonAnswer('The account has an enabled authenticator: turn it off first (totp_enabled).', apiError),
          ...errorAnswers([401, 403, 429, 503]),
        },
      },
      true,
    ),
  },
  [TOTP_API.secondFactor]: {
    post: mine(
      {
        operationId: 'stepUpWithTotp',
        summary: 'Prove the second factor in a signed-in session with a code of the authenticator app (or a recovery code)',
        description: `Step-up: a session signed in with a password becomes a second-factor session (sessions.second_factor = 'totp'), which the desk admits; a passkey session stays passkey. The session keeps its token and cookies. A recovery code is used up. ${CODE_RULE} ${LIMITS}`,
        requestBody: jsonRequestBody(proofBody),
        responses: {
          '200': jsonAnswer('The session’s second factor now.', secondFactorAnswer),
          '400': jsonAnswer(PROOF_FAILURES, apiError),
          '409': jsonAnswer('The account has no enabled authenticator (totp_not_enabled), or its secret can no longer be read, since the server secret changed: use a recovery code (totp_unreadable).', apiError),
          ...errorAnswers([401, 403, 413, 415, 429, 503]),
        },
      },
      true,
    ),
  },
};

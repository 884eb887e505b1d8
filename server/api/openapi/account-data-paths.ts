import { z } from 'zod';
import { ACCOUNT_DATA_API, FRESH_SIGN_IN_MINUTES } from '../../../shared/account-data';
import { ACCOUNT_LIMITS } from '../../../shared/account-validation';
import { accountNotice, userPrincipal } from './account-schemas';
import { component } from './components';
import { apiError, fieldErrors } from './error-schemas';
import { errorAnswers, jsonAnswer, jsonRequestBody } from './openapi-parts';
import type { Operation, Paths, Security } from './openapi-types';

const SESSION_READ: Security = [{ sessionBearer: [] }, { sessionCookie: [] }];
const SESSION_WRITE: Security = [{ sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];

const timestamp = z.string().describe('ISO 8601, UTC.');

const accountDataExport = component(
  'AccountDataExport',
  z
    .looseObject({
      site: z.string(),
      exportedAt: timestamp,
      account: z.looseObject({ id: z.string(), name: z.string(), lang: z.string(), createdAt: timestamp }),
      signInMethods: z.object({
        passwordSet: z.boolean().describe('Whether the account has a password; never its hash.'),
        identities: z.array(
          z.object({
            provider: z.enum(['email', 'phone', 'google', 'facebook']),
            identifier: z.string().describe('The address or number; for a social account, the provider’s id for it.'),
            dialCode: z.string().nullable(),
            verified: z.boolean(),
            linkedAt: timestamp,
            lastSignInAt: timestamp.nullable(),
          }),
        ),
      }),
      newsletter: z.array(z.looseObject({ email: z.string(), status: z.string(), topics: z.array(z.string()), consent: z.looseObject({}) })),
      signInActivity: z.array(z.object({ event: z.string(), at: timestamp, networkHash: z.string().nullable(), userAgent: z.string().nullable() })),
      activeSessions: z.array(
        z.object({ signedInAt: timestamp, lastSeenAt: timestamp, reauthenticatedAt: timestamp.nullable(), expiresAt: timestamp, userAgent: z.string().nullable(), networkHash: z.string().nullable() }),
      ),
    })
    .describe('Everything the site holds about the account, one key per section; features add sections. No password hash, token or code.'),
);

const BAD_JSON = 'or a body that is not JSON (invalid_json, invalid_body)';

function change(operation: Omit<Operation, 'tags' | 'security' | 'responses'>, answers: Operation['responses'], statuses: Parameters<typeof errorAnswers>[0]): Operation {
  return { ...operation, tags: ['accounts'], security: SESSION_WRITE, responses: { ...answers, ...errorAnswers(statuses) } };
}

const code = z.string().min(ACCOUNT_LIMITS.emailCode).max(ACCOUNT_LIMITS.codeMax).describe('The code from the mail.');

/** A reader's own data (decision 021): export, deletion after a fresh sign-in, email and password changes. */
export const accountDataPaths: Paths = {
  [ACCOUNT_DATA_API.export]: {
    get: {
      operationId: 'exportMyData',
      summary: 'Download everything the site holds about the account',
      description: 'A JSON file (Content-Disposition: attachment), Cache-Control: private, no-store. Limited per account.',
      tags: ['accounts'],
      security: SESSION_READ,
      responses: {
        '200': {
          ...jsonAnswer('The export.', accountDataExport),
          headers: { 'Content-Disposition': { description: 'attachment; filename="<site>-my-data-<date>.json"', schema: { type: 'string' } } },
        },
        ...errorAnswers([401, 429, 503]),
      },
    },
  },
  [ACCOUNT_DATA_API.account]: {
    delete: change(
      {
        operationId: 'deleteMyAccount',
        summary: 'Delete the account and everything of it',
        description: `Needs a sign-in, or a re-authentication, in the last ${FRESH_SIGN_IN_MINUTES} minutes. Removes the account, its sign-in methods, sessions (every one ends), codes, newsletter subscription and audit events, in one transaction, and clears the session cookies.`,
      },
      {
        '200': jsonAnswer('Deleted and signed out.', accountNotice),
        '403': jsonAnswer('The sign-in is not recent (reauthentication_required), or no X-XSRF-TOKEN header (csrf_failed).', apiError),
      },
      [401, 429, 503],
    ),
  },
  [ACCOUNT_DATA_API.reauthenticate]: {
    post: change(
      {
        operationId: 'reauthenticate',
        summary: `Prove it is you again, for ${FRESH_SIGN_IN_MINUTES} minutes`,
        description: 'With the password, or (an account without one) the code mailed by the next call. Failures are limited per account.',
        requestBody: jsonRequestBody(z.union([z.object({ password: z.string() }), z.object({ code })])),
      },
      {
        '200': jsonAnswer('Done.', accountNotice),
        '400': jsonAnswer(`A wrong, expired or used-up password or code (invalid_parameter, naming it), ${BAD_JSON}.`, fieldErrors, apiError),
        '409': jsonAnswer('The wrong kind of proof for this account (no_password, has_password).', apiError),
      },
      [401, 403, 413, 415, 429, 503],
    ),
  },
  [ACCOUNT_DATA_API.reauthenticateCode]: {
    post: change(
      { operationId: 'requestReauthenticateCode', summary: 'Mail a re-authentication code (accounts without a password)' },
      {
        '200': jsonAnswer('Sent to the account’s verified address.', accountNotice),
        '400': jsonAnswer('The mail server refused the address (address_rejected).', apiError),
        '409': jsonAnswer('The account has a password (has_password), or no verified address (no_verified_email).', apiError),
      },
      [401, 403, 429, 503],
    ),
  },
  [ACCOUNT_DATA_API.emailCode]: {
    post: change(
      {
        operationId: 'requestEmailChangeCode',
        summary: 'Mail a code to a new email address',
        description: 'The same answer whether or not the address has an account (one that has is mailed a notice, not a code). Limited per account, address and network.',
        requestBody: jsonRequestBody(z.object({ email: z.string().max(ACCOUNT_LIMITS.email) })),
      },
      {
        '200': jsonAnswer('Sent.', accountNotice),
        '400': jsonAnswer(`A malformed address or the account’s own (invalid_parameter), a refused one (address_rejected), ${BAD_JSON}.`, fieldErrors, apiError),
      },
      [401, 403, 413, 415, 429, 503],
    ),
  },
  [ACCOUNT_DATA_API.email]: {
    post: change(
      {
        operationId: 'changeEmail',
        summary: 'Make the new address the account’s, with its code',
        description: 'Ends every other session; the newsletter subscription of the old address moves with it, and the old address is mailed a notice of the change (the new address masked).',
        requestBody: jsonRequestBody(z.object({ email: z.string().max(ACCOUNT_LIMITS.email), code })),
      },
      {
        '200': jsonAnswer('Changed.', component('EmailChanged', z.object({ success: z.literal(true), message: z.string(), userPrincipal: userPrincipal.nullable() }))),
        '400': jsonAnswer(`Invalid input, or a wrong, expired or used-up code (invalid_parameter), ${BAD_JSON}.`, fieldErrors, apiError),
      },
      [401, 403, 413, 415, 429, 503],
    ),
  },
  [ACCOUNT_DATA_API.password]: {
    post: change(
      {
        operationId: 'changePassword',
        summary: 'Change the password with the current one',
        description: 'The new one under sign-up’s rule (8 to 128 characters). Ends every other session and keeps this one. Failures are limited per account.',
        requestBody: jsonRequestBody(z.object({ currentPassword: z.string(), newPassword: z.string().min(ACCOUNT_LIMITS.password.min).max(ACCOUNT_LIMITS.password.max) })),
      },
      {
        '200': jsonAnswer('Changed.', accountNotice),
        '400': jsonAnswer(`A wrong current password or a new one against the rule (invalid_parameter), ${BAD_JSON}.`, fieldErrors, apiError),
        '409': jsonAnswer('The account has no password (no_password): set one with a reset link.', apiError),
      },
      [401, 403, 413, 415, 429, 503],
    ),
  },
};

import { z } from 'zod';
import { PASSKEY_API, PASSKEY_LIMITS, type PasskeyList, type PasskeyView } from '../../../shared/passkeys';
import { authenticationBody, registrationBody, renameBody } from '../../services/passkeys/passkey-schemas';
import { loginAnswer } from './account-schemas';
import { component } from './components';
import { apiError } from './error-schemas';
import { errorAnswers, jsonAnswer, jsonRequestBody, pathParameter } from './openapi-parts';
import type { Operation, Paths, Security } from './openapi-types';

const passkey = component(
  'Passkey',
  z.object({
    id: z.string().describe('Its id, for renaming and removing it.'),
    name: z.string().describe('What its owner calls it.'),
    createdAt: z.string().describe('When it was registered (ISO 8601).'),
    lastUsedAt: z.string().nullable().describe('When it last signed in (ISO 8601); null until it first does.'),
  }) satisfies z.ZodType<PasskeyView>,
);

const passkeyList = component('PasskeyList', z.object({ passkeys: z.array(passkey).describe('Oldest first.') }) satisfies z.ZodType<PasskeyList>);

const base64url = z.string().describe('base64url');
const credentialDescriptor = z.object({ id: base64url, type: z.literal('public-key'), transports: z.array(z.string()).optional() });
const extensions = z.record(z.string(), z.unknown()).optional();

const creationOptions = component(
  'PasskeyCreationOptions',
  z
    .object({
      challenge: base64url.describe('Single use; valid for the ceremony cookie’s 5 minutes.'),
      rp: z.object({ name: z.string(), id: z.string().describe("PUBLIC_ORIGIN's host name.") }),
      user: z.object({ id: base64url.describe('The account’s user handle.'), name: z.string(), displayName: z.string() }),
      pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
      timeout: z.number().optional(),
      attestation: z.literal('none'),
      excludeCredentials: z.array(credentialDescriptor).describe('The account’s passkeys: the browser refuses to register one again.'),
      authenticatorSelection: z.object({ residentKey: z.literal('required'), requireResidentKey: z.literal(true), userVerification: z.literal('required') }),
      extensions,
      hints: z.array(z.string()).optional(),
    })
    .describe('PublicKeyCredentialCreationOptionsJSON, for @simplewebauthn/browser’s startRegistration() (or PublicKeyCredential.parseCreationOptionsFromJSON).'),
);

const requestOptions = component(
  'PasskeyRequestOptions',
  z
    .object({
      challenge: base64url.describe('Single use; valid for the ceremony cookie’s 5 minutes.'),
      rpId: z.string().describe("PUBLIC_ORIGIN's host name."),
      timeout: z.number().optional(),
      userVerification: z.literal('required'),
      allowCredentials: z.array(credentialDescriptor).optional().describe('Left out: any passkey of this site may answer (discoverable credentials).'),
      extensions,
    })
    .describe('PublicKeyCredentialRequestOptionsJSON, for @simplewebauthn/browser’s startAuthentication().'),
);

/** A session by bearer token, or by cookie with the anti-forgery header on changes. */
const SESSION_READ: Security = [{ sessionBearer: [] }, { sessionCookie: [] }];
const SESSION_WRITE: Security = [{ sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];
const CEREMONY = `Sets an HttpOnly ceremony cookie naming the challenge, which stays on the server for ${PASSKEY_LIMITS.challengeMinutes} minutes and is used once.`;
const CHALLENGE_FAILURES = 'passkey_challenge_invalid (no ceremony cookie, or its challenge was used or never made here), passkey_challenge_expired';
const BAD_JSON = 'or a body that is not JSON (invalid_json, invalid_body)';
const idParameter = pathParameter('id', 'The passkey’s id.', z.string().regex(/^[1-9]\d{0,17}$/));

function mine(operation: Omit<Operation, 'tags' | 'security'>, write: boolean): Operation {
  return { ...operation, tags: ['accounts'], security: write ? SESSION_WRITE : SESSION_READ };
}

/** The signed-in user's passkeys, and sign-in with one (decision 022). */
export const passkeyPaths: Paths = {
  [PASSKEY_API.mine]: {
    get: mine(
      {
        operationId: 'myPasskeys',
        summary: 'The signed-in user’s passkeys',
        responses: { '200': jsonAnswer('Their passkeys.', passkeyList), ...errorAnswers([401, 429, 503]) },
      },
      false,
    ),
    post: mine(
      {
        operationId: 'registerPasskey',
        summary: 'Keep a new passkey: the credential navigator.credentials.create() made from the registration options, with its name',
        description: 'Checked against the challenge of the ceremony cookie (used once, whatever the outcome), PUBLIC_ORIGIN and its host name as relying party ID, with user verification required.',
        requestBody: jsonRequestBody(registrationBody),
        responses: {
          '201': jsonAnswer('Registered.', passkey),
          '400': jsonAnswer(`A missing or malformed name or credential (invalid_parameter), ${CHALLENGE_FAILURES}, a credential that does not verify (passkey_not_verified), ${BAD_JSON}.`, apiError),
          '409': jsonAnswer('The passkey is registered already (passkey_exists), or the account has the most it may have (passkey_limit).', apiError),
          ...errorAnswers([401, 403, 413, 415, 429, 503]),
        },
      },
      true,
    ),
  },
  [PASSKEY_API.registrationOptions]: {
    post: mine(
      {
        operationId: 'passkeyRegistrationOptions',
        summary: 'Start registering a passkey: the options for navigator.credentials.create()',
        description: `${CEREMONY} A discoverable credential with user verification is asked for, and the account's passkeys are excluded. A staff account (editor, admin) that has a passkey or an authenticator app already adds a passkey only from a session signed in with a second factor: a passkey is the desk's second factor by itself (decisions 033, 034).`,
        responses: {
          '200': jsonAnswer('The options.', creationOptions),
          '403': jsonAnswer('A staff account with a second factor already, in a session signed in with the password alone (second_factor_required); or, with the cookie, no anti-forgery header.', apiError),
          '409': jsonAnswer(`The account has ${PASSKEY_LIMITS.perUser} passkeys, the most it may have (passkey_limit).`, apiError),
          ...errorAnswers([401, 429, 503]),
        },
      },
      true,
    ),
  },
  [`${PASSKEY_API.mine}/{id}`]: {
    patch: mine(
      {
        operationId: 'renamePasskey',
        summary: 'Rename one of the signed-in user’s passkeys',
        parameters: [idParameter],
        requestBody: jsonRequestBody(renameBody),
        responses: {
          '200': jsonAnswer('Renamed.', passkey),
          '400': jsonAnswer(`A malformed id or name (invalid_parameter), ${BAD_JSON}.`, apiError),
          '404': jsonAnswer('The user has no passkey with this id (another account’s is not theirs).', apiError),
          ...errorAnswers([401, 403, 413, 415, 429, 503]),
        },
      },
      true,
    ),
    delete: mine(
      {
        operationId: 'removePasskey',
        summary: 'Remove one of the signed-in user’s passkeys: it signs nobody in from then on',
        parameters: [idParameter],
        responses: {
          '204': { description: 'Removed.' },
          '400': jsonAnswer('A malformed id (invalid_parameter).', apiError),
          '404': jsonAnswer('The user has no passkey with this id (another account’s is not theirs).', apiError),
          ...errorAnswers([401, 403, 429, 503]),
        },
      },
      true,
    ),
  },
  [PASSKEY_API.authenticationOptions]: {
    post: {
      operationId: 'passkeySignInOptions',
      summary: 'Start a sign-in with a passkey: the options for navigator.credentials.get()',
      description: `${CEREMONY} No account is named: the browser offers the passkeys it has for this site (also as autofill, with mediation "conditional"). Limited per network.`,
      tags: ['accounts'],
      responses: { '200': jsonAnswer('The options.', requestOptions), ...errorAnswers([403, 429, 503]) },
    },
  },
  [PASSKEY_API.authentication]: {
    post: {
      operationId: 'signInWithPasskey',
      summary: 'Sign in with the assertion navigator.credentials.get() made from the sign-in options',
      description:
        'Opens a session as login does: the session cookies, and an XSRF-TOKEN cookie bound to it. Checked against the challenge of the ceremony cookie (used once), a registered passkey and its account’s user handle, PUBLIC_ORIGIN and its host name, user verification, and a signature counter above the stored one. Limited per network, with the password logins.',
      tags: ['accounts'],
      requestBody: jsonRequestBody(authenticationBody),
      responses: {
        '200': jsonAnswer('Signed in.', loginAnswer),
        '400': jsonAnswer(`A missing or malformed assertion (invalid_parameter), ${CHALLENGE_FAILURES}, ${BAD_JSON}.`, apiError),
        '401': jsonAnswer('The passkey is not registered (or was removed), or the assertion does not verify: wrong origin or relying party, bad signature, user not verified, counter not above the stored one (passkey_refused).', apiError),
        ...errorAnswers([403, 413, 415, 429, 503]),
      },
    },
  },
};

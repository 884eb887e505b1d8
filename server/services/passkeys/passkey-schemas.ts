import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { checkPasskeyName, PASSKEY_LIMITS, PASSKEY_NAME_MESSAGES } from '../../../shared/passkeys';

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const satisfies readonly AuthenticatorTransportFuture[];

/** Base64url without padding, as browsers and @simplewebauthn/browser write it; bounded, so that no field is huge. */
const base64url = (what: string, max: number) =>
  z
    .string({ error: `${what} must be a base64url text.` })
    .min(1, `${what} is missing.`)
    .max(max, `${what} is too long.`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} must be a base64url text.`);

/** Credential ids are 16 to 1023 bytes (WebAuthn §5.1). */
const credentialId = base64url('The credential id', 1366);

const credentialFields = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: 'The credential type must be public-key.' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown(), { error: 'clientExtensionResults must be an object.' }).default({}),
};

/** What @simplewebauthn/browser's startRegistration answers; fields beyond these are dropped. */
export const registrationResponse = z
  .object(
    {
      ...credentialFields,
      response: z.object(
        {
          clientDataJSON: base64url('clientDataJSON', 4096),
          attestationObject: base64url('attestationObject', 16_000),
          // Transports a newer browser knows and we do not are dropped rather than refused.
          transports: z
            .array(z.string().max(32))
            .max(16)
            .optional()
            .transform((given) => given?.filter((transport): transport is AuthenticatorTransportFuture => (TRANSPORTS as readonly string[]).includes(transport))),
          publicKeyAlgorithm: z.number().int().optional(),
          publicKey: base64url('publicKey', 4096).optional(),
          authenticatorData: base64url('authenticatorData', 4096).optional(),
        },
        { error: 'The response must be an object.' },
      ),
    },
    { error: 'Send the credential that navigator.credentials.create() made, as JSON.' },
  )
  .describe('The new credential, as @simplewebauthn/browser’s startRegistration() answers it (PublicKeyCredential.toJSON()).') satisfies z.ZodType<
  RegistrationResponseJSON,
  unknown
>;

/** What @simplewebauthn/browser's startAuthentication answers. */
export const authenticationResponse = z
  .object(
    {
      ...credentialFields,
      response: z.object(
        {
          clientDataJSON: base64url('clientDataJSON', 4096),
          authenticatorData: base64url('authenticatorData', 4096),
          signature: base64url('signature', 1024),
          userHandle: base64url('userHandle', 128).optional(),
        },
        { error: 'The response must be an object.' },
      ),
    },
    { error: 'Send the assertion that navigator.credentials.get() made, as JSON.' },
  )
  .describe('The assertion, as @simplewebauthn/browser’s startAuthentication() answers it (PublicKeyCredential.toJSON()).') satisfies z.ZodType<
  AuthenticationResponseJSON,
  unknown
>;

export const passkeyName = z
  .string({ error: PASSKEY_NAME_MESSAGES.required })
  .transform((value, context) => {
    const checked = checkPasskeyName(value);
    if (checked.ok) return checked.name;
    context.addIssue({ code: 'custom', message: PASSKEY_NAME_MESSAGES[checked.problem] });
    return z.NEVER;
  })
  .describe(`What the owner calls it: 1 to ${PASSKEY_LIMITS.name} characters, trimmed, no control characters.`);

export const registrationBody = z.object({ name: passkeyName, response: registrationResponse }, { error: 'Send a JSON object.' });
export const renameBody = z.object({ name: passkeyName }, { error: 'Send a JSON object.' });
export const authenticationBody = z.object({ response: authenticationResponse }, { error: 'Send a JSON object.' });

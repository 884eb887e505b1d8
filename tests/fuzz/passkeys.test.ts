import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PASSKEY_API } from '../../shared/passkeys';
import { freshIp, insertNewUser, setCookie, type TestUser } from '../support/accounts';
import { seedPasskey, userHandleBytes } from '../support/passkeys';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { bystanderOf } from './support/bystander';
import { documentedAnswers } from './support/documented';
import { checkProperty } from './support/fuzz-property';
import { fieldChange, jsonBodyAround, withChange } from './support/hostile-bodies';
import { forwardedFor, hostileQuery, hostileText, segmentOr, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { expectNamedFault } from './support/named-fault';
import { readerSupply, type Reader } from './support/readers';
import { sendAndCheck } from './support/send';

/** Fuzzing passkeys (decision 022): managing one's own, registering one, and signing in with one. */
const fuzz = fuzzSuite();
const bystander = bystanderOf(fuzz);
const expectDocumented = documentedAnswers(fuzz);

/** The fuzz app's public origin (the site's domainName), which a credential's client data must name. */
const ORIGIN = 'https://www.xnews.com';
const ONE = `${PASSKEY_API.mine}/{id}`;
/** What a passkey that failed its check answers: a 400 that names the ceremony, not a field. */
const CEREMONY_FAULTS = ['passkey_challenge_invalid', 'passkey_challenge_expired', 'passkey_not_verified'];
/** Stands for the signed-in reader's own passkey among the ids tried, which exists only once the run has its reader. */
const OWN = '{own}';

/** A passkey of the reader's own, seeded once per reader (and again after a run removed it). */
const owned = new Map<Reader, Promise<string>>();
const ownPasskey = (reader: Reader) => {
  const known = owned.get(reader) ?? seedPasskey(fuzz().db, reader.user.userId, 'My laptop').then(({ id }) => id);
  owned.set(reader, known);
  return known;
};

/** The ceremony cookie a browser sends back: the one the options set, none, or any other text. */
type CeremonySent = { kind: 'set' } | { kind: 'none' } | { kind: 'other'; value: string };
const ceremony: fc.Arbitrary<CeremonySent> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'set' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 1, arbitrary: hostileText.map((text) => ({ kind: 'other' as const, value: urlForm(text, 'encoded', null) })) },
);
function ceremonyCookie(name: string, sent: CeremonySent, set: string | undefined): { Cookie?: string } {
  const value = sent.kind === 'set' ? set : sent.kind === 'other' ? sent.value : undefined;
  return value === undefined ? {} : { Cookie: `${name}=${value}` };
}

describe('PATCH and DELETE /api/public/users/me/passkeys/{id}', () => {
  // 60 calls a quarter hour per account; the seeded passkey is no call.
  const reader = readerSupply(fuzz, 25);
  it('renames or removes only the reader’s own passkey, and answers any other id or body with a 400 naming it or a 404', async () => {
    const id = fc.oneof(fc.constant(OWN), segmentOr([bystander().passkey.id, '0', '1', '9'.repeat(18), '9'.repeat(19), '01', '+1', '1e3']));
    await checkProperty(
      { seed: 70911, numRuns: 60 },
      fc.constantFrom('PATCH', 'DELETE') as fc.Arbitrary<'PATCH' | 'DELETE'>,
      id,
      jsonBodyAround({ name: 'Work laptop' }),
      hostileQuery([]),
      forwardedFor,
      async (method, which, body, query, ip) => {
        const signedIn = await reader();
        const path = `${PASSKEY_API.mine}/${which === OWN ? await ownPasskey(signedIn) : which}?${query}`;
        const headers = { ...signedIn.headers, 'X-Forwarded-For': ip };
        const response = await sendAndCheck(
          fuzz().app,
          method === 'PATCH' ? { method, path, headers: { ...headers, 'Content-Type': 'application/json' }, body } : { method, path, headers },
        );
        expectDocumented(response, method === 'PATCH' ? 'patch' : 'delete', ONE);
        expectNamedFault(response, ['id', 'name']);
        if (response.status < 300) expect(which, 'only the reader’s own passkey changes').toBe(OWN);
        if (response.status === 204) owned.delete(signedIn);
      },
    );
  });
});

/** Where a registration's credential may be changed: each field the API reads, and a few it does not. */
const REGISTRATION_FIELDS = [
  ['name'], ['response'], ['response', 'id'], ['response', 'rawId'], ['response', 'type'], ['response', 'authenticatorAttachment'], ['response', 'clientExtensionResults'],
  ['response', 'response'], ['response', 'response', 'clientDataJSON'], ['response', 'response', 'attestationObject'], ['response', 'response', 'transports'],
  ['response', 'response', 'publicKeyAlgorithm'], ['response', 'response', 'publicKey'], ['__proto__'], ['response', 'constructor'],
];

describe('POST /api/public/users/me/passkeys (a registration)', () => {
  // 60 calls a quarter hour per account, and a run makes two: the options, then the credential.
  const reader = readerSupply(fuzz, 25);
  it('registers a real credential under any name it takes, and refuses any changed one with a 400 or 409', async () => {
    const twist = fc.record({ origin: hostileText, rpId: hostileText, challenge: hostileText }, { requiredKeys: [] });
    const change = fc.oneof(
      { weight: 1, arbitrary: fc.constant({ twists: {} }) },
      { weight: 4, arbitrary: fieldChange(REGISTRATION_FIELDS).map((field) => ({ field })) },
      { weight: 2, arbitrary: twist.map((twists) => ({ twists })) },
    );
    await checkProperty({ seed: 70912, numRuns: 40 }, change, ceremony, forwardedFor, async (made, sentCeremony, ip) => {
      const signedIn = await reader();
      const started = await request(fuzz().app).post(PASSKEY_API.registrationOptions).set(signedIn.headers).set('X-Forwarded-For', freshIp());
      expect(started.status).toBe(200);
      const credential = new SoftwareAuthenticator().register(started.body as PublicKeyCredentialCreationOptionsJSON, ORIGIN, 'twists' in made ? made.twists : {});
      const valid = { name: 'Phone', response: credential };
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: PASSKEY_API.mine,
        headers: {
          ...signedIn.headers,
          ...ceremonyCookie('passkey_registration', sentCeremony, setCookie(started, 'passkey_registration')?.value),
          'Content-Type': 'application/json',
          'X-Forwarded-For': ip,
        },
        body: 'field' in made ? withChange(valid, made.field) : JSON.stringify(valid),
      });
      expectDocumented(response, 'post', PASSKEY_API.mine);
      expectNamedFault(response, ['name', 'response'], CEREMONY_FAULTS);
      expect([201, 400, 409, 429], `${response.status}`).toContain(response.status);
    });
  });
});

/** Where a sign-in's assertion may be changed: each field the API reads, and one it does not. */
const ASSERTION_FIELDS = [
  ['response'], ['response', 'id'], ['response', 'rawId'], ['response', 'type'], ['response', 'clientExtensionResults'], ['response', 'response'],
  ['response', 'response', 'clientDataJSON'], ['response', 'response', 'authenticatorData'], ['response', 'response', 'signature'], ['response', 'response', 'userHandle'],
  ['__proto__'], ['response', 'response', '__proto__'],
];

describe('POST /api/public/auth/passkeys/authentication (a sign-in)', () => {
  it('signs in the passkey’s own user with a real assertion, and refuses any changed one, or one of another passkey, with a 4xx', async () => {
    let signer: { user: TestUser; authenticator: SoftwareAuthenticator } | undefined;
    const signerOf = async () => {
      if (signer) return signer;
      const user = await insertNewUser(fuzz().db);
      signer = { user, authenticator: (await seedPasskey(fuzz().db, user.userId)).authenticator };
      return signer;
    };
    const twist = fc.record({ origin: hostileText, rpId: hostileText, challenge: hostileText, userHandle: hostileText }, { requiredKeys: [] });
    const change = fc.oneof(
      { weight: 1, arbitrary: fc.constant({ twists: {} }) },
      { weight: 4, arbitrary: fieldChange(ASSERTION_FIELDS).map((field) => ({ field })) },
      { weight: 2, arbitrary: twist.map((twists) => ({ twists })) },
      // The bystander's credential id on the signer's signature: a key that is not that passkey's.
      { weight: 1, arbitrary: fc.constant({ field: { path: ['response', 'id'], value: bystander().passkey.credentialId } }) },
    );
    await checkProperty({ seed: 70913, numRuns: 50 }, change, ceremony, forwardedFor, async (made, sentCeremony, ip) => {
      const { user, authenticator } = await signerOf();
      const started = await request(fuzz().app).post(PASSKEY_API.authenticationOptions).set('X-Forwarded-For', freshIp());
      expect(started.status).toBe(200);
      // A seeded passkey was never registered through the authenticator, which so knows no user handle of its own.
      const userHandle = userHandleBytes(user.userId).toString('base64url');
      const assertion = authenticator.assert(started.body as PublicKeyCredentialRequestOptionsJSON, ORIGIN, { userHandle, ...('twists' in made ? made.twists : {}) });
      const valid = { response: assertion };
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: PASSKEY_API.authentication,
        headers: { ...ceremonyCookie('passkey_sign_in', sentCeremony, setCookie(started, 'passkey_sign_in')?.value), 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: 'field' in made ? withChange(valid, made.field) : JSON.stringify(valid),
      });
      expectDocumented(response, 'post', PASSKEY_API.authentication);
      expectNamedFault(response, ['response'], CEREMONY_FAULTS);
      expect([200, 400, 401, 429], `${response.status}`).toContain(response.status);
      if (response.status === 200) expect((response.body as { userPrincipal: { id: string } }).userPrincipal.id).toBe(user.userId);
    });
  });
});

import type { CDPSession, Page } from 'playwright-core';
import type { Database } from '../../server/db/database';
import { SoftwareAuthenticator } from './software-authenticator';

/** A user's handle as WebAuthn carries it: the 16 bytes of their UUID. */
export const userHandleBytes = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex');

/**
 * A passkey as a registration would have left it, written straight to the database: for tests
 * about signing in and managing passkeys rather than registering one. Returns the key pair.
 */
export async function seedPasskey(db: Database, userId: string, name = 'Seeded passkey'): Promise<{ authenticator: SoftwareAuthenticator; id: string }> {
  const authenticator = new SoftwareAuthenticator();
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, device_type, backed_up)
     VALUES ($1, $2, $3, 0, '{internal}', $4, 'singleDevice', false) RETURNING id::text AS id`,
    [userId, authenticator.credentialId, Buffer.from(authenticator.cosePublicKey), name],
  );
  if (!row) throw new Error('no passkey inserted');
  return { authenticator, id: row.id };
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The credentials it holds for rpId, with their counters. */
  credentials(): Promise<{ credentialId: string; rpId?: string; userHandle?: string; signCount: number; isResidentCredential: boolean }[]>;
  /** Puts a seeded passkey into it, as if it had been registered on this device. */
  add(authenticator: SoftwareAuthenticator, userId: string, rpId: string): Promise<void>;
}

/**
 * Chromium's virtual authenticator on this page, through the DevTools protocol's WebAuthn domain:
 * a platform authenticator (internal, CTAP2) with resident keys and user verification that always
 * succeeds, answering without a dialog (and answering a conditional request at once).
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    cdp,
    authenticatorId,
    async credentials() {
      return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    },
    async add(authenticator, userId, rpId) {
      await cdp.send('WebAuthn.addCredential', {
        authenticatorId,
        credential: {
          credentialId: Buffer.from(authenticator.credentialId, 'base64url').toString('base64'),
          isResidentCredential: true,
          rpId,
          privateKey: authenticator.privateKeyPkcs8(),
          userHandle: userHandleBytes(userId).toString('base64'),
          signCount: 0,
        },
      });
    },
  };
}

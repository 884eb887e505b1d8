import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** What a test may change in one answer, to make a ceremony a real authenticator would not. */
export interface Twists {
  /** The origin the browser would put in clientDataJSON. */
  origin?: string;
  /** The relying party ID whose hash goes into the authenticator data. */
  rpId?: string;
  /** The user-verified flag (true unless told). */
  userVerified?: boolean;
  /** The signature counter to report, instead of the next one. */
  counter?: number;
  /** The user handle to report, instead of the one registered. */
  userHandle?: string;
  /** A challenge to sign other than the options'. */
  challenge?: string;
}

/**
 * A passkey authenticator in the test process: an ES256 key pair made with node:crypto, which
 * answers registration options with 'none' attestation and sign-in options with real
 * assertions, as a platform authenticator does (user present and verified, discoverable, a
 * counter that goes up by one each use). Answers come in the JSON form a browser's
 * PublicKeyCredential.toJSON() gives, which is what the API takes.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32).toString('base64url');
  private readonly privateKey: KeyObject;
  /** The public key as a registration carries it (COSE), and the passkeys table keeps it. */
  readonly cosePublicKey: Uint8Array;
  private userHandle = '';
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  /** The key pair's private half, PKCS #8 in standard base64: what Chromium's virtual authenticator takes. */
  privateKeyPkcs8(): string {
    return this.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private flags(twists: Twists): number {
    return FLAG_USER_PRESENT | (twists.userVerified === false ? 0 : FLAG_USER_VERIFIED);
  }

  /** A new credential for these options, as navigator.credentials.create() makes it. */
  register(options: PublicKeyCredentialCreationOptionsJSON, origin: string, twists: Twists = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const id = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(this.cosePublicKey)]);
    const authData = this.authenticatorData(twists.rpId ?? options.rp.id ?? '', this.flags(twists) | FLAG_ATTESTED_CREDENTIAL, this.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', twists.challenge ?? options.challenge, twists.origin ?? origin).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** An assertion for these options, as navigator.credentials.get() makes it; the counter goes up. */
  assert(options: PublicKeyCredentialRequestOptionsJSON, origin: string, twists: Twists = {}): AuthenticationResponseJSON {
    this.counter += 1;
    const authData = this.authenticatorData(twists.rpId ?? options.rpId ?? '', this.flags(twists), twists.counter ?? this.counter);
    const clientData = this.clientData('webauthn.get', twists.challenge ?? options.challenge, twists.origin ?? origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: twists.userHandle ?? this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}

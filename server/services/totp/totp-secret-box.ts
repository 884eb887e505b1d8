import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * How TOTP secrets are kept at rest (decision 034): AES-256-GCM under a key derived by HKDF from
 * the server's secret (AUTH_SECRET, or the database's when unset), so that every instance opens
 * what another sealed, and the anti-forgery key itself encrypts nothing. Each secret is bound to
 * its user (the associated data), so a sealed value copied onto another account's row opens
 * nowhere.
 */
export interface TotpSecretBox {
  seal(userId: string, secret: string): string;
  /** The secret, or null when it cannot be opened: another key (the server secret changed), or a value tampered with. */
  open(userId: string, sealed: string): string | null;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES key of TOTP secrets, derived from the server secret for this one use. */
export function totpSecretKeyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'xnews server secret', 'xnews totp secrets v1', 32));
}

export function totpSecretBox(key: Buffer): TotpSecretBox {
  if (key.length !== 32) throw new Error('a TOTP secret key has 32 bytes');
  const boundTo = (userId: string) => Buffer.from(`totp:${userId}`, 'utf8');
  return {
    seal(userId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(boundTo(userId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(userId, sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAAD(boundTo(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

import { describe, expect, it } from 'vitest';
import { totpSecretBox, totpSecretKeyOf } from './totp-secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ALICE = '6f1c3a52-4a8e-4c4f-9d0e-3b1f2a7c9e01';
const BOB = '0b7e9d44-1f2a-4d6b-8c3e-5a9f1e2d7c40';

describe('totpSecretBox (decision 034)', () => {
  const box = totpSecretBox(totpSecretKeyOf('the server secret'));

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = box.seal(ALICE, SECRET);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.open(ALICE, sealed)).toBe(SECRET);
    expect(box.seal(ALICE, SECRET)).not.toBe(sealed);
  });

  it('opens nothing for another user, under another server secret, or once tampered with', () => {
    const sealed = box.seal(ALICE, SECRET);
    expect(box.open(BOB, sealed)).toBeNull();
    expect(totpSecretBox(totpSecretKeyOf('another server secret')).open(ALICE, sealed)).toBeNull();
    const [version, iv, body = '', tag] = sealed.split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open(ALICE, [version, iv, flipped, tag].join('.'))).toBeNull();
    expect(box.open(ALICE, 'v2.a.b.c')).toBeNull();
    expect(box.open(ALICE, 'not sealed')).toBeNull();
  });

  it('derives one 32-byte key per server secret, which is not the secret itself', () => {
    const key = totpSecretKeyOf('the server secret');
    expect(key).toHaveLength(32);
    expect(totpSecretKeyOf('the server secret').equals(key)).toBe(true);
    expect(totpSecretKeyOf('another server secret').equals(key)).toBe(false);
    expect(key.toString('utf8')).not.toContain('the server secret');
  });
});

import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { checkTotpCode, newTotpSecret, otpauthUrl } from './totp-codes';

const STEP = 30_000;
/** 10 s into step 60,000,000: the steps either side are plain to count. */
const NOW = 60_000_000 * STEP + 10_000;
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor((NOW + steps * STEP) / 1000) });

describe('TOTP codes (decision 034)', () => {
  it('makes a 160-bit base32 secret and an otpauth address with the issuer and the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl('xnews', 'reader@example.com', secret));
    expect(`${url.protocol}//${url.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(url.pathname)).toBe('/xnews:reader@example.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, issuer: 'xnews' });
  });

  it('takes the code of now and of one step either side, with its step; not two steps away', async () => {
    const secret = newTotpSecret();
    for (const steps of [-1, 0, 1]) {
      expect(await checkTotpCode(secret, await codeAt(secret, steps), null, NOW)).toEqual({ ok: true, timeStep: 60_000_000 + steps });
    }
    for (const steps of [-2, 2]) {
      expect(await checkTotpCode(secret, await codeAt(secret, steps), null, NOW)).toEqual({ ok: false, reason: 'incorrect' });
    }
  });

  it('calls a code of the last accepted step, or an earlier one, used', async () => {
    const secret = newTotpSecret();
    const now = await codeAt(secret, 0);
    expect(await checkTotpCode(secret, now, 60_000_000, NOW)).toEqual({ ok: false, reason: 'used' });
    expect(await checkTotpCode(secret, await codeAt(secret, -1), 60_000_000, NOW)).toEqual({ ok: false, reason: 'used' });
    expect(await checkTotpCode(secret, await codeAt(secret, 1), 60_000_000, NOW)).toEqual({ ok: true, timeStep: 60_000_001 });
    expect(await checkTotpCode(secret, now, 59_999_999, NOW)).toEqual({ ok: true, timeStep: 60_000_000 });
  });
});

import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes';

const USER = '6f1c3a52-4a8e-4c4f-9d0e-3b1f2a7c9e01';

describe('recovery codes (decision 034)', () => {
  it('are ten different codes of four groups of four Crockford letters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('are read whatever the case, spaces and hyphens, with i, l and o read as 1, 1 and 0', () => {
    expect(normaliseRecoveryCode('ABCD-EFGH-JKMN-PQRS')).toBe('abcdefghjkmnpqrs');
    expect(normaliseRecoveryCode(' abcd efgh jkmn pqrs ')).toBe('abcdefghjkmnpqrs');
    expect(normaliseRecoveryCode('10l0-oOiI-2345-6789')).toBe('1010001123456789');
    expect(normaliseRecoveryCode('abcd-efgh-jkmn-pqr')).toBeNull();
    expect(normaliseRecoveryCode('abcd-efgh-jkmn-pqrsu')).toBeNull();
    expect(normaliseRecoveryCode('abcd-efgh-jkmn-pqr!')).toBeNull();
  });

  it('are stored as a hash of the code as made, bound to the user', () => {
    const hash = recoveryCodeHash(USER, 'abcd-efgh-jkmn-pqrs');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(USER, 'ABCD EFGH JKMN PQRS')).toBe(hash);
    expect(recoveryCodeHash('0b7e9d44-1f2a-4d6b-8c3e-5a9f1e2d7c40', 'abcd-efgh-jkmn-pqrs')).not.toBe(hash);
  });
});

import { describe, expect, it } from 'vitest';
import { recoveryCodesFile, secretGroups } from './totp-secret-groups';

describe('secretGroups', () => {
  it('splits a base32 secret into groups of four, the last one shorter', () => {
    expect(secretGroups('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(secretGroups('')).toBe('');
  });
});

describe('recoveryCodesFile', () => {
  it('is a plain-text data: address with one code a line', () => {
    const url = recoveryCodesFile(['abcd-efgh-jkmn-pqrs', '0123-4567-89ab-cdef']);
    expect(url.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe('abcd-efgh-jkmn-pqrs\n0123-4567-89ab-cdef\n');
  });
});

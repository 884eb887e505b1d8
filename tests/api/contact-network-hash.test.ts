import { describe, expect, it } from 'vitest';
import { networkHash } from '../../server/services/contact/network-hash';

describe('networkHash', () => {
  it('hashes the IPv4 /24, not the address', () => {
    expect(networkHash('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/);
    expect(networkHash('203.0.113.7')).toBe(networkHash('203.0.113.250'));
    expect(networkHash('203.0.113.7')).not.toBe(networkHash('203.0.114.7'));
    expect(networkHash('203.0.113.7')).not.toContain('203');
  });

  it('reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(networkHash('::ffff:203.0.113.7')).toBe(networkHash('203.0.113.9'));
  });

  it('hashes the IPv6 /48, however the address is written', () => {
    const hash = networkHash('2001:db8:abcd:12::1');
    expect(networkHash('2001:0db8:ABCD:ffff:1:2:3:4')).toBe(hash);
    expect(networkHash('2001:db8:abce::1')).not.toBe(hash);
    expect(networkHash('2001:db8::1')).toBe(networkHash('2001:db8:0:1::')); // 2001:db8:0::/48
    expect(networkHash('fe80::1%eth0')).toBe(networkHash('fe80::2'));
  });

  it('gives null without a usable address', () => {
    expect(networkHash(undefined)).toBeNull();
    expect(networkHash('')).toBeNull();
    expect(networkHash('not-an-ip')).toBeNull();
  });
});

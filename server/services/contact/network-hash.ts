import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The /48 of an IPv6 address: its first three groups, with :: expanded. */
function ipv6Prefix(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.slice(0, 3).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':');
}

/**
 * A hash of the sender's network (IPv4 /24, IPv6 /48), or null without a usable address. It tells
 * an operator that many messages come from one place without keeping the address of anyone.
 */
export function networkHash(ip: string | undefined): string | null {
  if (!ip) return null;
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  let network: string;
  if (isIPv4(address)) network = `${address.split('.').slice(0, 3).join('.')}.0/24`;
  else if (isIPv6(address) && !address.includes('.')) network = `${ipv6Prefix(address.split('%')[0] ?? address)}::/48`;
  else return null;
  return createHash('sha256').update(`xnews-contact:${network}`).digest('hex').slice(0, 32);
}

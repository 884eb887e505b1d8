import { BlockList } from 'node:net';

/**
 * request-filtering-agent refuses an address with a plain Error whose message names it (it sets
 * no code); this reads that message, so that an operator's list of failed images says which
 * address was refused and why, not the library's wording.
 */
const AGENT_REFUSAL = /^DNS lookup (\S+?)\(family:[^)]*\) is not allowed/;

function ranges(list: readonly [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const blockList = new BlockList();
  for (const [network, prefix, family] of list) blockList.addSubnet(network, prefix, family);
  return blockList;
}

/**
 * The kinds an operator can act on, most specific first. IPv4 ranges also match their
 * IPv4-mapped IPv6 forms (::ffff:127.0.0.1). The agent refuses more than these (multicast,
 * documentation and other reserved ranges): those are "not a public address".
 */
const KINDS: readonly [string, BlockList][] = [
  [
    'the unspecified address',
    ranges([
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ]),
  ],
  [
    'a loopback address',
    ranges([
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]),
  ],
  [
    'a link-local address',
    ranges([
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ]),
  ],
  [
    'a private address',
    ranges([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ]),
  ],
];

function describeAddress(address: string): string {
  const family = address.includes(':') ? 'ipv6' : 'ipv4';
  return KINDS.find(([, blockList]) => blockList.check(address, family))?.[0] ?? 'not a public address';
}

/**
 * The reason for a refused address, e.g. "refused: 10.0.0.5 is a private address" or
 * "refused: localhost resolves to 127.0.0.1, a loopback address"; undefined when the error is
 * not the agent's refusal. `hostname` is the URL's, brackets removed from an IPv6 literal.
 */
export function addressRefusal(error: Error, hostname: string): string | undefined {
  const address = AGENT_REFUSAL.exec(error.message)?.[1];
  if (address === undefined) return undefined;
  const kind = describeAddress(address);
  return address === hostname ? `refused: ${address} is ${kind}` : `refused: ${hostname} resolves to ${address}, ${kind}`;
}

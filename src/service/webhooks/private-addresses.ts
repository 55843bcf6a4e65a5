import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses a webhook may not reach unless its host is allowed by name: loopback, private,
 * shared (carrier NAT), link-local (cloud metadata lives there), unspecified, benchmarking,
 * multicast and reserved ranges, in IPv4 and IPv6.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, either spelling) carries. */
function mappedIPv4(address: string): string | undefined {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address in a blocked range; anything that is not an IP address counts as blocked. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = isIPv4(bare) ? bare : mappedIPv4(bare);
  if (v4) return BLOCKED.check(v4, 'ipv4');
  if (isIPv6(bare)) return BLOCKED.check(bare, 'ipv6');
  return true;
}

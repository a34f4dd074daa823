import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address (an IPv4 tail counts as two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return undefined;
  const parse = (part: string): number[] | undefined => {
    if (part === '') return [];
    const groups: number[] = [];
    for (const piece of part.split(':')) {
      if (isIPv4(piece)) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        groups.push(a * 256 + b, c * 256 + d);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) groups.push(parseInt(piece, 16));
      else return undefined;
    }
    return groups;
  };
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  if (!left || !right) return undefined;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/**
 * What the rate limits and the usual-address memory key a client on: an IPv4 address as it is
 * (an IPv4-mapped IPv6 one too), an IPv6 address by its /64 (one subscriber's network: hopping
 * between its addresses gains nothing), anything else (a proxy's odd header) by a short hash.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address.toLowerCase());
    if (groups) {
      const mapped =
        groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
          ? `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`
          : undefined;
      if (mapped) return mapped;
      return `${groups
        .slice(0, 4)
        .map((group) => group.toString(16))
        .join(':')}::/64`;
    }
  }
  return `other:${createHash('sha256').update(address, 'utf8').digest('hex').slice(0, 32)}`;
}

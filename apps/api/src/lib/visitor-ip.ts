import { isIPv4, isIPv6 } from 'node:net';
import type { ChatIpMode } from '../config.js';

/** The 8 groups of an IPv6 address, `::` expanded; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.split('%')[0]!;
  // An IPv4 tail (::ffff:192.0.2.1) as two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  if (rest === undefined) return first;
  const last = parse(rest);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * What is recorded of a chat visitor's address (CHAT_IP_MODE): all of it; its network only,
 * the /24 of an IPv4 address (`203.0.113.0`) or the /48 of an IPv6 one (`2001:db8:1::`); or
 * nothing. An IPv4 address mapped into IPv6 (`::ffff:203.0.113.7`) is treated as IPv4.
 */
export function visitorIp(address: string | undefined, mode: ChatIpMode): string | null {
  if (!address || mode === 'none') return null;
  if (mode === 'full') return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::`;
}

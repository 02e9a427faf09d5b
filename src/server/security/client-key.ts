/**
 * Whom a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64. One
 * IPv6 subscriber (a home line, a cloud server) routinely holds a whole /64, so counting full
 * addresses would give a single client 2^64 separate budgets.
 */
import { isIPv6 } from 'node:net';

export function clientKey(ip: string): string {
  // An IPv4 address has no colon: no need for isIPv6's regular expression (once per submission).
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return ip;
  // An IPv4 client reached through a dual-stack socket (::ffff:192.0.2.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = part(tail ?? '');
  // "::" stands for as many zero groups as are missing (an IPv4 tail fills two).
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for, for limits "per address": an IPv4 address itself
 * (an IPv4-mapped IPv6 address is its IPv4), an IPv6 address its /64 (what one subscriber or one
 * machine is given: counting single IPv6 addresses would let a client change address at will).
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toNormalizedString()}/64`;
}

/** The network as stored beside an order: hashed, so the table holds no IP address. */
export function clientNetworkKey(ip: string): string {
  return createHash('sha256')
    .update(`net:${clientNetwork(ip)}`, 'utf8')
    .digest('base64url');
}

const served = new AsyncLocalStorage<string>();

/**
 * Runs `next` (the rest of a request's handling) as serving `ip`'s network, which the memory rate
 * counter charges the keys it creates to (docs/decisions/0196).
 */
export function servingNetwork<T>(ip: string, next: () => T): T {
  return served.run(clientNetwork(ip), next);
}

/** The network of the request being served ('' outside any request). */
export function requestNetwork(): string {
  return served.getStore() ?? '';
}

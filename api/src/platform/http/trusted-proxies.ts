import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyaddr from 'proxy-addr';
import type { AppConfig } from '../config';

/** Decides, hop by hop from the socket outwards, whether an address is a proxy whose X-Forwarded-For counts. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** TRUST_PROXY as one function, given to Express ('trust proxy') and used for the WebSocket handshake. */
export function trustedProxies(setting: AppConfig['trustProxy']): TrustProxy {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

/** The client's address as Express computes req.ip, for a request Express never sees (a WebSocket upgrade). */
export const clientAddressOf = (request: IncomingMessage, trust: TrustProxy): string =>
  proxyaddr(request, trust) || 'unknown';

/**
 * The network a client is counted as, for limits per address: an IPv4 address itself (an IPv4-mapped
 * IPv6 address as IPv4), an IPv6 address by its /64, the smallest prefix one subscriber is given, so a
 * client cannot count as 2^64 addresses.
 */
export function clientNetworkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) lies past the first 64 bits: it never reaches the prefix.
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

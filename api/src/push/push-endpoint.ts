import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { PUSH_MESSAGES, type PushEndpointPolicy } from '@sacred/core/push';

/** Addresses that are not on the public internet (RFC 6890 special-purpose blocks, IPv4 and IPv6). */
const NON_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
// Kept apart: a BlockList matches IPv4 addresses against IPv6 rules as IPv4-mapped addresses.
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped, NAT64 and 6to4 addresses can carry a private IPv4 address inside them.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

function isLoopback(address: string): boolean {
  return isIP(address) === 4 ? address.startsWith('127.') : address === '::1';
}

/** May the server open a connection to this IP address? */
export function isPermittedAddress(address: string, policy: PushEndpointPolicy): boolean {
  if (isIP(address) === 0) return false;
  if (policy.allowLoopback && isLoopback(address)) return true;
  return familyOf(address) === 'ipv4' ? !NON_PUBLIC_V4.check(address, 'ipv4') : !NON_PUBLIC_V6.check(address, 'ipv6');
}

/** The host without IPv6 brackets, lower case (WHATWG URL already turned `127.1` into `127.0.0.1`). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function isKnownService(host: string, serviceHosts: readonly string[]): boolean {
  return serviceHosts.some((entry) => {
    const pattern = entry.toLowerCase();
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
  });
}

/** Why an endpoint is refused at subscription time, or undefined when it is a push service we send to. */
export function pushEndpointProblem(endpoint: string, policy: PushEndpointPolicy): string | undefined {
  if (!URL.canParse(endpoint)) return PUSH_MESSAGES.endpointInvalid;
  const url = new URL(endpoint);
  if (url.username || url.password) return PUSH_MESSAGES.endpointNotPushService;
  const host = hostOf(url);
  if (url.protocol === 'http:') {
    const loopbackLiteral = isIP(host) !== 0 && isLoopback(host);
    return policy.allowLoopback && (loopbackLiteral || host === 'localhost')
      ? undefined
      : PUSH_MESSAGES.endpointInvalid;
  }
  if (url.protocol !== 'https:') return PUSH_MESSAGES.endpointInvalid;
  if (policy.allowLoopback && isIP(host) !== 0 && isLoopback(host)) return undefined;
  if (url.port !== '' || isIP(host) !== 0 || !isKnownService(host, policy.serviceHosts))
    return PUSH_MESSAGES.endpointNotPushService;
  return undefined;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Turns a host name into addresses (the system resolver; tests inject their own). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export class RefusedAddressError extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`push endpoint ${hostname} resolves to ${address}, which is not a public address`);
  }
}

/**
 * A `lookup` for http(s).request that checks every address a name resolves to at connect time, so a
 * push service host whose DNS later points inside our network (rebinding) is refused too. One
 * non-public answer refuses the whole name.
 */
export function guardedLookup(policy: PushEndpointPolicy, resolve: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find(({ address }) => !isPermittedAddress(address, policy));
        if (refused || addresses.length === 0) {
          callback(new RefusedAddressError(hostname, refused?.address ?? 'nothing'), '', 0);
          return;
        }
        if ((options as { all?: boolean }).all) {
          (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, addresses);
          return;
        }
        const [first] = addresses as [ResolvedAddress];
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

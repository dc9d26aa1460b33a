import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { AppConfig } from './config';

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

import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/**
 * CSRF defence for cookie sessions (with SameSite=Lax cookies): a browser names the page's origin on
 * every state-changing request; it must be this server's own. Clients without an Origin (curl, apps)
 * carry no ambient cookies of a victim, so they pass.
 */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (!origin) return fetchSite !== 'cross-site';
  if (origin === 'null') return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The address the member opened the app at, for links the server hands back (a share link): PUBLIC_URL
 * when set; else the page's origin a browser names (Origin, when it is this server's host: a proxy
 * ending TLS still shows https there), else the scheme and host the request came to. Undefined when the
 * request names no usable host.
 */
export function appOriginOf(req: Request, publicUrl: string | undefined): string | undefined {
  if (publicUrl) return publicUrl;
  const host = req.headers.host;
  const origin = req.headers.origin;
  for (const candidate of [
    origin && origin !== 'null' ? origin : undefined,
    host ? `${req.protocol}://${host}` : undefined,
  ]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.host === host && (url.protocol === 'https:' || url.protocol === 'http:')) return url.origin;
    } catch {
      // Not an address: the next candidate, or none.
    }
  }
  return undefined;
}

export function requireSameOriginForWrites(req: Request, _res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || isSameOrigin(req)) return next();
  next(new ForbiddenError(CROSS_SITE_MESSAGE));
}

import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError } from './errors';

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

export function requireSameOriginForWrites(req: Request, _res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || isSameOrigin(req)) return next();
  next(new ForbiddenError(CROSS_SITE_MESSAGE));
}

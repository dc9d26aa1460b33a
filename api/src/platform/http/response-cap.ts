import type { NextFunction, Request, Response } from 'express';
import { API_MESSAGES } from '@sacred/core/messages';

/**
 * No API answer larger than `maxBytes` leaves the server: the list cost bounds what a query
 * asks for, this bounds what any answer, REST or GraphQL, can hold. An answer over the cap is replaced by
 * a 400 with a message (GraphQL: an error with the code RESPONSE_TOO_LARGE), so a client learns to ask
 * for less instead of receiving megabytes. Streams (file downloads) are not JSON answers and pass.
 */
export function capResponseSize(maxBytes: number | undefined) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (!maxBytes) return next();
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const size = typeof body === 'string' ? Buffer.byteLength(body) : Buffer.isBuffer(body) ? body.length : 0;
      if (size <= maxBytes || res.headersSent) return send(body);
      const graphql = _req.baseUrl === '/graphql';
      const message = API_MESSAGES.responseTooLarge;
      res.status(400).type('application/json');
      res.removeHeader('content-length');
      return send(
        JSON.stringify(
          graphql ? { errors: [{ message, extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes } }] } : { message },
        ),
      );
    };
    next();
  };
}

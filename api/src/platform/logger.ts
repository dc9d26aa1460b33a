import { pino, type LevelWithSilent, type Logger } from 'pino';

export type { Logger };

export function createLogger(config: { logLevel: LevelWithSilent }): Logger {
  return pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}

/** A request as the request log writes it (pino's standard request serializer). */
export interface LoggedRequest {
  url?: string;
  headers?: unknown;
  remoteAddress?: string;
  remotePort?: number;
  [key: string]: unknown;
}

/**
 * The request log entry of a private path: a URL that matches one of `patterns` has its first capture
 * group (a secret such as a share token) replaced by `[secret]`, and loses the client's address and
 * headers, so the log keeps nothing about who opened it. Other requests are logged as they are.
 */
export function maskPrivateRequest(req: LoggedRequest, patterns: readonly RegExp[]): LoggedRequest {
  const url = req.url ?? '';
  for (const pattern of patterns) {
    const match = pattern.exec(url);
    if (!match?.[1]) continue;
    const kept: LoggedRequest = { ...req, url: url.replace(match[1], '[secret]') };
    delete kept.remoteAddress;
    delete kept.remotePort;
    delete kept.headers;
    return kept;
  }
  return req;
}

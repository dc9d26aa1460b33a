import { pino, type LevelWithSilent, type Logger } from 'pino';

export type { Logger };

/** Where the log goes (stdout by default); tests pass a stream to read the lines written. */
export interface LogDestination {
  write(line: string): unknown;
}

export function createLogger(config: { logLevel: LevelWithSilent; logDestination?: LogDestination }): Logger {
  const options = {
    level: config.logLevel,
    // The session cookie in either direction: asked with (`cookie`) and handed out at each sign-in (`set-cookie`).
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return config.logDestination ? pino(options, config.logDestination) : pino(options);
}

/** A request as the request log writes it (pino's standard request serializer; `raw` is the request). */
export interface LoggedRequest {
  url?: string;
  headers?: unknown;
  remoteAddress?: string;
  remotePort?: number;
  [key: string]: unknown;
}

/** What makes a request private: paths carrying a secret, and GraphQL fields that are read on such pages. */
export interface PrivateTraffic {
  /** Matched without regard to case (as Express routes); the first capture group is the secret. */
  paths: readonly RegExp[];
  /** GraphQL fields whose operations are a private page's own (named anywhere in the document). */
  graphqlFields: readonly string[];
}

/**
 * The request log entry of private traffic loses the client's address and headers, so the log keeps
 * nothing about who opened it: a URL matching one of the paths (its secret replaced by `[secret]`), and
 * a request sent from such a page (its Referer: the page's own code, data and GraphQL). Other requests
 * are logged as they are. The entry is made when the request arrives; a GraphQL operation naming one of
 * the fields is known only once its body is read (`namesPrivateField`), and is then logged by the
 * request log's caller without the request's details.
 */
export function privateRequestMask(traffic: PrivateTraffic): {
  mask(req: LoggedRequest): LoggedRequest;
  namesPrivateField(body: unknown): boolean;
} {
  const paths = traffic.paths.map((pattern) => new RegExp(pattern.source, pattern.flags.replace('i', '') + 'i'));
  const fields = traffic.graphqlFields.length ? new RegExp(`\\b(?:${traffic.graphqlFields.join('|')})\\b`) : undefined;
  const anonymous = (req: LoggedRequest, url: string): LoggedRequest => {
    const kept: LoggedRequest = { ...req, url };
    delete kept.remoteAddress;
    delete kept.remotePort;
    delete kept.headers;
    return kept;
  };
  const secretOf = (url: string) => {
    for (const pattern of paths) {
      const secret = pattern.exec(url)?.[1];
      if (secret) return secret;
    }
    return undefined;
  };
  return {
    mask(req) {
      const url = req.url ?? '';
      const secret = secretOf(url);
      if (secret) return anonymous(req, url.replace(secret, '[secret]'));
      const referer = (req.headers as Record<string, unknown> | undefined)?.referer;
      if (typeof referer === 'string' && secretOf(pathOf(referer))) return anonymous(req, url);
      return req;
    },
    namesPrivateField(body) {
      const query = (body as { query?: unknown } | undefined)?.query;
      return fields !== undefined && typeof query === 'string' && fields.test(query);
    },
  };
}

function pathOf(address: string): string {
  try {
    return new URL(address, 'http://localhost').pathname;
  } catch {
    return '';
  }
}

/** The mask of private paths alone (see privateRequestMask). */
export function maskPrivateRequest(req: LoggedRequest, patterns: readonly RegExp[]): LoggedRequest {
  return privateRequestMask({ paths: patterns, graphqlFields: [] }).mask(req);
}

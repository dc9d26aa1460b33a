import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const gzipAsync = promisify(gzip);

const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Gzip for the built SPA's assets, so a phone downloads a fraction of the bytes. The
 * files are content-hashed and never change while the server runs, so each is compressed once, on
 * first request, and kept in memory; anything else (other types, no gzip in Accept-Encoding, a
 * missing file) falls through to express.static.
 */
export function gzipAssets(dir: string): RequestHandler & { cachedFiles(): number } {
  const root = path.resolve(dir);
  const cache = new Map<string, Promise<Buffer | null>>();

  const compressed = (file: string) => {
    let body = cache.get(file);
    if (!body) {
      body = stat(file).then(
        async (info) => (info.isFile() ? gzipAsync(await readFile(file), { level: 9 }) : null),
        () => null,
      );
      cache.set(file, body);
      // Only files are kept: a miss is forgotten, or random paths would fill the memory.
      void body.then((found) => {
        if (!found) cache.delete(file);
      });
    }
    return body;
  };

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = COMPRESSIBLE[path.extname(req.path)];
    if (!type || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return next();
    let file: string;
    try {
      file = path.resolve(root, `.${path.posix.normalize(decodeURIComponent(req.path))}`);
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    compressed(file).then((body) => {
      if (!body) return next();
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    }, next);
  };
  return Object.assign(handler, { cachedFiles: () => cache.size });
}

import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import { API_MESSAGES } from '@sacred/core/messages';
import type { PhotoStorage } from './photo-storage';

const PHOTO_FILE = /^([0-9a-f]{64})\.webp$/;

/**
 * GET /media/uploads/:name from the photo storage, for an object store (STORAGE=s3): the app proxies the
 * bytes from its own origin rather than redirecting to a signed URL, so photo URLs stay stable and
 * same-origin (the CSP, the service worker's cache and offline packs keep working, no URL expires inside
 * cached pages). Names are hashes of the bytes: an ETag for free and cached for a year.
 */
export function servePhotoFiles(storage: PhotoStorage) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const match = PHOTO_FILE.exec(String(req.params.name));
    if (!match) {
      res.status(404).json({ message: API_MESSAGES.routeNotFound });
      return;
    }
    const etag = `"${match[1]}"`;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    try {
      const file = await storage.open(String(req.params.name));
      if (!file) {
        res.removeHeader('Cache-Control');
        res.status(404).json({ message: API_MESSAGES.routeNotFound });
        return;
      }
      res.type('image/webp');
      if (file.size !== undefined) res.setHeader('Content-Length', String(file.size));
      if (req.method === 'HEAD') {
        file.body.destroy();
        res.end();
        return;
      }
      await pipeline(file.body, res);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else next(error);
    }
  };
}

import express, { type Router } from 'express';
import type { AltarTileService } from './altar-tile.service';

/** Browsers, HTTP caches, a CDN and the service worker may keep a tile a minute, and serve it stale an hour while they refresh. */
export const ALTAR_TILE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=3600';

/**
 * GET /tiles/altars/{z}/{x}/{y}.mvt: the altar layer as a Mapbox Vector Tile (AltarTileService). The
 * same bytes for everyone, so no session is read; Express adds an ETag and answers 304 to a matching
 * If-None-Match. A bad address is a 400 with the JSON error body of every other route.
 */
export function altarTileRouter(tiles: AltarTileService): Router {
  const router = express.Router();
  router.get('/:z/:x/:y.mvt', async (req, res) => {
    const { z, x, y } = req.params as Record<'z' | 'x' | 'y', string>;
    const body = await tiles.tile(z, x, y);
    res.setHeader('Cache-Control', ALTAR_TILE_CACHE_CONTROL);
    res.type('application/vnd.mapbox-vector-tile').send(body);
  });
  return router;
}

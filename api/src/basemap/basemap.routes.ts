import express, { type Request, type Response, type Router } from 'express';
import type { TileArchiveName } from './basemap-messages';
import type { BasemapService } from './basemap.service';
import type { MapAssets } from './map-assets';
import { basemapTileAddress, type TileArchives } from './tile-archives';

/** Tiles may change when the archive is replaced: a week, then revalidated by ETag. */
const TILE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
/** Styles, TileJSON and glyphs change with the server's configuration or release. */
const STYLE_CACHE = 'public, max-age=300';
const GLYPH_CACHE = 'public, max-age=86400';

const baseUrlOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

type TileLayerName = TileArchiveName | 'contours';

function sendTile(archives: TileArchives, name: TileLayerName) {
  return async (req: Request<{ z: string; x: string; file: string }>, res: Response) => {
    const [y = '', ext = ''] = req.params.file.split('.', 2);
    const address = basemapTileAddress(req.params.z, req.params.x, y);
    const tile =
      name === 'contours' ? await archives.contourTile(address, ext) : await archives.tile(name, address, ext);
    res.setHeader('Cache-Control', TILE_CACHE);
    // Outside the archive: vector maps read 204 as an empty tile; raster sources need a 404.
    if (!tile) {
      res.status(name === 'terrain' ? 404 : 204).end();
      return;
    }
    res.setHeader('ETag', tile.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type(tile.contentType).send(Buffer.from(tile.data.buffer, tile.data.byteOffset, tile.data.byteLength));
  };
}

/**
 * The basemap on our own origin (docs/product.md "The basemap"): `/map/style.json?style=`, glyphs and sprite
 * under `/map/`, and with archives configured `/tiles/basemap/...`, `/tiles/terrain/...` and the contour
 * lines traced from it, `/tiles/contours/...`.
 * (`/tiles/altars/...` belongs to the altar vector tiles.)
 */
export function createBasemapRouter(service: BasemapService, archives: TileArchives, assets: MapAssets): Router {
  const router = express.Router();

  router.get('/map/style.json', async (req, res) => {
    const mapStyle = service.parseMapStyle(req.query.style ?? 'street');
    const hosted = service.hostedStyleUrl();
    if (hosted && mapStyle === 'street') {
      res.redirect(302, hosted);
      return;
    }
    const style = await service.style(mapStyle);
    res.setHeader('Cache-Control', STYLE_CACHE);
    res.json({ ...style, metadata: { ...style.metadata, 'sacred:origin': service.origin() } });
  });

  router.get('/map/styles.json', (_req, res) => {
    res.setHeader('Cache-Control', STYLE_CACHE);
    res.json(service.styleChoices());
  });

  router.get('/map/fonts/:fontstack/:range.pbf', async (req, res) => {
    const data = await assets.glyphs(req.params.fontstack, req.params.range);
    res.setHeader('Cache-Control', GLYPH_CACHE);
    res.type('application/x-protobuf').send(Buffer.from(data));
  });

  router.get('/map/:file', async (req, res, next) => {
    if (!req.params.file.startsWith('sprite')) {
      next();
      return;
    }
    const sprite = await assets.sprite(req.params.file);
    res.setHeader('Cache-Control', GLYPH_CACHE);
    res.type(sprite.contentType).send(sprite.data);
  });

  router.get('/tiles/basemap.json', async (req, res) => {
    res.setHeader('Cache-Control', STYLE_CACHE);
    res.json(await archives.tileJson('basemap', baseUrlOf(req)));
  });
  router.get('/tiles/terrain.json', async (req, res) => {
    res.setHeader('Cache-Control', STYLE_CACHE);
    res.json(await archives.tileJson('terrain', baseUrlOf(req)));
  });

  // The archive itself, for clients that read it by byte ranges (Range, ETag and 304 by express).
  router.get('/tiles/basemap.pmtiles', (req, res, next) => {
    const file = archives.archiveFile();
    if (!file) {
      next();
      return;
    }
    res.sendFile(file, { acceptRanges: true, etag: true, lastModified: true, maxAge: '7d', dotfiles: 'allow' });
  });

  router.get('/tiles/basemap/:z/:x/:file', sendTile(archives, 'basemap'));
  router.get('/tiles/terrain/:z/:x/:file', sendTile(archives, 'terrain'));
  router.get('/tiles/contours/:z/:x/:file', sendTile(archives, 'contours'));
  return router;
}

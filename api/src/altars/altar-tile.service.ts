import type { Knex } from 'knex';
import Point from '@mapbox/point-geometry';
import { fromVectorTileJs, type VectorTileFeatureLike, type VectorTileLayerLike } from '@maplibre/vt-pbf';
import {
  ALTARS_MIN_ZOOM,
  cachedLevelFor,
  cellBounds,
  MAP_MESSAGES,
  ALTAR_TILE_MAX_ZOOM,
  MAX_VIEWPORT_FEATURES,
  viewportGridAt,
} from '@sacred/core/map';
import { mercatorX, mercatorY, parseTileAddress, tileBounds, type TileAddress } from '@sacred/core/mercator';
import { ValidationError } from '../platform/errors';
import { AltarRepository, type CellCount } from './altar.repository';
import type { PublicMapAnswers } from './public-map-answers';
import { AltarTileRepository, TILE_EXTENT, type TileAltarRow } from './altar-tile.repository';

/**
 * The altar layer as Mapbox Vector Tiles per z/x/y, the same for every viewer, so HTTP caches,
 * a CDN, the service worker and offline packs can keep them:
 *
 * - below zoom 14, and wherever a tile holds more than MAX_VIEWPORT_FEATURES altars, layer `clusters`:
 *   the viewport's grid cells at the tile's zoom (cells of 1/8 of a tile), read from the cluster cache
 *   (never counted live while a cached level exists), each a point at its centre of mass with `count`
 *   and the cell's bounds; a cell belongs to the tile that holds its centre of mass, so it is drawn once;
 * - otherwise layer `altars`: every altar in the tile at its public position, with the marker fields.
 *
 * Altars are encoded by PostGIS (ST_AsMVT) where it can, otherwise in Node (@maplibre/vt-pbf) from the
 * same rows; clusters, a few dozen per tile, always in Node.
 */
export class AltarTileService {
  private asMvt: Promise<boolean> | undefined;

  /** `encoder`: 'node' skips PostGIS's ST_AsMVT even where it exists (the tests compare both). */
  constructor(
    private readonly knex: Knex,
    encoder: 'auto' | 'node' = 'auto',
    /** Tiles kept while the map's data version holds (none: every tile is computed). */
    private readonly publicAnswers?: PublicMapAnswers,
  ) {
    if (encoder === 'node') this.asMvt = Promise.resolve(false);
  }

  /** The tile's bytes (uncompressed protobuf; empty when nothing is in it). 400 for a bad address. */
  async tile(z: string, x: string, y: string): Promise<Buffer> {
    const address = parseTileAddress(z, x, y, ALTAR_TILE_MAX_ZOOM);
    if (!address) throw new ValidationError(MAP_MESSAGES.tileAddress);
    if (!this.publicAnswers) return this.computeTile(address);
    return this.publicAnswers.answer(
      `tile ${address.z}/${address.x}/${address.y}`,
      () => this.computeTile(address),
      (tile) => tile.length,
    );
  }

  private async computeTile(address: TileAddress): Promise<Buffer> {
    if (address.z >= ALTARS_MIN_ZOOM) {
      const altars = await this.altarLayer(address);
      if (altars) return altars;
    }
    return encode('clusters', await this.clusterFeatures(address));
  }

  private async altarLayer(address: TileAddress): Promise<Buffer | undefined> {
    const tiles = new AltarTileRepository(this.knex);
    this.asMvt ??= tiles.hasAsMvt();
    if (await this.asMvt) return tiles.altarsAsMvt(address, MAX_VIEWPORT_FEATURES);
    const rows = await tiles.altarsIn(address, MAX_VIEWPORT_FEATURES);
    return (
      rows &&
      encode(
        'altars',
        rows.map((row) => altarFeature(row, address)),
      )
    );
  }

  private async clusterFeatures(address: TileAddress): Promise<VectorTileFeatureLike[]> {
    const bounds = tileBounds(address);
    const grid = viewportGridAt(bounds, Math.min(address.z, 24));
    const level = cachedLevelFor(grid.gridZoom);
    const repository = new AltarRepository(this.knex);
    const cells =
      level === undefined ? await repository.liveCells(grid, {}) : await repository.cachedCells(grid, level, {});
    const inTile = (cell: CellCount) =>
      cell.longitude >= bounds.west &&
      cell.longitude < bounds.east &&
      cell.latitude > bounds.south &&
      cell.latitude <= bounds.north;
    return cells.filter(inTile).map((cell) => {
      const properties = {
        id: `${grid.gridZoom}/${cell.x}/${cell.y}`,
        count: cell.count,
        ...cellBounds(cell.x, cell.y, grid.gridZoom),
      };
      return pointFeature(undefined, properties, cell.longitude, cell.latitude, address);
    });
  }
}

function altarFeature(row: TileAltarRow, address: TileAddress): VectorTileFeatureLike {
  const { id, latitude, longitude, ...fields } = row;
  return pointFeature(id, fields, longitude, latitude, address);
}

/** A point feature at a longitude/latitude, in the tile's integer coordinates (Web Mercator). */
function pointFeature(
  id: number | undefined,
  properties: Record<string, number | string | boolean>,
  longitude: number,
  latitude: number,
  { z, x, y }: TileAddress,
): VectorTileFeatureLike {
  const n = 2 ** z;
  const px = Math.round((mercatorX(longitude) * n - x) * TILE_EXTENT);
  const py = Math.round((mercatorY(latitude) * n - y) * TILE_EXTENT);
  return { type: 1, id, properties, extent: TILE_EXTENT, loadGeometry: () => [[new Point(px, py)]] };
}

function encode(name: string, features: VectorTileFeatureLike[]): Buffer {
  if (features.length === 0) return Buffer.alloc(0);
  const layer: VectorTileLayerLike = {
    version: 2,
    name,
    extent: TILE_EXTENT,
    length: features.length,
    feature: (index) => features[index] as VectorTileFeatureLike,
  };
  return Buffer.from(fromVectorTileJs({ layers: { [name]: layer } }));
}

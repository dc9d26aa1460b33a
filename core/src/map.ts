import * as yup from 'yup';
import { altarCursor, altarPageLimit } from './altars-schema';
import { ALTAR_TYPES } from './enums';
import { DEFAULT_ALTAR_LIST_SIZE, LATITUDE_RANGE, LONGITUDE_RANGE, SEARCH_RADIUS_METERS } from './limits';

/**
 * The map's query rules, shared by the server and the web client:
 * the radius search, the viewport grid and the parameter schemas.
 */

/** A viewport answer never holds more features (clusters + altars) than this. */
export const MAX_VIEWPORT_FEATURES = 2000;
export const ZOOM_RANGE = { min: 0, max: 24 } as const;
/** From this zoom on a viewport answers individual altars when at most MAX_VIEWPORT_FEATURES are in it. */
export const ALTARS_MIN_ZOOM = 14;
/**
 * Grid zooms whose per-cell counts the database keeps current (table altar_map_cells, maintained by
 * triggers on altars). Levels up to 19 cover street zooms up to 18, so a dense town never clusters live.
 * A snapshot of this list lives in the latest migration that changes it (20261125140000_map_street_levels):
 * change both.
 */
export const CLUSTER_CACHE_LEVELS = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
/**
 * The one level of the name-gram cell cache (table altar_map_cell_grams, maintained by triggers on altars):
 * per cell, how many altars' lower-cased names hold each character and each pair of neighbouring characters.
 * A name holds a text of one or two characters exactly when the text is one of its grams, so up to this grid
 * zoom such a name filter (the first letters typed into the search box) is counted from the cache, not from a
 * million names. A snapshot of it lives in migration 20261128210000_altar_map_cell_grams: change both.
 */
export const NAME_GRAM_CACHE_LEVEL = 7;
/** Query and filter text is at most this long. */
export const MAX_SEARCH_TEXT = 100;

/** Whether a name filter's text is one gram of the name-gram cache: one or two characters once lower-cased. */
export function isNameGram(text: string): boolean {
  const length = [...text.toLowerCase()].length;
  return length >= 1 && length <= 2;
}

/** Known types other than "Other"; the "Other" filter matches every type outside this list. */
export const KNOWN_ALTAR_TYPES: readonly string[] = ALTAR_TYPES.filter((type) => type !== 'Other');

export const MAP_MESSAGES = {
  latitudeRange: '${path} must be between -90 and 90',
  longitudeRange: '${path} must be between -180 and 180',
  notNumber: '${path} must be a number',
  notBoolean: '${path} must be true or false',
  radiusRange: `\${path} must be between ${SEARCH_RADIUS_METERS.min} and ${SEARCH_RADIUS_METERS.max} meters`,
  zoomRange: `\${path} must be between ${ZOOM_RANGE.min} and ${ZOOM_RANGE.max}`,
  latNeedsLng: 'lat and lng go together',
  radiusNeedsPoint: 'radius needs lat and lng',
  bboxFormat: 'bbox must be west,south,east,north in degrees',
  bboxNeedsZoom: 'zoom is required with bbox',
  zoomNeedsBbox: 'zoom needs bbox',
  southAboveNorth: 'south must not be greater than north',
  bboxOrPoint: 'Use either bbox or lat and lng, not both',
  textTooLong: `\${path} must be at most ${MAX_SEARCH_TEXT} characters`,
  tileAddress: 'A tile is /tiles/altars/{z}/{x}/{y}.mvt with whole numbers, z from 0 to 22, x and y from 0 to 2^z - 1',
} as const;

/** The deepest altar tile; a z22 tile is about 10 m across, so deeper ones would only repeat it. */
export const ALTAR_TILE_MAX_ZOOM = 22;

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Map filter state; an omitted flag means "either". */
export interface AltarFilters {
  /** Exact type; "Other" matches every type outside KNOWN_ALTAR_TYPES (custom text). */
  altarType?: string;
  ecoFriendly?: boolean;
  hasPhotos?: boolean;
  /** true: recentActivity above 0; false: recentActivity 0. */
  recentActivity?: boolean;
  /** Case-insensitive "name contains". */
  q?: string;
}

// Query strings send '' for an empty input: treat it as absent.
const emptyAsUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);

const number = () => yup.number().transform(emptyAsUndefined).typeError(MAP_MESSAGES.notNumber);
const latitude = () =>
  number().min(LATITUDE_RANGE.min, MAP_MESSAGES.latitudeRange).max(LATITUDE_RANGE.max, MAP_MESSAGES.latitudeRange);
const longitude = () =>
  number().min(LONGITUDE_RANGE.min, MAP_MESSAGES.longitudeRange).max(LONGITUDE_RANGE.max, MAP_MESSAGES.longitudeRange);
const radius = () =>
  number()
    .min(SEARCH_RADIUS_METERS.min, MAP_MESSAGES.radiusRange)
    .max(SEARCH_RADIUS_METERS.max, MAP_MESSAGES.radiusRange);
const zoom = () => number().min(ZOOM_RANGE.min, MAP_MESSAGES.zoomRange).max(ZOOM_RANGE.max, MAP_MESSAGES.zoomRange);
const limit = altarPageLimit;
const flag = () => yup.boolean().transform(emptyAsUndefined).typeError(MAP_MESSAGES.notBoolean);
const text = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' && original.trim() === ''
        ? undefined
        : typeof value === 'string'
          ? value.trim()
          : value,
    )
    .max(MAX_SEARCH_TEXT, MAP_MESSAGES.textTooLong);

const filterFields = {
  altarType: text(),
  ecoFriendly: flag(),
  hasPhotos: flag(),
  recentActivity: flag(),
  q: text(),
};

/** The map filters alone (GraphQL `filter` arguments). */
export const altarFilterSchema = yup.object(filterFields);

/** "west,south,east,north"; undefined when malformed or out of range (south > north is checked apart). */
export function parseBoundingBox(value: string): BoundingBox | undefined {
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return undefined;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const lngOk = (v: number) => Number.isFinite(v) && v >= LONGITUDE_RANGE.min && v <= LONGITUDE_RANGE.max;
  const latOk = (v: number) => Number.isFinite(v) && v >= LATITUDE_RANGE.min && v <= LATITUDE_RANGE.max;
  if (!lngOk(west) || !lngOk(east) || !latOk(south) || !latOk(north)) return undefined;
  return { west, south, east, north };
}

/** GraphQL altarsNear: a point, a radius (default 5 km), the filters and a limit. */
export const altarsNearSchema = yup.object({
  latitude: latitude().required(),
  longitude: longitude().required(),
  radius: radius().default(SEARCH_RADIUS_METERS.mapDefault),
  limit: limit().default(DEFAULT_ALTAR_LIST_SIZE),
  after: altarCursor(),
  ...filterFields,
});

/** A map's box in degrees (west > east crosses the antimeridian). */
const boxFields = {
  west: longitude().required(),
  south: latitude().required(),
  east: longitude().required(),
  north: latitude()
    .required()
    .test('south-above-north', MAP_MESSAGES.southAboveNorth, function (north) {
      const south = (this.parent as { south?: unknown }).south;
      return typeof south !== 'number' || typeof north !== 'number' || south <= north;
    }),
};

/** GraphQL BoundingBoxInput where a list is narrowed to a box (the pilgrimages on the map). */
export const boundingBoxSchema = yup.object(boxFields);

/** GraphQL altarViewport: a bounding box (west > east crosses the antimeridian), a zoom and the filters. */
export const altarViewportSchema = yup.object({
  ...boxFields,
  zoom: zoom().required(),
  ...filterFields,
});

/**
 * GET /api/altars: no location (the newest altars, filtered), lat+lng(+radius) (nearest first) or
 * bbox+zoom (the viewport). Field errors carry the names the client sent.
 */
export const altarsRestQuerySchema = yup
  .object({
    lat: latitude(),
    lng: longitude(),
    radius: radius(),
    limit: limit(),
    after: altarCursor(),
    bbox: yup
      .string()
      .transform(emptyAsUndefined)
      .test('bbox', MAP_MESSAGES.bboxFormat, (value) => value === undefined || parseBoundingBox(value) !== undefined)
      .test('bbox-order', MAP_MESSAGES.southAboveNorth, (value) => {
        const box = value === undefined ? undefined : parseBoundingBox(value);
        return box === undefined || box.south <= box.north;
      }),
    zoom: zoom(),
    ...filterFields,
  })
  .test('point', function (query) {
    const errors: yup.ValidationError[] = [];
    const fail = (path: string, message: string) => errors.push(this.createError({ path, message }));
    if (query.lat !== undefined && query.lng === undefined) fail('lng', MAP_MESSAGES.latNeedsLng);
    if (query.lng !== undefined && query.lat === undefined) fail('lat', MAP_MESSAGES.latNeedsLng);
    if (query.radius !== undefined && (query.lat === undefined || query.lng === undefined))
      fail('radius', MAP_MESSAGES.radiusNeedsPoint);
    if (query.bbox !== undefined && query.zoom === undefined) fail('zoom', MAP_MESSAGES.bboxNeedsZoom);
    if (query.zoom !== undefined && query.bbox === undefined) fail('bbox', MAP_MESSAGES.zoomNeedsBbox);
    if (query.bbox !== undefined && (query.lat !== undefined || query.lng !== undefined))
      fail('bbox', MAP_MESSAGES.bboxOrPoint);
    return errors.length === 0 ? true : new yup.ValidationError(errors);
  });
export type AltarsRestQuery = yup.InferType<typeof altarsRestQuerySchema>;

// ---------------------------------------------------------------------------------------------
// The viewport grid. Cells are squares in degrees: at grid zoom g a cell is 360 / 2^(g+3) degrees,
// about 64 px on a 512 px-tile map at zoom g. Cell keys are integers counted from (-180, -90), so the
// key of a cell at a coarser zoom is the finer key shifted right.

export const cellSizeDegrees = (gridZoom: number): number => 360 / 2 ** (gridZoom + 3);
/** The same arithmetic as the SQL (floor((lng + 180) * 2^(g+3) / 360)), so keys agree at the edges. */
export const cellX = (lng: number, gridZoom: number): number => Math.floor(((lng + 180) * 2 ** (gridZoom + 3)) / 360);
export const cellY = (lat: number, gridZoom: number): number => Math.floor(((lat + 90) * 2 ** (gridZoom + 3)) / 360);

export interface CellRange {
  from: number;
  to: number;
}

/** Longitude spans of a box: two when it crosses the antimeridian (west > east). */
export function longitudeSpans(box: BoundingBox): Array<[number, number]> {
  return box.west <= box.east
    ? [[box.west, box.east]]
    : [
        [box.west, LONGITUDE_RANGE.max],
        [LONGITUDE_RANGE.min, box.east],
      ];
}

export interface ViewportGrid {
  gridZoom: number;
  /** One or two ranges of x keys (two across the antimeridian). */
  xRanges: CellRange[];
  yRange: CellRange;
  cellCount: number;
}

export function viewportGridAt(box: BoundingBox, gridZoom: number): ViewportGrid {
  const xRanges = longitudeSpans(box).map(([west, east]) => ({
    from: cellX(west, gridZoom),
    to: cellX(east, gridZoom),
  }));
  const yRange = { from: cellY(box.south, gridZoom), to: cellY(box.north, gridZoom) };
  const width = xRanges.reduce((sum, range) => sum + range.to - range.from + 1, 0);
  return { gridZoom, xRanges, yRange, cellCount: width * (yRange.to - yRange.from + 1) };
}

/**
 * The grid for a viewport: the zoom's own grid, made coarser while the box would hold more cells than
 * MAX_VIEWPORT_FEATURES (a client may ask for a whole continent at zoom 16). Each cell is at most one
 * cluster, so the answer stays bounded whatever the number of altars.
 */
export function viewportGrid(box: BoundingBox, zoom: number): ViewportGrid {
  let grid = viewportGridAt(box, Math.floor(zoom));
  while (grid.cellCount > MAX_VIEWPORT_FEATURES && grid.gridZoom > 0) grid = viewportGridAt(box, grid.gridZoom - 1);
  return grid;
}

/** The cached level a grid zoom reads (the next finer or equal one), or undefined above the cache. */
export function cachedLevelFor(gridZoom: number): number | undefined {
  return CLUSTER_CACHE_LEVELS.find((level) => level >= gridZoom);
}

/**
 * The cells of a grid zoom that lie wholly inside a box (one range of x keys per longitude span; a range
 * may be empty, to < from). The altars counted in them are surely in the box, whatever their position
 * inside the cell; the outermost touching cells are left out, so rounding at the edges cannot matter.
 */
export function cellsInsideBox(box: BoundingBox, gridZoom: number): { xRanges: CellRange[]; yRange: CellRange } {
  const xRanges = longitudeSpans(box).map(([west, east]) => ({
    from: cellX(west, gridZoom) + 1,
    to: cellX(east, gridZoom) - 1,
  }));
  return { xRanges, yRange: { from: cellY(box.south, gridZoom) + 1, to: cellY(box.north, gridZoom) - 1 } };
}

/**
 * The stored level whose cached cells answer these filters at a grid zoom, or undefined when the cells must be
 * counted from the altars: the cluster cache for the type and flag filters (a known type or "Other"), the
 * name-gram cache for a name filter of one or two characters alone, up to its level.
 */
export function cachedLevelAnswering(gridZoom: number, filters: AltarFilters): number | undefined {
  if (filters.q !== undefined) {
    const noFlag =
      filters.ecoFriendly === undefined && filters.hasPhotos === undefined && filters.recentActivity === undefined;
    const alone = filters.altarType === undefined && noFlag;
    return alone && isNameGram(filters.q) && gridZoom <= NAME_GRAM_CACHE_LEVEL ? NAME_GRAM_CACHE_LEVEL : undefined;
  }
  const type = filters.altarType;
  const known = type === undefined || type === 'Other' || KNOWN_ALTAR_TYPES.includes(type);
  return known ? cachedLevelFor(gridZoom) : undefined;
}

/** Everything reading a viewport needs, decided before any statement runs. */
export interface ViewportPlan {
  /** The grid the clusters are counted on (coarser than the zoom's when the box would hold too many cells). */
  grid: ViewportGrid;
  /** The stored level whose cached cells answer the filters, or undefined when cells are counted live. */
  level: number | undefined;
  /** The box's longitude spans: two across the antimeridian. */
  spans: Array<[number, number]>;
  /** A street view (ALTARS_MIN_ZOOM and closer) lists the altars themselves while they are few enough. */
  listsAltars: boolean;
  /**
   * For a street view answered from cached cells: the cells wholly inside the box, whose altars are surely in
   * it, to tell from the cache alone that the box holds more than MAX_VIEWPORT_FEATURES.
   */
  insideCells: { xRanges: CellRange[]; yRange: CellRange } | undefined;
}

/** The plan of a viewport: which grid, which cache level, whether to list altars, and what counts as inside. */
export function planViewport(box: BoundingBox, zoom: number, filters: AltarFilters): ViewportPlan {
  const grid = viewportGrid(box, zoom);
  const level = cachedLevelAnswering(grid.gridZoom, filters);
  const listsAltars = zoom >= ALTARS_MIN_ZOOM;
  return {
    grid,
    level,
    spans: longitudeSpans(box),
    listsAltars,
    insideCells: listsAltars && level !== undefined ? cellsInsideBox(box, level) : undefined,
  };
}

/** Whether a counted cell lies on a grid (the counts may come from a coarser or finer stored level). */
export function isOnGrid(grid: ViewportGrid, cell: { x: number; y: number }): boolean {
  return (
    cell.y >= grid.yRange.from &&
    cell.y <= grid.yRange.to &&
    grid.xRanges.some((range) => cell.x >= range.from && cell.x <= range.to)
  );
}

/** The bounds of a cell, for "zoom into this cluster" (fit the map to them). */
export function cellBounds(x: number, y: number, gridZoom: number): BoundingBox {
  const size = cellSizeDegrees(gridZoom);
  return {
    west: x * size - 180,
    south: Math.max(LATITUDE_RANGE.min, y * size - 90),
    east: Math.min(LONGITUDE_RANGE.max, (x + 1) * size - 180),
    north: Math.min(LATITUDE_RANGE.max, (y + 1) * size - 90),
  };
}

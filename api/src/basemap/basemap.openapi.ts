import { MAP_STYLES } from '@sacred/core/enums';

/**
 * The basemap's routes in the OpenAPI document (they live outside the /api route table: binary tiles,
 * glyphs and styles for MapLibre, see basemap.routes.ts).
 */
type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: object }[];
  responses: Record<string, unknown>;
  'x-access': 'public';
};

const TAG = ['Basemap'];
const PUBLIC = 'Access: public (guests too).';
const error = (code: string) => ({ $ref: `#/components/responses/Error${code}` });
const tileParameters = ['z', 'x', 'y'].map((name) => ({
  name,
  in: 'path' as const,
  required: true,
  description: name === 'z' ? 'zoom, 0 to 30' : `tile ${name}, a whole number below 2^z`,
  schema: { type: 'integer', minimum: 0 },
}));
const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string', format: 'binary' } } },
});
const json = (description: string, schema: object) => ({
  description,
  content: { 'application/json': { schema } },
});
const text = { type: 'string' };

/** The parts of a MapLibre style (version 8) a client reads; the style specification has the rest. */
const styleSchema = {
  type: 'object',
  required: ['version', 'sources', 'layers'],
  properties: {
    version: { const: 8 },
    name: text,
    sources: {
      type: 'object',
      additionalProperties: { type: 'object', required: ['type'], properties: { type: text } },
    },
    glyphs: text,
    sprite: text,
    layers: {
      type: 'array',
      items: { type: 'object', required: ['id', 'type'], properties: { id: text, type: text } },
    },
  },
};

const styleChoicesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['style', 'available'],
    properties: {
      style: { type: 'string', enum: [...MAP_STYLES] },
      available: { type: 'boolean' },
      reason: { ...text, description: 'Why the style cannot be drawn here (only when it is not available)' },
    },
  },
};

/** TileJSON 3.0.0, with the tile template on this origin. */
const tileJsonSchema = {
  type: 'object',
  required: ['tilejson', 'tiles'],
  properties: {
    tilejson: text,
    tiles: { type: 'array', items: text, minItems: 1 },
    minzoom: { type: 'integer' },
    maxzoom: { type: 'integer' },
    bounds: { type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4 },
    vector_layers: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: text } } },
  },
};

function operation(
  id: string,
  summary: string,
  details: string,
  responses: Record<string, unknown>,
  parameters?: Operation['parameters'],
): Operation {
  return {
    operationId: id,
    summary,
    description: `${details} ${PUBLIC}`,
    tags: TAG,
    ...(parameters ? { parameters } : {}),
    responses,
    'x-access': 'public',
  };
}

export function basemapOperations(): Record<string, Record<'get', Operation>> {
  return {
    '/map/style.json': {
      get: operation(
        'getMapStyle',
        'The MapLibre style of a map style',
        'Sources (tile templates on this origin, or the public service when no archive is configured), glyphs and sprite on this origin. With BASEMAP_STYLE_URL, street answers 302 to the hosted style.',
        {
          '200': json('A MapLibre style (version 8)', styleSchema),
          '302': { description: 'The hosted style' },
          '400': error('400'),
        },
        [
          {
            name: 'style',
            in: 'query',
            required: false,
            description: 'street (default), terrain or satellite',
            schema: { type: 'string', enum: [...MAP_STYLES] },
          },
        ],
      ),
    },
    '/map/styles.json': {
      get: operation(
        'getMapStyles',
        'Which map styles this server can draw',
        'Each style with `available` and, when not, the `reason`.',
        { '200': json('The three styles', styleChoicesSchema) },
      ),
    },
    '/map/fonts/{fontstack}/{range}.pbf': {
      get: operation(
        'getGlyphs',
        'A glyph range of the map font (Noto Sans)',
        'Any font stack is drawn with Noto Sans Regular, or Bold when the stack asks for bold; a range without glyphs answers an empty range.',
        { '200': binary('application/x-protobuf', 'Glyph PBF'), '400': error('400') },
        [
          { name: 'fontstack', in: 'path', required: true, schema: { type: 'string' } },
          {
            name: 'range',
            in: 'path',
            required: true,
            description: '{start}-{start+255}, start a multiple of 256',
            schema: { type: 'string' },
          },
        ],
      ),
    },
    '/map/{sprite}': {
      get: operation(
        'getSprite',
        'The map sprite',
        'sprite.json, sprite.png, sprite@2x.json, sprite@2x.png.',
        { '200': binary('image/png', 'The sprite image or index'), '404': error('404') },
        [
          {
            name: 'sprite',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: ['sprite.json', 'sprite.png', 'sprite@2x.json', 'sprite@2x.png'] },
          },
        ],
      ),
    },
    '/tiles/basemap.json': {
      get: operation(
        'getBasemapTileJson',
        'TileJSON of the vector archive (BASEMAP_PMTILES)',
        'Tile URLs on this origin.',
        { '200': json('TileJSON 3.0.0', tileJsonSchema), '404': error('404') },
      ),
    },
    '/tiles/basemap/{z}/{x}/{y}.mvt': {
      get: operation(
        'getBasemapTile',
        'A vector tile (Protomaps basemap schema)',
        'ETag and `Cache-Control: public, max-age=604800`; If-None-Match answers 304. 204 where the archive has no tile; 404 when no archive is configured.',
        {
          '200': binary('application/vnd.mapbox-vector-tile', 'Mapbox Vector Tile'),
          '204': { description: 'No tile there' },
          '304': { description: 'Not modified' },
          '400': error('400'),
          '404': error('404'),
        },
        tileParameters,
      ),
    },
    '/tiles/basemap.pmtiles': {
      get: operation(
        'getBasemapArchive',
        'The vector archive itself, by byte ranges',
        'When BASEMAP_PMTILES is a local file: Range requests answer 206; ETag and Last-Modified revalidate.',
        {
          '200': binary('application/octet-stream', 'The archive'),
          '206': binary('application/octet-stream', 'A byte range'),
          '304': { description: 'Not modified' },
          '404': error('404'),
        },
      ),
    },
    '/tiles/terrain.json': {
      get: operation(
        'getTerrainTileJson',
        'TileJSON of the elevation archive (BASEMAP_TERRAIN_PMTILES)',
        'Tile URLs on this origin.',
        { '200': json('TileJSON 3.0.0', tileJsonSchema), '404': error('404') },
      ),
    },
    '/tiles/terrain/{z}/{x}/{y}.png': {
      get: operation(
        'getTerrainTile',
        'An elevation tile (terrarium encoding; .webp when the archive holds WebP)',
        'ETag and long caching as the vector tiles; 404 where the archive has no tile.',
        {
          '200': binary('image/png', 'Terrarium-encoded elevation'),
          '304': { description: 'Not modified' },
          '400': error('400'),
          '404': error('404'),
        },
        tileParameters,
      ),
    },
    '/tiles/contours/{z}/{x}/{y}.mvt': {
      get: operation(
        'getContourTile',
        'Contour lines traced from the elevation archive (BASEMAP_TERRAIN_PMTILES)',
        "A vector tile with layer `contours`: lines with `ele` (metres) and `major` (every fifth line); 10 m apart from zoom 13, wider below. At the elevation archive's zooms. ETag and long caching as the vector tiles; 204 where the archive has no elevation; 404 when none is configured.",
        {
          '200': binary('application/vnd.mapbox-vector-tile', 'Mapbox Vector Tile'),
          '204': { description: 'No contour there' },
          '304': { description: 'Not modified' },
          '400': error('400'),
          '404': error('404'),
        },
        tileParameters,
      ),
    },
  };
}

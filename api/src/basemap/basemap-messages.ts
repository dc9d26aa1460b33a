import { MAP_STYLES } from '@sacred/core/enums';

/** The archives a server may be given: the vector basemap and the terrarium elevation. */
export type TileArchiveName = 'basemap' | 'terrain';

/** 400 and 404 messages for map styles, tile addresses, glyph ranges and sprites. */
export const BASEMAP_MESSAGES = {
  badTile: 'A tile address is /{z}/{x}/{y} with whole numbers, z from 0 to 30 and x and y below 2^z.',
  badExtension: (expected: string) => `This archive serves .${expected} tiles.`,
  noArchive: (name: TileArchiveName) =>
    `No ${name === 'basemap' ? 'BASEMAP_PMTILES' : 'BASEMAP_TERRAIN_PMTILES'} archive is configured on this server.`,
  unknownStyle: `style must be one of ${MAP_STYLES.join(', ')}.`,
  badGlyphRange: 'A glyph range is {start}-{end}.pbf with start a multiple of 256 and end = start + 255.',
  unknownSprite: 'There is no such sprite file.',
} as const;

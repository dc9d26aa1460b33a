import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BASEMAP_FONT, BASEMAP_FONT_BOLD } from '@sacred/core/basemap';
import { NotFoundError, ValidationError } from '../platform/errors';
import { BASEMAP_MESSAGES } from './basemap-messages';
import { emptyGlyphRange } from './glyph-pbf';

/** The generated glyph ranges and sprite (scripts/build-basemap-assets.mjs), served from our origin. */
export const BASEMAP_ASSETS_DIR = fileURLToPath(new URL('../../assets/basemap/', import.meta.url));

/** The map's labels and icons: glyph ranges of the app's font and the sprite, from the generated assets. */
export class MapAssets {
  /**
   * A glyph range of the app's font. Any requested font stack is drawn with our font (bold when the
   * stack asks for bold), so a hosted style's labels still show; a range the font does not cover is
   * answered empty.
   */
  async glyphs(fontstack: string, range: string): Promise<Uint8Array> {
    const match = /^(\d{1,5})-(\d{1,5})$/.exec(range);
    const start = Number(match?.[1]);
    const end = Number(match?.[2]);
    if (!match || start % 256 !== 0 || end !== start + 255 || end > 65535)
      throw new ValidationError(BASEMAP_MESSAGES.badGlyphRange, { range: BASEMAP_MESSAGES.badGlyphRange });
    const font = /bold|semibold|black|heavy/i.test(fontstack) ? BASEMAP_FONT_BOLD : BASEMAP_FONT;
    try {
      return await readFile(`${BASEMAP_ASSETS_DIR}fonts/${font}/${range}.pbf`);
    } catch {
      return emptyGlyphRange(font, range);
    }
  }

  async sprite(file: string): Promise<{ data: Buffer; contentType: string }> {
    const match = /^sprite(@2x)?\.(json|png)$/.exec(file);
    if (!match) throw new NotFoundError(BASEMAP_MESSAGES.unknownSprite);
    const data = await readFile(`${BASEMAP_ASSETS_DIR}${file}`);
    return { data, contentType: match[2] === 'json' ? 'application/json' : 'image/png' };
  }
}

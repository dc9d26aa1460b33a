/**
 * Builds the basemap's glyph ranges and sprite into api/assets/basemap/ (committed; run again only to
 * change the font or the icons): `npx tsx api/src/basemap/build-assets.ts`.
 *
 * Glyphs: Noto Sans Regular and Bold (SIL Open Font License 1.1, from the @fontsource/noto-sans
 * package) as signed distance fields in MapLibre's glyph PBF format: each glyph is drawn by sharp from
 * its outline, then turned into distances with a Euclidean distance transform (Felzenszwalb and
 * Huttenlocher), as TinySDF does in the browser.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BASEMAP_FONT, BASEMAP_FONT_BOLD, BASEMAP_PALETTE } from '@sacred/core/basemap';
import opentype, { type Font } from 'opentype.js';
import sharp from 'sharp';
import { BASEMAP_ASSETS_DIR } from './map-assets';
import { encodeGlyphRange, GLYPH_BUFFER, GLYPH_SIZE, type SdfGlyph } from './glyph-pbf';

const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];
const SDF_RADIUS = 8;
const SDF_CUTOFF = 0.25;
const INF = 1e20;

const require = createRequire(import.meta.url);

async function loadFonts(weight: 400 | 700): Promise<Font[]> {
  return Promise.all(
    SUBSETS.map(async (subset) => {
      const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);
      const bytes = await readFile(file);
      return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    }),
  );
}

/** One dimension of the distance transform: lower envelope of parabolas over `grid[offset + i*stride]`. */
function edt1d(grid: Float64Array, offset: number, stride: number, length: number): void {
  const f = new Float64Array(length);
  const v = new Uint16Array(length);
  const z = new Float64Array(length + 1);
  for (let i = 0; i < length; i++) f[i] = grid[offset + i * stride] ?? INF;
  let k = 0;
  v[0] = 0;
  z[0] = -INF;
  z[1] = INF;
  for (let q = 1; q < length; q++) {
    let s: number;
    do {
      const r = v[k] ?? 0;
      s = ((f[q] ?? 0) - (f[r] ?? 0) + q * q - r * r) / (q - r) / 2;
    } while (s <= (z[k] ?? 0) && --k > -1);
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = INF;
  }
  k = 0;
  for (let q = 0; q < length; q++) {
    while ((z[k + 1] ?? INF) < q) k++;
    const r = v[k] ?? 0;
    grid[offset + q * stride] = (q - r) * (q - r) + (f[r] ?? 0);
  }
}

function edt(grid: Float64Array, width: number, height: number): void {
  for (let x = 0; x < width; x++) edt1d(grid, x, width, height);
  for (let y = 0; y < height; y++) edt1d(grid, y * width, 1, width);
}

/** Coverage (0..1 per pixel) to signed distance bytes: 192 on the outline, more inside. */
function toSdf(alpha: Uint8Array, width: number, height: number): Uint8Array {
  const outer = new Float64Array(width * height);
  const inner = new Float64Array(width * height);
  for (let i = 0; i < alpha.length; i++) {
    const coverage = (alpha[i] ?? 0) / 255;
    if (coverage >= 1) {
      outer[i] = 0;
      inner[i] = INF;
    } else if (coverage <= 0) {
      outer[i] = INF;
      inner[i] = 0;
    } else {
      const d = 0.5 - coverage;
      outer[i] = d > 0 ? d * d : 0;
      inner[i] = d < 0 ? d * d : 0;
    }
  }
  edt(outer, width, height);
  edt(inner, width, height);
  const sdf = new Uint8Array(width * height);
  for (let i = 0; i < sdf.length; i++) {
    const distance = Math.sqrt(outer[i] ?? 0) - Math.sqrt(inner[i] ?? 0);
    sdf[i] = Math.max(0, Math.min(255, Math.round(255 - 255 * (distance / SDF_RADIUS + SDF_CUTOFF))));
  }
  return sdf;
}

async function renderGlyph(font: Font, codepoint: number): Promise<SdfGlyph> {
  const glyph = font.charToGlyph(String.fromCodePoint(codepoint));
  const scale = GLYPH_SIZE / font.unitsPerEm;
  const advance = Math.round((glyph.advanceWidth ?? 0) * scale);
  const outline = glyph.getPath(0, 0, GLYPH_SIZE);
  const box = outline.getBoundingBox();
  const ascender = Math.round(font.ascender * scale);
  if (!(box.x2 > box.x1 && box.y2 > box.y1))
    return { id: codepoint, bitmap: new Uint8Array(), width: 0, height: 0, left: 0, top: -ascender, advance };
  const left = Math.floor(box.x1);
  const above = Math.ceil(-box.y1);
  const width = Math.ceil(box.x2) - left;
  const height = above + Math.ceil(box.y2);
  const fullWidth = width + 2 * GLYPH_BUFFER;
  const fullHeight = height + 2 * GLYPH_BUFFER;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${fullWidth}" height="${fullHeight}"><path transform="translate(${GLYPH_BUFFER - left} ${GLYPH_BUFFER + above})" d="${outline.toPathData({ decimalPlaces: 3, flipY: false })}" fill="#000"/></svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    id: codepoint,
    bitmap: toSdf(new Uint8Array(data), fullWidth, fullHeight),
    width,
    height,
    left,
    top: above - ascender,
    advance,
  };
}

async function buildFont(name: string, fonts: Font[]): Promise<number> {
  const folder = path.join(BASEMAP_ASSETS_DIR, 'fonts', name);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  // Each code point from the first subset that has it.
  const owner = new Map<number, Font>();
  for (const font of fonts)
    for (const key of Object.keys(font.tables.cmap.glyphIndexMap)) {
      const codepoint = Number(key);
      if (codepoint <= 0xffff && !owner.has(codepoint)) owner.set(codepoint, font);
    }
  const ranges = new Map<number, number[]>();
  for (const codepoint of [...owner.keys()].sort((a, b) => a - b)) {
    const start = codepoint - (codepoint % 256);
    ranges.set(start, [...(ranges.get(start) ?? []), codepoint]);
  }
  for (const [start, codepoints] of ranges) {
    const range = `${start}-${start + 255}`;
    const glyphs: SdfGlyph[] = [];
    for (const codepoint of codepoints) glyphs.push(await renderGlyph(owner.get(codepoint) as Font, codepoint));
    await writeFile(path.join(folder, `${range}.pbf`), encodeGlyphRange(name, range, glyphs));
  }
  return owner.size;
}

/** The sprite: a peak triangle, at 1x and 2x. */
async function buildSprite(): Promise<void> {
  for (const ratio of [1, 2]) {
    const size = 12 * ratio;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 12 12"><path d="M6 1 L11 11 L1 11 Z" fill="${BASEMAP_PALETTE.peakLabel}" stroke="${BASEMAP_PALETTE.labelHalo}" stroke-width="1"/></svg>`;
    const suffix = ratio === 1 ? '' : '@2x';
    await sharp(Buffer.from(svg))
      .png()
      .toFile(path.join(BASEMAP_ASSETS_DIR, `sprite${suffix}.png`));
    const index = { peak: { x: 0, y: 0, width: size, height: size, pixelRatio: ratio } };
    await writeFile(path.join(BASEMAP_ASSETS_DIR, `sprite${suffix}.json`), `${JSON.stringify(index)}\n`);
  }
}

await mkdir(BASEMAP_ASSETS_DIR, { recursive: true });
const regular = await buildFont(BASEMAP_FONT, await loadFonts(400));
const bold = await buildFont(BASEMAP_FONT_BOLD, await loadFonts(700));
await buildSprite();
console.log(`glyphs: ${regular} regular, ${bold} bold; sprite written to ${BASEMAP_ASSETS_DIR}`);

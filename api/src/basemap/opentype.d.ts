/** The small part of opentype.js (2.x ships no types) that build-assets.ts uses. */
declare module 'opentype.js' {
  export interface BoundingBox {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }
  export interface Path {
    getBoundingBox(): BoundingBox;
    toPathData(options?: { decimalPlaces?: number; flipY?: boolean }): string;
  }
  export interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    charToGlyph(character: string): Glyph;
    tables: { cmap: { glyphIndexMap: Record<string, number> } };
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}

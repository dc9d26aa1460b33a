/**
 * Glyph ranges in the protobuf format MapLibre reads (`glyphs.proto` of the Mapbox/MapLibre glyph
 * spec): glyphs { repeated fontstack stacks = 1 }, fontstack { name = 1, range = 2, repeated glyph = 3 },
 * glyph { id = 1, bitmap = 2, width = 3, height = 4, left = 5 (sint32), top = 6 (sint32), advance = 7 }.
 * A small writer of our own: only varints, zigzag and length-delimited fields are needed.
 */
export interface SdfGlyph {
  id: number;
  /** (width + 2 * GLYPH_BUFFER) * (height + 2 * GLYPH_BUFFER) signed-distance bytes; empty for a space. */
  bitmap: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

/** The glyph spec's fixed sizes: 24 px glyphs with a 3 px border. */
export const GLYPH_SIZE = 24;
export const GLYPH_BUFFER = 3;

class ProtobufWriter {
  private readonly bytes: number[] = [];

  varint(value: number): this {
    let rest = value;
    while (rest > 0x7f) {
      this.bytes.push((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 128);
    }
    this.bytes.push(rest);
    return this;
  }

  uint(field: number, value: number): this {
    return this.varint(field * 8).varint(value);
  }

  sint(field: number, value: number): this {
    return this.uint(field, value >= 0 ? value * 2 : -value * 2 - 1);
  }

  bytesField(field: number, data: Uint8Array): this {
    this.varint(field * 8 + 2).varint(data.length);
    for (const byte of data) this.bytes.push(byte);
    return this;
  }

  string(field: number, text: string): this {
    return this.bytesField(field, new TextEncoder().encode(text));
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

function encodeGlyph(glyph: SdfGlyph): Uint8Array {
  const writer = new ProtobufWriter().uint(1, glyph.id);
  if (glyph.bitmap.length > 0) writer.bytesField(2, glyph.bitmap);
  return writer
    .uint(3, glyph.width)
    .uint(4, glyph.height)
    .sint(5, glyph.left)
    .sint(6, glyph.top)
    .uint(7, glyph.advance)
    .finish();
}

export function encodeGlyphRange(fontName: string, range: string, glyphs: readonly SdfGlyph[]): Uint8Array {
  const stack = new ProtobufWriter().string(1, fontName).string(2, range);
  for (const glyph of glyphs) stack.bytesField(3, encodeGlyph(glyph));
  return new ProtobufWriter().bytesField(1, stack.finish()).finish();
}

/** A range the font has no glyphs in: a valid answer, so MapLibre does not log an error per label. */
export function emptyGlyphRange(fontName: string, range: string): Uint8Array {
  return encodeGlyphRange(fontName, range, []);
}

export type Rgba = [number, number, number, number];

/** '#rrggbb' to the [r, g, b, a] arrays deck.gl layers take. */
export function hexToRgba(hex: string, alpha = 255): Rgba {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [, r = '0', g = '0', b = '0'] = match;
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16), alpha];
}

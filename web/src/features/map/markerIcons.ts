import type { AltarBadges } from './markerStyle';
import { BADGE_COLORS } from './markerStyle';

/**
 * Marker images for MapLibre's symbol layers: each icon is a short list of shapes on a 32 x 32 grid,
 * drawn once on a canvas at twice the size (sharp on high-density screens) and added to the map as an
 * image with a pixel ratio of 2, so it shows at 32 x 32 CSS pixels with its anchor at the bottom centre
 * (16,32 in marker pixels). The same shapes also print as SVG (tests, anything that wants a picture).
 * No network, no sprite sheet, and no glyphs: the cluster counts are images too.
 */

export const MARKER_SIZE = 32;
/** Device pixels per marker pixel in the images given to the map. */
export const ICON_PIXEL_RATIO = 2;

type Shape =
  | { kind: 'path'; d: string; fill: string; stroke?: string; width?: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; fill: string; stroke?: string; width?: number }
  | { kind: 'check'; d: string; stroke: string; width: number };

export interface MarkerIcon {
  /** The image's name in the map style. */
  id: string;
  /** Marker pixels (the icon is drawn at ICON_PIXEL_RATIO times this). */
  width: number;
  height: number;
  /** The point that sits on the marker's position, in marker pixels: the bottom centre. */
  anchorX: number;
  anchorY: number;
  shapes: readonly Shape[];
}

const OUTLINE = '#07110b';
const SELECTED_OUTLINE = '#ffffff';

// A few dozen distinct icons serve thousands of markers: build each once.
const cache = new Map<string, MarkerIcon>();

function icon(id: string, shapes: () => Shape[]): MarkerIcon {
  let made = cache.get(id);
  if (!made) {
    made = {
      id,
      width: MARKER_SIZE,
      height: MARKER_SIZE,
      anchorX: MARKER_SIZE / 2,
      anchorY: MARKER_SIZE,
      shapes: shapes(),
    };
    cache.set(id, made);
  }
  return made;
}

const dot = (cx: number, cy: number, r: number, fill: string, width: number): Shape => ({
  kind: 'ellipse',
  cx,
  cy,
  rx: r,
  ry: r,
  fill,
  stroke: OUTLINE,
  width,
});

/** An icon built before under this name (the map asks for images by name). */
export const knownIcon = (id: string): MarkerIcon | undefined => cache.get(id);

/** A teardrop pin with a small cairn, red and yellow badge dots, and a white ring when selected. */
export function altarIcon(color: string, badges: AltarBadges, selected: boolean): MarkerIcon {
  const key = `${color}-${badges.recent ? 'r' : ''}${badges.popular ? 'y' : ''}${selected ? 's' : ''}`;
  return icon(`altar-${key}`, () => {
    const shapes: Shape[] = [
      {
        kind: 'path',
        d: 'M16 31C16 31 5 20 5 12.5a11 11 0 0 1 22 0C27 20 16 31 16 31Z',
        fill: color,
        stroke: selected ? SELECTED_OUTLINE : OUTLINE,
        width: selected ? 2.4 : 1.4,
      },
      { kind: 'ellipse', cx: 16, cy: 16.6, rx: 5.2, ry: 1.9, fill: OUTLINE },
      { kind: 'ellipse', cx: 16, cy: 12.9, rx: 3.9, ry: 1.7, fill: OUTLINE },
      { kind: 'ellipse', cx: 16, cy: 9.6, rx: 2.6, ry: 1.5, fill: OUTLINE },
    ];
    if (badges.popular) shapes.push(dot(5.5, 5.5, 4.3, BADGE_COLORS.popular, 1.2));
    if (badges.recent) shapes.push(dot(26.5, 5.5, 4.3, BADGE_COLORS.recent, 1.2));
    if (selected) {
      shapes.push(dot(16, 26.5, 4.6, SELECTED_OUTLINE, 1), {
        kind: 'check',
        d: 'M13.8 26.6l1.6 1.6 3-3.2',
        stroke: OUTLINE,
        width: 1.5,
      });
    }
    return shapes;
  });
}

/** A square-headed pin with a flag: a route's start, told apart from the altars' teardrops. */
export function pilgrimageIcon(color: string): MarkerIcon {
  return icon(`pilgrimage-${color}`, () => [
    {
      kind: 'path',
      d: 'M16 31l-4.6-8H7a3.5 3.5 0 0 1-3.5-3.5v-13A3.5 3.5 0 0 1 7 3h18a3.5 3.5 0 0 1 3.5 3.5v13A3.5 3.5 0 0 1 25 23h-4.4Z',
      fill: color,
      stroke: OUTLINE,
      width: 1.4,
    },
    { kind: 'check', d: 'M12 7.5v11', stroke: OUTLINE, width: 1.8 },
    { kind: 'path', d: 'M12.6 7.8 21.5 10.6 12.6 13.4Z', fill: OUTLINE },
  ]);
}

/** The icon as an SVG document, drawn at the size the map's image has. */
export function iconSvg(marker: MarkerIcon): string {
  const body = marker.shapes
    .map((shape) => {
      const stroke = 'stroke' in shape && shape.stroke ? ` stroke="${shape.stroke}" stroke-width="${shape.width}"` : '';
      switch (shape.kind) {
        case 'path':
          return `<path d="${shape.d}" fill="${shape.fill}"${stroke}/>`;
        case 'ellipse':
          return `<ellipse cx="${shape.cx}" cy="${shape.cy}" rx="${shape.rx}" ry="${shape.ry}" fill="${shape.fill}"${stroke}/>`;
        case 'check':
          return `<path d="${shape.d}" fill="none"${stroke} stroke-linecap="round" stroke-linejoin="round"/>`;
      }
    })
    .join('');
  const [width, height] = [marker.width * ICON_PIXEL_RATIO, marker.height * ICON_PIXEL_RATIO];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${marker.width} ${marker.height}">${body}</svg>`;
}

function newContext(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas for the map markers');
  return context;
}

/** Paints an icon's shapes in marker pixels at the context's current transform. */
function paintShapes(context: CanvasRenderingContext2D, shapes: readonly Shape[]): void {
  for (const shape of shapes) {
    const path = new Path2D();
    if (shape.kind === 'ellipse') path.ellipse(shape.cx, shape.cy, shape.rx, shape.ry, 0, 0, Math.PI * 2);
    else path.addPath(new Path2D(shape.d));
    if (shape.kind !== 'check') {
      context.fillStyle = shape.fill;
      context.fill(path);
    }
    if (shape.stroke && shape.width) {
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.strokeStyle = shape.stroke;
      context.lineWidth = shape.width;
      context.stroke(path);
    }
  }
}

/** The icon's pixels, drawn synchronously (MapLibre takes a missing image only while it asks for it). */
export function drawIcon(marker: MarkerIcon): ImageData {
  const context = newContext(marker.width * ICON_PIXEL_RATIO, marker.height * ICON_PIXEL_RATIO);
  context.scale(ICON_PIXEL_RATIO, ICON_PIXEL_RATIO);
  paintShapes(context, marker.shapes);
  return context.getImageData(0, 0, context.canvas.width, context.canvas.height);
}

/** Paints the icon on a canvas with its anchor on (x, y), in the context's CSS pixels. */
export function paintIconAt(context: CanvasRenderingContext2D, marker: MarkerIcon, x: number, y: number): void {
  context.save();
  context.translate(x - marker.anchorX, y - marker.anchorY);
  paintShapes(context, marker.shapes);
  context.restore();
}

/** The image name of a cluster's count label. */
export const clusterCountIconId = (label: string): string => `count-${label}`;

const COUNT_FONT_PIXELS = 13;
const countFont = (scale: number) =>
  `700 ${COUNT_FONT_PIXELS * scale}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

/** A cluster's count (clusterLabel) as an image: bold 13 px text from a local font, no glyph downloads. */
export function drawCount(label: string, color: string): ImageData {
  const font = countFont(ICON_PIXEL_RATIO);
  const measure = newContext(1, 1);
  measure.font = font;
  const width = Math.ceil(measure.measureText(label).width) + 2 * ICON_PIXEL_RATIO;
  const height = 16 * ICON_PIXEL_RATIO;
  const context = newContext(width, height);
  paintCountAt(context, label, color, width / 2, height / 2, ICON_PIXEL_RATIO);
  return context.getImageData(0, 0, width, height);
}

/** Paints a cluster's count centred on (x, y) as drawCount draws it, `scale` canvas pixels to a CSS pixel. */
export function paintCountAt(
  context: CanvasRenderingContext2D,
  label: string,
  color: string,
  x: number,
  y: number,
  scale = 1,
): void {
  context.font = countFont(scale);
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, x, y + scale / 2);
}

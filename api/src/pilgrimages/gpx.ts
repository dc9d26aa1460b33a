import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { isLatitude, isLongitude, type LatLng } from '@sacred/core/geo';
import { GPX_LIMITS, GPX_MESSAGES, routePoints } from '@sacred/core/pilgrimages';

/**
 * GPX 1.0/1.1, the server's own: read with saxes (a maintained, strict XML parser: a `>` inside an
 * attribute is fine, a bare `&` is not) behind our limits: no DOCTYPE or entity declarations (no XXE,
 * no entity expansion), at most GPX_LIMITS bytes, depth, points and waypoints; and written by hand.
 */
export class GpxError extends Error {}

export interface GpxPoint {
  latitude: number;
  longitude: number;
  name?: string;
  description?: string;
  type?: string;
}

export interface ParsedGpx {
  name?: string;
  description?: string;
  /** Track points of every track segment, in order. */
  track: GpxPoint[];
  /** Route points of every route, in order. */
  route: GpxPoint[];
  waypoints: GpxPoint[];
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function pointOf(attributes: Record<string, string>): GpxPoint {
  const latText = attributes.lat?.trim() ?? '';
  const lonText = attributes.lon?.trim() ?? '';
  const latitude = latText === '' ? NaN : Number(latText);
  const longitude = lonText === '' ? NaN : Number(lonText);
  if (!isLatitude(latitude) || !isLongitude(longitude)) throw new GpxError(GPX_MESSAGES.badPoint);
  return { latitude, longitude };
}

const POINT_ELEMENTS = new Set(['wpt', 'rtept', 'trkpt']);
const TEXT_ELEMENTS = new Set(['name', 'desc', 'type']);

/** Reads GPX text; throws GpxError with a clear message on anything malformed, hostile or too big. */
export function parseGpx(input: string): ParsedGpx {
  let text = input;
  if (text.length > GPX_LIMITS.maxBytes) throw new GpxError(GPX_MESSAGES.tooLarge);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') throw new GpxError(GPX_MESSAGES.empty);
  // Refused before parsing, whatever the parser would make of them.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new GpxError(GPX_MESSAGES.doctype);

  const result: ParsedGpx = { track: [], route: [], waypoints: [] };
  const stack: string[] = [];
  let point: GpxPoint | undefined;
  let textBuffer = '';
  let sawRoot = false;
  let points = 0;

  const keep = (kept: GpxPoint, local: string) => {
    if (local === 'wpt') {
      if (result.waypoints.length >= GPX_LIMITS.maxWaypoints) throw new GpxError(GPX_MESSAGES.tooManyWaypoints);
      result.waypoints.push(kept);
    } else if (local === 'rtept') result.route.push(kept);
    else result.track.push(kept);
  };

  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('error', () => {
    throw new GpxError(GPX_MESSAGES.malformed);
  });
  parser.on('doctype', () => {
    throw new GpxError(GPX_MESSAGES.doctype);
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const local = localName(tag.name);
    if (!sawRoot) {
      if (local !== 'gpx') throw new GpxError(GPX_MESSAGES.notGpx);
      sawRoot = true;
    }
    if (stack.length >= GPX_LIMITS.maxDepth) throw new GpxError(GPX_MESSAGES.tooDeep);
    textBuffer = '';
    if (POINT_ELEMENTS.has(local)) {
      if (point) throw new GpxError(GPX_MESSAGES.malformed);
      points += 1;
      if (points > GPX_LIMITS.maxPoints) throw new GpxError(GPX_MESSAGES.tooManyPoints);
      point = pointOf(tag.attributes);
    }
    stack.push(tag.name);
  });
  const appendText = (chunk: string) => {
    if (stack.length > 0 && textBuffer.length < GPX_LIMITS.maxText * 4) textBuffer += chunk;
  };
  parser.on('text', appendText);
  parser.on('cdata', appendText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    stack.pop();
    const local = localName(tag.name);
    const parent = stack.length > 0 ? localName(stack[stack.length - 1]!) : undefined;
    if (TEXT_ELEMENTS.has(local)) {
      const value = textBuffer.trim().slice(0, GPX_LIMITS.maxText);
      if (point && parent && POINT_ELEMENTS.has(parent)) {
        if (local === 'name') point.name = value;
        else if (local === 'desc') point.description = value;
        else point.type = value;
      } else if (
        local !== 'type' &&
        (parent === 'metadata' || parent === 'gpx' || parent === 'trk' || parent === 'rte')
      ) {
        if (local === 'name') result.name ??= value;
        else result.description ??= value;
      }
    }
    if (POINT_ELEMENTS.has(local) && point) {
      keep(point, local);
      point = undefined;
    }
    textBuffer = '';
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof GpxError) throw error;
    throw new GpxError(GPX_MESSAGES.malformed);
  }
  if (!sawRoot) throw new GpxError(GPX_MESSAGES.notGpx);
  if (result.track.length === 0 && result.route.length === 0 && result.waypoints.length === 0) {
    throw new GpxError(GPX_MESSAGES.nothing);
  }
  return result;
}

/** The path a GPX describes: its track when it has one (2+ points), else its route. */
export function gpxPath(gpx: ParsedGpx): GpxPoint[] {
  return gpx.track.length >= 2 ? gpx.track : gpx.route.length > 0 ? gpx.route : gpx.track;
}

// ---- Writing ----

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Characters XML 1.0 does not allow, even escaped.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (text: string): string =>
  text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export interface GpxExportSite {
  name: string;
  latitude: number;
  longitude: number;
  altarType?: string | null;
  description?: string | null;
}

export interface GpxExport {
  name: string;
  description?: string | null;
  start: (LatLng & { name: string }) | null;
  end: (LatLng & { name: string }) | null;
  sites: readonly GpxExportSite[];
  link?: string;
}

const coordinateText = (value: number) => String(Math.round(value * 1e7) / 1e7);

function pointXml(element: string, point: LatLng, children: Array<[string, string | null | undefined]>): string {
  const inner = children
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  const attributes = `lat="${coordinateText(point.latitude)}" lon="${coordinateText(point.longitude)}"`;
  return inner ? `<${element} ${attributes}>${inner}</${element}>` : `<${element} ${attributes}/>`;
}

/**
 * GPX 1.1 of a pilgrimage: the sites as waypoints (in order), the route start -> sites -> end as a
 * route (named points) and as a track, so both kinds of devices can follow it.
 */
export function buildGpx(pilgrimage: GpxExport): string {
  const path = routePoints(pilgrimage.start, pilgrimage.sites, pilgrimage.end);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Sacred Spaces" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata>',
    `    <name>${escapeXml(pilgrimage.name)}</name>`,
    ...(pilgrimage.description ? [`    <desc>${escapeXml(pilgrimage.description)}</desc>`] : []),
    ...(pilgrimage.link ? [`    <link href="${escapeXml(pilgrimage.link)}"><text>Sacred Spaces</text></link>`] : []),
    '  </metadata>',
    ...pilgrimage.sites.map(
      (site) =>
        `  ${pointXml('wpt', site, [
          ['name', site.name],
          ['desc', site.description],
          ['type', site.altarType],
        ])}`,
    ),
  ];
  if (path.length > 0) {
    const named = [
      ...(pilgrimage.start ? [{ point: pilgrimage.start, name: pilgrimage.start.name }] : []),
      ...pilgrimage.sites.map((site) => ({ point: site as LatLng, name: site.name })),
      ...(pilgrimage.end ? [{ point: pilgrimage.end, name: pilgrimage.end.name }] : []),
    ];
    lines.push(
      '  <rte>',
      `    <name>${escapeXml(pilgrimage.name)}</name>`,
      ...named.map(({ point, name }) => `    ${pointXml('rtept', point, [['name', name]])}`),
      '  </rte>',
      '  <trk>',
      `    <name>${escapeXml(pilgrimage.name)}</name>`,
      '    <trkseg>',
      ...path.map((point) => `      ${pointXml('trkpt', point, [])}`),
      '    </trkseg>',
      '  </trk>',
    );
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}

/** GPX 1.1 of a recorded track: one segment of its fixes with their time and, when known, elevation. */
export function buildTrackGpx(track: {
  name: string;
  points: ReadonlyArray<LatLng & { altitude: number | null; at: Date }>;
}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Sacred Spaces" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata>',
    `    <name>${escapeXml(track.name)}</name>`,
    '  </metadata>',
    '  <trk>',
    `    <name>${escapeXml(track.name)}</name>`,
    '    <trkseg>',
    ...track.points.map(
      (point) =>
        `      ${pointXml('trkpt', point, [
          ['ele', point.altitude === null ? null : String(Math.round(point.altitude * 10) / 10)],
          ['time', point.at.toISOString()],
        ])}`,
    ),
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}

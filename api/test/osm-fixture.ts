import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A small OSM extract the routing tests write for themselves, laid out in metres east and north of an
 * origin: sites A (0, 0) and B (2000, 0) with a lake of radius 300 m centred between them, so the straight
 * line crosses it; the Lakeshore Trail goes round the lake to the north (with steps on its way down), and
 * three shorter ways cross the lake's south side or skirt its north: a private track, a motorway with
 * foot=no and an alpine path (sac_scale demanding_alpine_hiking). Site C (2500, 0) is 500 m beyond the
 * trail's end.
 */
export const FIXTURE_ORIGIN = { latitude: 45.03, longitude: 7.03 };
const METERS_PER_DEGREE = (Math.PI / 180) * 6371000;

export const toLatLng = ([east, north]: [number, number]) => ({
  latitude: FIXTURE_ORIGIN.latitude + north / METERS_PER_DEGREE,
  longitude:
    FIXTURE_ORIGIN.longitude + east / (METERS_PER_DEGREE * Math.cos((FIXTURE_ORIGIN.latitude * Math.PI) / 180)),
});

export const FIXTURE_POINTS = {
  A: [0, 0],
  junctionWest: [500, 0],
  northWest: [700, 600],
  northEast: [1300, 600],
  junctionEast: [1500, 0],
  B: [2000, 0],
  alpine: [1000, 450],
  motorway: [1000, -400],
  track: [1000, -500],
  C: [2500, 0],
  lakeCentre: [1000, 0],
} as const satisfies Record<string, [number, number]>;
export const LAKE_RADIUS_METERS = 300;

/** OSM node ids: the router's vertex ids. */
export const FIXTURE_NODE_IDS = {
  A: 1001,
  junctionWest: 1002,
  junctionEast: 1005,
  B: 1006,
  track: 1009,
  motorway: 1008,
};

/** Shortest walks from A to B (metres): round the lake, and over the alpine path. */
export const LAKESHORE_METERS = 500 + 2 * Math.hypot(200, 600) + 600 + 500;
export const ALPINE_METERS = 500 + 2 * Math.hypot(500, 450) + 500;

export function fixtureOsmXml(): string {
  const nodes: Array<[number, [number, number]]> = [
    [1001, FIXTURE_POINTS.A],
    [1002, FIXTURE_POINTS.junctionWest],
    [1003, FIXTURE_POINTS.northWest],
    [1004, FIXTURE_POINTS.northEast],
    [1005, FIXTURE_POINTS.junctionEast],
    [1006, FIXTURE_POINTS.B],
    [1007, FIXTURE_POINTS.alpine],
    [1008, FIXTURE_POINTS.motorway],
    [1009, FIXTURE_POINTS.track],
  ];
  const lake: number[] = [];
  for (let index = 0; index < 16; index++) {
    const angle = (index / 16) * 2 * Math.PI;
    nodes.push([2000 + index, [1000 + LAKE_RADIUS_METERS * Math.cos(angle), LAKE_RADIUS_METERS * Math.sin(angle)]]);
    lake.push(2000 + index);
  }
  const way = (id: number, refs: number[], tags: Record<string, string>) =>
    `  <way id="${id}" version="1">\n${refs.map((ref) => `    <nd ref="${ref}"/>`).join('\n')}\n${Object.entries(tags)
      .map(([k, v]) => `    <tag k="${k}" v="${v}"/>`)
      .join('\n')}\n  </way>`;
  const corner = (east: number, north: number) => toLatLng([east, north]);
  const south = corner(-1000, -1500);
  const north = corner(3500, 1500);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<osm version="0.6" generator="sacred-spaces tests">',
    `  <bounds minlat="${south.latitude}" minlon="${south.longitude}" maxlat="${north.latitude}" maxlon="${north.longitude}"/>`,
    ...nodes.map(([id, point]) => {
      const { latitude, longitude } = toLatLng(point);
      return `  <node id="${id}" version="1" lat="${latitude.toFixed(7)}" lon="${longitude.toFixed(7)}"/>`;
    }),
    way(1, [1001, 1002, 1003, 1004], { highway: 'path', name: 'Lakeshore Trail', surface: 'gravel' }),
    way(2, [1004, 1005], { highway: 'steps', name: 'Lakeshore Trail' }),
    way(3, [1005, 1006], { highway: 'path', name: 'Lakeshore Trail' }),
    way(4, [1002, 1007, 1005], { highway: 'path', sac_scale: 'demanding_alpine_hiking', trail_visibility: 'bad' }),
    way(5, [1002, 1008, 1005], { highway: 'motorway', foot: 'no', name: 'A99' }),
    way(6, [1002, 1009, 1005], { highway: 'track', access: 'private' }),
    way(7, [...lake, lake[0]!], { natural: 'water', name: 'Still Lake' }),
    '</osm>',
    '',
  ].join('\n');
}

/** Writes the fixture as .osm (and, where osmium-tool is installed, as .osm.pbf too) in a new directory. */
export async function writeOsmFixture(): Promise<{ osm: string; pbf: string | undefined; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sacred-osm-'));
  const osm = path.join(dir, 'lakeside.osm');
  await writeFile(osm, fixtureOsmXml());
  let pbf: string | undefined = path.join(dir, 'lakeside-pbf.osm.pbf');
  try {
    execFileSync('osmium', ['cat', osm, '-o', pbf, '--overwrite'], { stdio: 'ignore' });
  } catch {
    pbf = undefined;
  }
  return { osm, pbf, dir };
}

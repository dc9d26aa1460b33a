import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  buildGpx,
  EMPTY_BROWSE_FILTERS,
  filterPilgrimages,
  foundPilgrimagesLabel,
  GPX_MESSAGES,
  gpxFileName,
  gpxPath,
  GpxError,
  isSetPoint,
  moveItem,
  parseAltarsParam,
  parseGpx,
  pathLengthMeters,
  PILGRIMAGE_MESSAGES,
  pilgrimageCreateSchema,
  preselectedAltarIds,
  toDistanceInput,
} from './pilgrimages';

const valid = {
  name: 'Front Range Stillness Walk',
  description: 'Three quiet altars along the foothills.',
  estimatedDuration: '2-3 days',
  startingPoint: 'Red Rocks',
  endingPoint: 'Golden',
};

async function errorsOf(input: unknown): Promise<Record<string, string>> {
  try {
    await pilgrimageCreateSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path ?? '', issue.message]));
  }
}

describe('create schema (001 section 5)', () => {
  it('names every missing field with the exact message', async () => {
    expect(await errorsOf({ distance: 'abc', description: 'short' })).toEqual({
      name: PILGRIMAGE_MESSAGES.nameRequired,
      description: 'Description must be at least 10 characters',
      distance: 'Distance must be positive',
      estimatedDuration: 'Duration is required',
      startingPoint: 'Starting point is required',
      endingPoint: 'Ending point is required',
    });
  });

  it('applies the defaults and keeps a blank distance for the route to decide', async () => {
    const value = await pilgrimageCreateSchema.validate({ ...valid, distance: '' });
    expect(value).toMatchObject({
      difficulty: 'moderate',
      type: 'sacred_sites',
      altarIds: [],
      bestSeasons: [],
      startingLatitude: 0,
      startingLongitude: 0,
    });
    expect(value.distance).toBeUndefined();
    expect((await pilgrimageCreateSchema.validate({ ...valid, distance: '12.5' })).distance).toBe(12.5);
  });

  it('refuses repeated sites, unknown kinds and coordinates out of range', async () => {
    const errors = await errorsOf({ ...valid, altarIds: [1, 2, 1], type: 'road_trip', startingLatitude: 91 });
    expect(Object.keys(errors).sort()).toEqual(['altarIds', 'startingLatitude', 'type']);
  });

  it('turns non-numeric distance into 0', () => {
    expect(toDistanceInput('abc')).toBe(0);
    expect(toDistanceInput(' 3.2 ')).toBe(3.2);
    expect(toDistanceInput('')).toBeUndefined();
    expect(toDistanceInput(Number.NaN)).toBe(0);
  });

  it('treats 0,0 as an unset point', () => {
    expect(isSetPoint(0, 0)).toBe(false);
    expect(isSetPoint(39.7, -105)).toBe(true);
    expect(isSetPoint(null, -105)).toBe(false);
  });
});

describe('?altars= preselection', () => {
  it('keeps only non-zero whole numbers, each once', () => {
    expect(parseAltarsParam('3,0,abc,-2,7,3,,1.5,12')).toEqual([3, 7, 12]);
    expect(preselectedAltarIds('4,5')).toEqual([]);
    expect(preselectedAltarIds('4,0,5,6')).toEqual([4, 5, 6]);
    expect(preselectedAltarIds(null)).toEqual([]);
  });

  it('moves sites up and down', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
});

describe('browse filters', () => {
  const list = [
    {
      name: 'Road to Chimayó',
      description: 'Holy Week walk',
      type: 'Catholic Pilgrimage',
      startingPoint: 'Santa Fe Plaza',
      endingPoint: 'El Santuario de Chimayó',
      estimatedDuration: '2-3 days',
    },
    {
      name: 'Sedona Loop',
      description: 'Red rock vortex',
      type: 'nature_walk',
      startingPoint: 'Cathedral Rock',
      endingPoint: 'Boynton Canyon',
      estimatedDuration: '1 day',
    },
  ];

  it('matches text, location, type and duration', () => {
    expect(filterPilgrimages(list, { ...EMPTY_BROWSE_FILTERS, search: 'VORTEX' })).toHaveLength(1);
    expect(filterPilgrimages(list, { ...EMPTY_BROWSE_FILTERS, location: 'santa fe' })[0]?.name).toBe('Road to Chimayó');
    expect(filterPilgrimages(list, { ...EMPTY_BROWSE_FILTERS, type: 'nature_walk' })).toHaveLength(1);
    expect(filterPilgrimages(list, { ...EMPTY_BROWSE_FILTERS, duration: '3' })[0]?.name).toBe('Road to Chimayó');
    expect(filterPilgrimages(list, EMPTY_BROWSE_FILTERS)).toHaveLength(2);
  });

  it('counts', () => {
    expect(foundPilgrimagesLabel(1)).toBe('Found 1 sacred pilgrimage');
    expect(foundPilgrimagesLabel(27)).toBe('Found 27 sacred pilgrimages');
  });
});

describe('GPX', () => {
  const exported = {
    name: 'Foothills <Stillness> & Light',
    description: 'A walk "between" altars',
    start: { name: 'Red Rocks', latitude: 39.665, longitude: -105.205 },
    end: { name: 'Golden', latitude: 39.755, longitude: -105.221 },
    sites: [
      { name: 'Cedar Circle', latitude: 39.7, longitude: -105.21, altarType: 'Stone Circle' },
      { name: 'Creek Shrine', latitude: 39.73, longitude: -105.215, altarType: 'Water Altar' },
    ],
  };

  it('round-trips start, end and sites', () => {
    const gpx = parseGpx(buildGpx(exported));
    expect(gpx.name).toBe('Foothills <Stillness> & Light');
    expect(gpx.waypoints.map((point) => [point.name, point.latitude, point.longitude, point.type])).toEqual([
      ['Cedar Circle', 39.7, -105.21, 'Stone Circle'],
      ['Creek Shrine', 39.73, -105.215, 'Water Altar'],
    ]);
    const path = gpxPath(gpx);
    expect(path[0]).toMatchObject({ latitude: 39.665, longitude: -105.205 });
    expect(path.at(-1)).toMatchObject({ latitude: 39.755, longitude: -105.221 });
    expect(gpx.route[0]?.name).toBe('Red Rocks');
    expect(gpx.route.at(-1)?.name).toBe('Golden');
    expect(pathLengthMeters(path)).toBeGreaterThan(10_000);
  });

  const refuses = (text: string, message: string) => {
    expect(() => parseGpx(text)).toThrow(GpxError);
    expect(() => parseGpx(text)).toThrow(message);
  };

  it('refuses entities, DOCTYPEs and other hostile input with clear messages', () => {
    refuses(
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><gpx><wpt lat="1" lon="1"><name>&b;</name></wpt></gpx>',
      GPX_MESSAGES.doctype,
    );
    refuses('<gpx><wpt lat="1" lon="1"><name>&xxe;</name></wpt></gpx>', GPX_MESSAGES.malformed);
    refuses('<gpx><wpt lat="1" lon="1"></gpx>', GPX_MESSAGES.malformed);
    refuses('<kml><Placemark/></kml>', GPX_MESSAGES.notGpx);
    refuses('<gpx><wpt lat="100" lon="1"/></gpx>', GPX_MESSAGES.badPoint);
    refuses('<gpx></gpx>', GPX_MESSAGES.nothing);
    refuses('', GPX_MESSAGES.empty);
    refuses(`<gpx>${'<a>'.repeat(40)}${'</a>'.repeat(40)}</gpx>`, GPX_MESSAGES.tooDeep);
    refuses('<gpx><trk><trkseg><trkpt lat="1" lon="1"/></trkseg></trk></gpx><gpx/>', GPX_MESSAGES.malformed);
    refuses('x'.repeat(6 * 1024 * 1024), GPX_MESSAGES.tooLarge);
  });

  it('reads namespaced, CDATA and numeric-reference content', () => {
    const gpx = parseGpx(
      '\uFEFF<?xml version="1.0"?><g:gpx xmlns:g="http://www.topografix.com/GPX/1/1"><g:wpt lat="1.5" lon=\'2\'><g:name><![CDATA[A & B]]></g:name><g:desc>caf&#233; &#x263A;</g:desc></g:wpt></g:gpx>',
    );
    expect(gpx.waypoints).toEqual([{ latitude: 1.5, longitude: 2, name: 'A & B', description: 'café ☺' }]);
  });

  it('names files safely', () => {
    expect(gpxFileName('Road to Chimayó / Holy Week', 12)).toBe('road-to-chimayo-holy-week-12.gpx');
  });
});

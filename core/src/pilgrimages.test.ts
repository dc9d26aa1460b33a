import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { MAP_PILGRIMAGE_TYPES, PILGRIMAGE_KINDS } from './enums';
import {
  browseTypeOptions,
  distanceInputToMiles,
  distanceInputUnit,
  distanceTooShort,
  durationHours,
  milesToDistanceInput,
  EMPTY_BROWSE_FILTERS,
  sortByDistanceFrom,
  typeFamily,
  filterPilgrimages,
  foundPilgrimagesLabel,
  gpxFileName,
  isSetPoint,
  moveItem,
  parseAltarsParam,
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

describe('create schema', () => {
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

  it('offers the types as a short list of families, each once', () => {
    expect(typeFamily('Historic Catholic')).toBe(typeFamily('Historical Catholic'));
    expect(typeFamily('Catholic Shrine')).toBe('Catholic');
    expect(typeFamily('Native American Historic')).toBe('Native American');
    expect(typeFamily('mountain_trail')).toBe(typeFamily('Mountain Spiritual'));
    const options = browseTypeOptions(
      [...PILGRIMAGE_KINDS, ...MAP_PILGRIMAGE_TYPES, 'Historic Catholic'].map((type) => ({ type })),
    );
    expect(new Set(options).size).toBe(options.length);
    expect(options.length).toBeLessThanOrEqual(8);
    // A family chosen finds every type in it.
    expect(filterPilgrimages(list, { ...EMPTY_BROWSE_FILTERS, type: 'Catholic' })[0]?.name).toBe('Road to Chimayó');
  });

  it('reads durations in hours and filters walks of a few hours', () => {
    expect(durationHours('45 minutes')).toBe(0.75);
    expect(durationHours('2-3 hours')).toBe(3);
    expect(durationHours('1 day')).toBe(24);
    expect(durationHours('half a day')).toBe(12);
    expect(durationHours('a while')).toBeNull();
    const walks = [
      { name: 'Short', type: 'nature_walk', estimatedDuration: '2 hours' },
      { name: 'Long', type: 'nature_walk', estimatedDuration: '2 days' },
    ];
    expect(filterPilgrimages(walks, { ...EMPTY_BROWSE_FILTERS, duration: 'hours:3' }).map((w) => w.name)).toEqual([
      'Short',
    ]);
    expect(filterPilgrimages(walks, { ...EMPTY_BROWSE_FILTERS, duration: 'hours:1' })).toEqual([]);
  });

  it('lists the nearest start first, whatever is featured, and those without a start last', () => {
    const here = { latitude: 40, longitude: -105 };
    const walks = [
      { id: 1, startLatitude: 37.7, startLongitude: -119.5 },
      { id: 2, startLatitude: null, startLongitude: null },
      { id: 3, startingLatitude: 40.01, startingLongitude: -105.01 },
      { id: 4, startLatitude: 39.5, startLongitude: -105 },
    ];
    expect(sortByDistanceFrom(walks, here).map(({ pilgrimage }) => pilgrimage.id)).toEqual([3, 4, 1, 2]);
    expect(sortByDistanceFrom(walks, null).map(({ pilgrimage }) => pilgrimage.id)).toEqual([1, 2, 3, 4]);
    expect(sortByDistanceFrom(walks, here)[0]?.meters).toBeGreaterThan(0);
  });

  it('counts', () => {
    expect(foundPilgrimagesLabel(1)).toBe('Found 1 sacred pilgrimage');
    expect(foundPilgrimagesLabel(27)).toBe('Found 27 sacred pilgrimages');
  });
});

describe('GPX file names', () => {
  it('names files safely', () => {
    expect(gpxFileName('Road to Chimayó / Holy Week', 12)).toBe('road-to-chimayo-holy-week-12.gpx');
  });
});

describe('the create form’s distance in the member’s unit', () => {
  it('asks a metric member in km and sends miles; an imperial member (or a guest) types miles', () => {
    expect(distanceInputUnit('metric')).toBe('km');
    expect(distanceInputUnit('imperial')).toBe('miles');
    expect(distanceInputUnit(null)).toBe('miles');
    expect(distanceInputToMiles('8', 'metric')).toBe(4.97);
    expect(distanceInputToMiles('20.1', 'metric')).toBe(12.49);
    expect(distanceInputToMiles('12.5', 'imperial')).toBe(12.5);
    // Blank is left to the route; junk still becomes 0, refused by the create schema.
    expect(distanceInputToMiles(' ', 'metric')).toBeUndefined();
    expect(distanceInputToMiles('far', 'metric')).toBe(0);
  });

  it('shows miles (a GPX track’s, the route’s) back in the member’s unit', () => {
    expect(milesToDistanceInput(4.97, 'metric')).toBe('8');
    expect(milesToDistanceInput(12.5, 'metric')).toBe('20.1');
    expect(milesToDistanceInput(12.5, 'imperial')).toBe('12.5');
  });

  it('says the smallest distance in km to a metric member, and every km distance it allows is one the server takes', async () => {
    expect(distanceTooShort('imperial')).toEqual({ min: 0.1, message: PILGRIMAGE_MESSAGES.distancePositive });
    expect(distanceTooShort('metric')).toEqual({ min: 0.2, message: 'Distance must be at least 0.2 km' });
    const input = { ...valid, distance: distanceInputToMiles(distanceTooShort('metric').min, 'metric') };
    await expect(pilgrimageCreateSchema.validate(input)).resolves.toMatchObject({ distance: 0.12 });
  });
});

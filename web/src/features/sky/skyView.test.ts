import { describe, expect, it } from 'vitest';
import { formatAzimuth, formatSkyTime, formatSpan, localSky, skyRays } from './skyView';

describe('sky texts', () => {
  it('writes a time in the locale and zone asked for', () => {
    expect(formatSkyTime('2023-03-20T13:34:00Z', 'en-US', 'America/Phoenix')).toBe('6:34 AM MST');
    expect(formatSkyTime('2023-03-20T13:34:00Z', 'en-GB', 'Europe/London')).toBe('13:34 GMT');
    expect(formatSkyTime(null)).toBe('—');
  });

  it('writes an azimuth with its compass point', () => {
    expect(formatAzimuth(60.4)).toBe('60° (ENE)');
    expect(formatAzimuth(null)).toBe('—');
  });

  it('writes a span, or a dash when either end is missing', () => {
    expect(formatSpan('2023-03-20T13:00:00Z', null)).toBe('—');
    expect(formatSpan('2023-03-20T13:00:00Z', '2023-03-20T14:00:00Z', 'en-GB', 'UTC')).toBe('13:00 UTC – 14:00 UTC');
  });
});

describe('the sky worked out on the device', () => {
  it('answers what the server would, without terrain or a reminder', () => {
    const now = new Date('2023-03-20T06:00:00Z');
    const sky = localSky(7, { latitude: 36.95, longitude: -112.52 }, now);
    expect(sky).toMatchObject({
      altarId: 7,
      date: '2023-03-19',
      terrainKnown: false,
      firstLight: null,
      reminder: null,
    });
    expect(sky.seasons).toHaveLength(4);
    expect(skyRays(sky.seasons)).toHaveLength(8);
  });
});

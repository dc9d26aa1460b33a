import { describe, expect, it } from 'vitest';
import { formatAzimuth, formatSkyTime, formatSpan } from './skyView';

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

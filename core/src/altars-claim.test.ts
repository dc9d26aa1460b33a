import { describe, expect, it } from 'vitest';
import { sacredSpacesClaim } from './altars-claim';

describe('sacredSpacesClaim', () => {
  it('says the real count below 500, "500+" from 500 on, and no figure while unknown', () => {
    expect(sacredSpacesClaim(0)).toBe('Exploring 0 sacred spaces');
    expect(sacredSpacesClaim(1)).toBe('Exploring 1 sacred space');
    expect(sacredSpacesClaim(5)).toBe('Exploring 5 sacred spaces');
    expect(sacredSpacesClaim(499)).toBe('Exploring 499 sacred spaces');
    expect(sacredSpacesClaim(500)).toBe('Exploring 500+ sacred spaces');
    expect(sacredSpacesClaim(12_000)).toBe('Exploring 500+ sacred spaces');
    expect(sacredSpacesClaim(undefined)).toBe('Exploring sacred spaces');
  });
});

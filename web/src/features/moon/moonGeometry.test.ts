import { MOON_PHASES } from '@sacred/core/moon';
import type { MoonPhaseName } from '@sacred/core/moon';
import { describe, expect, it } from 'vitest';
import { isMoonPhaseName, isWaxing, litFraction, moonIllustrationTitle, moonLitPath } from './moonGeometry';

const DISC = { cx: 50, cy: 50, r: 40 };

interface ParsedLit {
  limbSweep: number;
  terminatorRx: number;
  terminatorSweep: number;
}

/** Reads back the two arcs of a lit path: the limb (top to bottom) and the terminator (bottom to top). */
function parse(path: string | null): ParsedLit {
  const match =
    /^M 50 10 A 40 40 0 0 ([01]) 50 90 A ([\d.]+) 40 0 0 ([01]) 50 10 Z$/.exec(path ?? '') ??
    (() => {
      throw new Error(`Unexpected lit path: ${path}`);
    })();
  return { limbSweep: Number(match[1]), terminatorRx: Number(match[2]), terminatorSweep: Number(match[3]) };
}

/** Area of the drawn shape as a fraction of the disc: half disc plus or minus half the terminator ellipse. */
function drawnFraction({ limbSweep, terminatorRx, terminatorSweep }: ParsedLit): number {
  const bulgesIntoLitHalf = limbSweep !== terminatorSweep;
  const halfEllipse = terminatorRx / DISC.r / 2;
  return bulgesIntoLitHalf ? 0.5 - halfEllipse : 0.5 + halfEllipse;
}

/** Which side the lit limb is on: SVG sweep 1 from top to bottom runs clockwise, through the right. */
const litSide = (parsed: ParsedLit) => (parsed.limbSweep === 1 ? 'right' : 'left');

describe('moonLitPath', () => {
  it('draws nothing for a dark new moon and the whole disc for a full moon', () => {
    expect(moonLitPath('New Moon', 0, DISC)).toBeNull();
    expect(moonLitPath('Full Moon', 100, DISC)).toBe('M 50 10 A 40 40 0 1 1 50 90 A 40 40 0 1 1 50 10 Z');
  });

  const cases: [MoonPhaseName, number, 'left' | 'right', 'crescent' | 'half' | 'gibbous'][] = [
    ['Waxing Crescent', 25, 'right', 'crescent'],
    ['First Quarter', 50, 'right', 'half'],
    ['Waxing Gibbous', 75, 'right', 'gibbous'],
    ['Waning Gibbous', 75, 'left', 'gibbous'],
    ['Last Quarter', 50, 'left', 'half'],
    ['Waning Crescent', 25, 'left', 'crescent'],
  ];

  it.each(cases)('%s at %i%% is lit on the %s as a %s', (phase, illumination, side, shape) => {
    const parsed = parse(moonLitPath(phase, illumination, DISC));
    expect(litSide(parsed)).toBe(side);
    expect(parsed.terminatorRx).toBeCloseTo(DISC.r * Math.abs(2 * (illumination / 100) - 1), 3);
    if (shape === 'half') expect(parsed.terminatorRx).toBe(0);
    if (shape === 'crescent') expect(parsed.limbSweep).not.toBe(parsed.terminatorSweep);
    if (shape === 'gibbous') expect(parsed.limbSweep).toBe(parsed.terminatorSweep);
  });

  it('covers exactly the illuminated share of the disc', () => {
    for (const phase of MOON_PHASES.filter((name) => name !== 'New Moon' && name !== 'Full Moon')) {
      for (const illumination of [3, 18, 37, 50, 63, 88, 97]) {
        expect(drawnFraction(parse(moonLitPath(phase, illumination, DISC)))).toBeCloseTo(illumination / 100, 6);
      }
    }
  });

  it('draws a sliver around the exact new moon and a nearly full disc around the exact full moon', () => {
    expect(drawnFraction(parse(moonLitPath('New Moon', 1, DISC)))).toBeCloseTo(0.01, 6);
    expect(litSide(parse(moonLitPath('Full Moon', 99, DISC)))).toBe('left');
    expect(drawnFraction(parse(moonLitPath('Full Moon', 99, DISC)))).toBeCloseTo(0.99, 6);
  });

  it('mirrors the drawing for the southern hemisphere', () => {
    expect(litSide(parse(moonLitPath('Waxing Crescent', 25, DISC, { southern: true })))).toBe('left');
    expect(litSide(parse(moonLitPath('Waning Gibbous', 75, DISC, { southern: true })))).toBe('right');
    const north = parse(moonLitPath('Waxing Gibbous', 70, DISC));
    const south = parse(moonLitPath('Waxing Gibbous', 70, DISC, { southern: true }));
    expect(drawnFraction(south)).toBeCloseTo(drawnFraction(north), 6);
  });

  it("uses the phase's typical shape when the illumination is unknown, and clamps odd figures", () => {
    expect(drawnFraction(parse(moonLitPath('Waxing Crescent', null, DISC)))).toBeCloseTo(0.25, 6);
    expect(drawnFraction(parse(moonLitPath('Last Quarter', undefined, DISC)))).toBeCloseTo(0.5, 6);
    expect(moonLitPath('Waxing Gibbous', 140, DISC)).toBe(moonLitPath('Full Moon', 100, DISC));
    expect(moonLitPath('Waning Crescent', -5, DISC)).toBeNull();
  });
});

describe('phase helpers', () => {
  it('recognises the eight phase names only', () => {
    expect(MOON_PHASES.every(isMoonPhaseName)).toBe(true);
    expect(isMoonPhaseName('Blue Moon')).toBe(false);
    expect(isMoonPhaseName(undefined)).toBe(false);
  });

  it('knows waxing from waning', () => {
    expect(MOON_PHASES.map(isWaxing)).toEqual([true, true, true, true, false, false, false, false]);
  });

  it('reads illumination as a fraction', () => {
    expect(litFraction('Full Moon', 42)).toBe(0.42);
    expect(litFraction('Full Moon', Number.NaN)).toBe(1);
  });

  it('titles the illustration for screen readers', () => {
    expect(moonIllustrationTitle('Waxing Crescent', 24.6)).toBe('Waxing Crescent moon, 25% illuminated');
    expect(moonIllustrationTitle('Last Quarter')).toBe('Last Quarter moon');
    expect(moonIllustrationTitle('Full Moon', 100)).toBe('Full Moon, 100% illuminated');
  });
});

import { MOON_PHASES } from '@sacred/core/moon';
import type { MoonPhaseName } from '@sacred/core/moon';

/** The lit fraction each phase is drawn with when no illumination figure is known. */
export const TYPICAL_LIT_FRACTION: Record<MoonPhaseName, number> = {
  'New Moon': 0,
  'Waxing Crescent': 0.25,
  'First Quarter': 0.5,
  'Waxing Gibbous': 0.75,
  'Full Moon': 1,
  'Waning Gibbous': 0.75,
  'Last Quarter': 0.5,
  'Waning Crescent': 0.25,
};

export function isMoonPhaseName(value: unknown): value is MoonPhaseName {
  return typeof value === 'string' && (MOON_PHASES as readonly string[]).includes(value);
}

/** Waxing from new to full; the New Moon counts as waxing (its sliver, if any, is the coming one). */
export function isWaxing(phase: MoonPhaseName): boolean {
  return MOON_PHASES.indexOf(phase) < MOON_PHASES.indexOf('Full Moon');
}

/** Lit fraction 0..1 from an illumination percent; the phase's typical fraction when it is unknown. */
export function litFraction(phase: MoonPhaseName, illuminationPercent?: number | null): number {
  if (illuminationPercent === undefined || illuminationPercent === null || !Number.isFinite(illuminationPercent)) {
    return TYPICAL_LIT_FRACTION[phase];
  }
  return Math.min(1, Math.max(0, illuminationPercent / 100));
}

export interface MoonDisc {
  cx: number;
  cy: number;
  r: number;
}

export interface LitPathOptions {
  /** Seen from the southern hemisphere the Moon is mirrored: a waxing moon is lit on the left. */
  southern?: boolean;
}

const num = (value: number) => String(Math.round(value * 1000) / 1000 + 0);

/**
 * SVG path of the lit part of the disc, or null when nothing is lit. The outline is half the limb on
 * the lit side plus the terminator, an ellipse whose horizontal radius is r * |2f - 1| for lit
 * fraction f: it bulges into the lit half for a crescent and into the dark half for a gibbous moon.
 */
export function moonLitPath(
  phase: MoonPhaseName,
  illuminationPercent: number | null | undefined,
  { cx, cy, r }: MoonDisc,
  { southern = false }: LitPathOptions = {},
): string | null {
  const f = litFraction(phase, illuminationPercent);
  if (f <= 0) return null;
  const top = `${num(cx)} ${num(cy - r)}`;
  const bottom = `${num(cx)} ${num(cy + r)}`;
  if (f >= 1) {
    return `M ${top} A ${num(r)} ${num(r)} 0 1 1 ${bottom} A ${num(r)} ${num(r)} 0 1 1 ${top} Z`;
  }
  const litOnRight = isWaxing(phase) !== southern;
  // Limb from top to bottom: clockwise (sweep 1) passes the right side, anticlockwise the left.
  const limbSweep = litOnRight ? 1 : 0;
  // Terminator from bottom back to top: a gibbous moon's bulges away from the lit side.
  const gibbous = f > 0.5;
  const terminatorSweep = gibbous === litOnRight ? 1 : 0;
  const rx = r * Math.abs(2 * f - 1);
  return `M ${top} A ${num(r)} ${num(r)} 0 0 ${limbSweep} ${bottom} A ${num(rx)} ${num(r)} 0 0 ${terminatorSweep} ${top} Z`;
}

/** Text for screen readers and the illustration's title, e.g. "Waxing Crescent moon, 25% illuminated". */
export function moonIllustrationTitle(phase: MoonPhaseName, illuminationPercent?: number | null): string {
  const name = phase.endsWith('Moon') ? phase : `${phase} moon`;
  const known =
    illuminationPercent !== undefined && illuminationPercent !== null && Number.isFinite(illuminationPercent);
  return known ? `${name}, ${Math.round(illuminationPercent)}% illuminated` : name;
}

import { relativeTime } from '@sacred/core/community';
import { describe, expect, it } from 'vitest';
import { relativeTimeIn } from './relativeTime';

const NOW = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTimeIn', () => {
  it("reads in English exactly as core's relativeTime", () => {
    for (const elapsed of [
      0,
      59_000,
      MINUTE,
      5 * MINUTE,
      59 * MINUTE,
      HOUR,
      3 * HOUR,
      23 * HOUR,
      DAY,
      2 * DAY,
      6 * DAY,
    ]) {
      expect(relativeTimeIn('en-US', 'Just now', ago(elapsed), NOW)).toBe(relativeTime(ago(elapsed), NOW));
    }
    expect(relativeTimeIn('en-US', 'Just now', ago(20 * DAY), NOW)).toBe(relativeTime(ago(20 * DAY), NOW));
    expect(relativeTimeIn('en-US', 'Just now', ago(400 * DAY), NOW)).toBe(relativeTime(ago(400 * DAY), NOW));
  });

  it('speaks German and Spanish through Intl', () => {
    expect(relativeTimeIn('de-DE', 'Gerade eben', ago(30_000), NOW)).toBe('Gerade eben');
    expect(relativeTimeIn('de-DE', 'Gerade eben', ago(5 * MINUTE), NOW)).toBe('vor 5 Min.');
    expect(relativeTimeIn('de-DE', 'Gerade eben', ago(3 * DAY), NOW)).toBe('vor 3 Tagen');
    expect(relativeTimeIn('es-ES', 'Ahora mismo', ago(3 * HOUR), NOW)).toBe('hace 3 h');
    expect(relativeTimeIn('de-DE', 'Gerade eben', new Date('2026-05-03T12:00:00Z'), NOW)).toBe('3. Mai');
  });
});

import { formatClimb, formatHoursMinutes, formatPace } from '@sacred/core/journeyPace';
import { formatDistance, formatTrackDistance } from '@sacred/core/settings';
import { agoText, alertReport, formatWalkDistance, lastSeenText, type AlertedContact } from '@sacred/core/walk-safe';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../../i18n/catalogue';
import { formattersFor } from '../../i18n/format';
import type { Text } from '../../i18n/useText';
import { batteryText } from '../walk-safe/walkSafeView';
import walkSafeDe from '../walk-safe/messages/de';
import walkSafeEn from '../walk-safe/messages/en';
import { agoSaid, alertReportSaid, batterySaid, distanceBothSaid, statusSaid } from '../walk-safe/walkSafeText';
import { measuresFor } from './measures';
import de from './messages/de';
import en from './messages/en';
import es from './messages/es';

/** A catalogue's texts, formatted as the app formats them (without the loading around it). */
function textOf<English extends Messages>(messages: Messages, locale: string): Text<English> {
  const text = ((key: string, values?: Record<string, unknown>) => {
    const result = new IntlMessageFormat(messages[key]!, locale).format(values as never);
    return Array.isArray(result) ? result.join('') : String(result);
  }) as Text<English>;
  return text;
}

const VALUES = [0, 0.004, 0.05, 0.5, 1, 3.275, 12.5, 99.9, 160.9344, 999.5, 1234.5, 9999, 12_345.678, 48_000];

describe('measures and walk-safe texts in the displayed language', () => {
  const english = measuresFor(textOf<typeof en>(en, 'en-US'), formattersFor('en-US'));
  const walkSafe = textOf<typeof walkSafeEn>(walkSafeEn, 'en-US');

  it('read in English exactly as core writes them', () => {
    for (const value of VALUES) {
      for (const units of ['metric', 'imperial', null] as const) {
        expect(english.track(value, units)).toBe(formatTrackDistance(value, units));
        if (units) expect(english.distance(value * 7, units)).toBe(formatDistance(value * 7, units));
        expect(english.pace(value * 3, units)).toBe(formatPace(value * 3, units));
        expect(english.climb(value, units)).toBe(formatClimb(value, units));
      }
      expect(english.duration(value)).toBe(formatHoursMinutes(value));
      expect(distanceBothSaid(walkSafe, formattersFor('en-US'), value)).toBe(formatWalkDistance(value));
      const now = new Date('2026-11-25T12:00:00Z');
      const at = new Date(now.getTime() - value * 60_000 * 7);
      expect(agoSaid(walkSafe, at, now)).toBe(agoText(at, now));
      expect(statusSaid(walkSafe, at.toISOString(), now).text).toBe(lastSeenText(at, now));
      expect(batterySaid(walkSafe, formattersFor('en-US'), value / 48_000, at.toISOString(), now)).toBe(
        batteryText(value / 48_000, at.toISOString(), now),
      );
    }
  });

  it('says whom an alert reached exactly as core does in English, and never more in German', () => {
    const contact = (name: string | null, alertOutcome: string | null, reachedBy: string | null): AlertedContact => ({
      name,
      email: name ? null : 'home@family.test',
      alertOutcome,
      reachedBy,
    });
    const cases: AlertedContact[][] = [
      [],
      [contact('Ana', 'unreached', null)],
      [contact('Ana', 'reached', 'push')],
      [contact('Ana', 'reached', 'push'), contact(null, 'reached', 'email'), contact('Bo', 'sending', null)],
      [contact('Ana', 'sending', null), contact('Bo', 'sending', null), contact('Cy', 'unreached', null)],
    ];
    for (const contacts of cases) expect(alertReportSaid(walkSafe, contacts)).toBe(alertReport(contacts));
    const german = textOf<typeof walkSafeEn>(walkSafeDe, 'de-DE');
    expect(alertReportSaid(german, [contact('Ana', 'unreached', null)])).toBe(walkSafeDe.alertReachedNobody);
    expect(alertReportSaid(german, [contact('Ana', 'reached', 'push'), contact('Bo', 'sending', null)])).toBe(
      'Du bist überfällig: Dein Alarm hat Ana (Benachrichtigung) erreicht. Dein Alarm wird noch an Bo gesendet.',
    );
  });

  it('writes German and Spanish numbers with their own decimal comma', () => {
    const german = measuresFor(textOf<typeof en>(de, 'de-DE'), formattersFor('de-DE'));
    const spanish = measuresFor(textOf<typeof en>(es, 'es-ES'), formattersFor('es-ES'));
    expect(german.track(3.275, 'metric')).toBe('3,27 km');
    expect(german.distance(1500, 'metric')).toBe('1,5 km');
    expect(german.duration(96)).toBe('1 Std. 36 Min.');
    expect(spanish.track(1.609344, 'imperial')).toBe('1,00 mi');
    expect(spanish.duration(50)).toBe('50 min');
    const walkSafeGerman = textOf<typeof walkSafeEn>(walkSafeDe, 'de-DE');
    expect(distanceBothSaid(walkSafeGerman, formattersFor('de-DE'), 1.5)).toBe('1,5 km (0,9 mi)');
  });
});

import { ROUTE_MESSAGES } from '@sacred/core/routing';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Text } from '../../i18n/useText';
import de from './messages/de';
import english from './messages/en';
import { routeWarningText } from './routeWarnings';
import { trailDistances } from './trailFormat';

const textIn = (messages: Record<string, string>, locale: string): Text<typeof english> => {
  const t = ((key: string, values?: Record<string, unknown>) =>
    String(new IntlMessageFormat(messages[key]!, locale).format(values as never))) as Text<typeof english>;
  t.rich = (key, values) => t(key, values as never);
  return t;
};

const WARNINGS = [
  ROUTE_MESSAGES.noNetwork,
  ROUTE_MESSAGES.offPath('The start', 123.4),
  ROUTE_MESSAGES.offPath('Chapel of the Pines', 48),
  ROUTE_MESSAGES.disconnected('The start', 'Chapel of the Pines'),
  ROUTE_MESSAGES.steps,
  ROUTE_MESSAGES.difficult('demanding_mountain_hiking', 'moderate'),
  ROUTE_MESSAGES.unmarked,
  ROUTE_MESSAGES.tooLong('Chapel of the Pines', 'The end'),
];

describe('route warnings in the displayed language', () => {
  it('reads every warning in English exactly as the router wrote it', () => {
    const t = textIn(english, 'en-US');
    const format = trailDistances(t, 'en-US');
    for (const warning of WARNINGS)
      for (const units of ['metric', 'imperial', null] as const)
        expect(routeWarningText(t, format, units, warning, true)).toBe(warning);
  });

  it('reads them in German, with distances in the member’s units', () => {
    const t = textIn(de, 'de-DE');
    const format = trailDistances(t, 'de-DE');
    const shown = (warning: string, units: 'metric' | 'imperial') => routeWarningText(t, format, units, warning, false);
    expect(shown(ROUTE_MESSAGES.offPath('The start', 123.4), 'imperial')).toBe(
      'Der Start liegt 404 ft vom nächsten Weg entfernt: Dieser Teil der Route führt abseits der Wege.',
    );
    expect(shown(ROUTE_MESSAGES.difficult('demanding_mountain_hiking', 'moderate'), 'metric')).toBe(
      'Die Route quert Gelände der Stufe „anspruchsvolles Bergwandern“, schwerer als „mittel“: Nichts Leichteres verbindet die Punkte.',
    );
    expect(shown(ROUTE_MESSAGES.tooLong('Chapel of the Pines', 'The end'), 'imperial')).toBe(
      'Chapel of the Pines und Das Ziel liegen mehr als 62 mi auseinander: Füge Stationen dazwischen ein, um auf den Wegen zu planen.',
    );
    expect(shown(ROUTE_MESSAGES.steps, 'metric')).toBe('Die Route führt über Stufen.');
    expect(shown('A warning newer than the app', 'metric')).toBe('A warning newer than the app');
  });

  it('writes distances with German decimals', () => {
    const t = textIn(de, 'de-DE');
    const format = trailDistances(t, 'de-DE');
    expect(format.route(12.5, 'imperial')).toBe('12,5 Meilen');
    expect(format.route(1, 'imperial')).toBe('1 Meile');
    expect(format.route(12.5, 'metric')).toBe('20,1 km');
    expect(format.distance(1500, 'metric')).toBe('1,5 km');
    expect(format.nearby(700, null)).toBe('0,7 km');
  });
});

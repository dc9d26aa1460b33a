import { nothingFoundText } from '@sacred/core/search';
import {
  formatDistance,
  formatNearbyDistance,
  formatRouteDistance,
  type Units,
  type UnitsShown,
} from '@sacred/core/settings';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../i18n/format';
import { distanceText, kilometresText, nearbyDistanceText, radiusText, routeDistanceText } from './distances';
import { altarCountLabel } from './markers';
import english from './messages/en';
import german from './messages/de';
import spanish from './messages/es';
import type { MapText } from './messages';
import { clusterEntryLabel, moreSpacesLabel, nearbyTitle } from './nearby';
import { selectionLabel } from './selection';

type Catalogue = Record<keyof typeof english, string>;

/** The catalogue's texts as the app formats them, without the loader. */
function textIn(messages: Catalogue, locale: string): MapText {
  const t = ((key: keyof typeof english, values?: Record<string, unknown>) =>
    String(new IntlMessageFormat(messages[key], locale).format(values as never))) as MapText;
  return t;
}

const en = textIn(english, 'en-US');
const de = textIn(german, 'de-DE');
const es = textIn(spanish, 'es-ES');
const enFormat = formattersFor('en-US');
const deFormat = formattersFor('de-DE');

const COUNTS = [0, 1, 2, 7, 11, 120, 999];
const METERS = [0, 12, 149.6, 160, 999.4, 1000, 1234, 9949, 9950, 12_345, 160_934, 1_234_567, 12_345_678];

describe('the map catalogue in English', () => {
  it('says counts as the spec does', () => {
    for (const count of COUNTS) {
      expect(en('altarsOnMap', { count })).toBe(altarCountLabel(count));
      expect(en('clusterEntry', { count })).toBe(clusterEntryLabel(count));
      expect(en('moreSpaces', { count })).toBe(moreSpacesLabel(count));
      expect(en('altarsSelected', { count })).toBe(selectionLabel(count));
    }
    expect(en('nothingFound', { query: 'Cedar' })).toBe(nothingFoundText('Cedar'));
  });

  it('writes distances letter for letter as core does', () => {
    for (const meters of METERS) {
      for (const units of ['metric', 'imperial'] as Units[]) {
        expect(distanceText(enFormat, meters, units)).toBe(formatDistance(meters, units));
      }
      for (const units of ['metric', 'imperial', null] as UnitsShown[]) {
        expect(nearbyDistanceText(enFormat, meters, units)).toBe(formatNearbyDistance(meters, units));
        expect(routeDistanceText(en, enFormat, meters / 100, units)).toBe(formatRouteDistance(meters / 100, units));
        const radius = Math.max(1000, Math.round(meters / 1000) * 1000);
        expect(en('nearbyWithin', { radius: radiusText(enFormat, radius, units) })).toBe(
          nearbyTitle(radius, true, units),
        );
      }
    }
    expect(kilometresText(enFormat, 5)).toBe('5 km');
    expect(routeDistanceText(en, enFormat, 1, null)).toBe('1 mile');
  });
});

describe('the map catalogue in German and Spanish', () => {
  it('counts with plurals', () => {
    expect(de('altarsOnMap', { count: 1 })).toBe('1 heiliger Ort auf der Karte');
    expect(de('altarsOnMap', { count: 3 })).toBe('3 heilige Orte auf der Karte');
    expect(es('moreSpaces', { count: 1 })).toBe('+1 espacio más');
    expect(es('altarsSelected', { count: 2 })).toBe('2 altares elegidos');
  });

  it('writes distances in the locale', () => {
    expect(nearbyDistanceText(deFormat, 1234, 'metric')).toBe('1,2 km');
    expect(distanceText(deFormat, 1931, 'imperial')).toBe('1,2 mi');
    expect(radiusText(deFormat, 5000, 'metric')).toBe('5 km');
    expect(de('nearbyWithin', { radius: radiusText(deFormat, 10_000, null) })).toBe(
      'Heilige Orte im Umkreis von 10 km',
    );
    expect(routeDistanceText(de, deFormat, 12.5, null)).toBe('12,5 Meilen');
    expect(routeDistanceText(de, deFormat, 12.5, 'metric')).toBe('20,1 km');
    expect(distanceText(formattersFor('es-ES'), 12_345_678, 'metric')).toBe('12.346 km');
  });
});

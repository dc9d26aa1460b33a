import { TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogueFileOf } from './catalogue';
import { matchBrowserLanguage } from './languages';
import { pseudoMessages } from './pseudo';

describe('the displayed language', () => {
  it("is the first of the browser's languages the app speaks, by primary subtag, else English", () => {
    expect(matchBrowserLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(matchBrowserLanguage(['fr-FR', 'es-MX', 'de'])).toBe('es');
    expect(matchBrowserLanguage(['fr-FR', 'ja'])).toBe('en');
    expect(matchBrowserLanguage([])).toBe('en');
  });
});

describe('catalogue files', () => {
  it('are named by their domain folder and language', () => {
    expect(catalogueFileOf('../features/settings/messages/de.ts')).toEqual({ namespace: 'settings', language: 'de' });
    expect(catalogueFileOf('../ui/messages/en.ts')).toEqual({ namespace: 'ui', language: 'en' });
    expect(() => catalogueFileOf('../features/settings/de.ts')).toThrow(/<domain>\/messages\/<language>\.ts/);
  });
});

describe('the pseudo-locale', () => {
  it('accents and brackets the text and keeps arguments, plurals and tags working', () => {
    const pseudo = pseudoMessages({
      count: '{count, plural, one {# altar} other {# altars}} near {place}',
      link: 'Already have an account? <link>Sign In</link>',
    });
    const count = new IntlMessageFormat(pseudo.count!, 'en-US');
    expect(count.format({ count: 1, place: 'Lake Tahoe' })).toBe('⟦1 åltår ñéår Lake Tahoe⟧');
    expect(count.format({ count: 3, place: 'Oslo' })).toBe('⟦3 åltårs ñéår Oslo⟧');
    const link = new IntlMessageFormat(pseudo.link!, 'en-US');
    expect(link.format({ link: (chunks: string[]) => `[${chunks.join('')}]` })).toBe(
      '⟦Ålréådý håvé åñ åççöüñt? [Sïgñ Ïñ]⟧',
    );
    expect(pseudo.count![0]).toEqual({ type: TYPE.literal, value: '⟦' });
  });
});

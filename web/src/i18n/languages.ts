import { LANGUAGES, type Language } from '@sacred/core/settings';

/**
 * A language that is not offered to members: every text of the English catalogue, accented and wrapped
 * in ⟦ ⟧, so that a text on screen that did not come from a catalogue stands out (web/e2e/i18n.e2e.test.ts).
 */
export const PSEUDO_LANGUAGE = 'en-XA';

/** What the app can be displayed in: the member-facing languages and the pseudo-locale. */
export type DisplayLanguage = Language | typeof PSEUDO_LANGUAGE;

/** The locale numbers, dates and plurals are formatted in, for each display language. */
export const INTL_LOCALES: Record<DisplayLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  de: 'de-DE',
  [PSEUDO_LANGUAGE]: 'en-US',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language.code === value);
}

export function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return value === PSEUDO_LANGUAGE || isLanguage(value);
}

/**
 * A guest's language: the first of the browser's preferred languages that the app speaks, matched by its
 * primary subtag ("de-AT" is German), English otherwise.
 */
export function matchBrowserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

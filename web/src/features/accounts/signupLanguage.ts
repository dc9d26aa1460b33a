import type { Language } from '@sacred/core/settings';
import { browserTimeZone, FALLBACK_TIME_ZONE } from '@sacred/core/time-zone';
import { languageChoice } from '../../i18n/languageChoice';
import { isLanguage } from '../../i18n/languages';

/**
 * The language a new account starts with: the one the sign-up page is displayed in (the browser's, or the
 * one chosen on this device). The pseudo-locale, a testing aid, signs up in English.
 */
export function signupLanguage(): Language {
  const displayed = languageChoice();
  return isLanguage(displayed) ? displayed : 'en';
}

/** The new account's time zone: the browser's IANA zone (Europe/Berlin), UTC where the browser does not say. */
export function signupTimeZone(): string {
  return browserTimeZone() ?? FALLBACK_TIME_ZONE;
}

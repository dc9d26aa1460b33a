import { useSyncExternalStore } from 'react';
import { loadNamespace, namespacesInUse } from './catalogues';
import type { Language } from '@sacred/core/settings';
import { isDisplayLanguage, matchBrowserLanguage, PSEUDO_LANGUAGE, type DisplayLanguage } from './languages';

/**
 * The language the app is displayed in. A member's Language setting is applied here as soon as it is known
 * and remembered on the device, so the next visit starts in it; a device with no choice yet follows the
 * browser's preferred languages.
 */
export const LANGUAGE_STORAGE_KEY = 'sacred-language';

function initialChoice(): DisplayLanguage {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isDisplayLanguage(stored)) return stored;
  } catch {
    // Storage is unavailable (private mode): the browser's languages decide.
  }
  return matchBrowserLanguage(window.navigator.languages ?? [window.navigator.language]);
}

let current: DisplayLanguage | undefined;
let requested: DisplayLanguage | undefined;
const listeners = new Set<() => void>();

export function languageChoice(): DisplayLanguage {
  current ??= typeof window === 'undefined' ? 'en' : initialChoice();
  return current;
}

function show(language: DisplayLanguage): void {
  current = language;
  document.documentElement.lang = language.split('-')[0] ?? 'en';
  for (const listener of listeners) listener();
}

/**
 * Switches the app to a language without a reload and remembers it for the next visit. The texts of every
 * domain on screen are fetched first, so the switch is one change from the old words to the new.
 */
export async function setLanguageChoice(language: DisplayLanguage): Promise<void> {
  requested = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full quota or private mode: the language still applies for this visit.
  }
  if (language === languageChoice()) return;
  await Promise.allSettled(namespacesInUse().map((namespace) => loadNamespace(language, namespace)));
  // A later choice made while this one was loading wins.
  if (requested === language) show(language);
}

/**
 * A member's Language setting, applied when it is known. A device displaying the pseudo-locale (chosen there to
 * find texts that are not in a catalogue) stays in it.
 */
export function applyMemberLanguage(language: Language): Promise<void> {
  if (languageChoice() === PSEUDO_LANGUAGE) return Promise.resolve();
  return setLanguageChoice(language);
}

export function useLanguageChoice(): DisplayLanguage {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    languageChoice,
    () => 'en' as DisplayLanguage,
  );
}

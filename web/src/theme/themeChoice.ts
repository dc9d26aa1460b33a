import { THEMES } from '@sacred/core/enums';
import type { Theme } from '@sacred/core/settings';
import { useSyncExternalStore } from 'react';
import { useMediaQuery } from '../ui/useMediaQuery';
import { THEMES_BY_MODE, type AppTheme } from './theme';

/**
 * The member's Theme setting, remembered on the device so the next visit paints in it before any
 * script of the app runs: `public/theme-boot.js` reads the same key and sets `data-theme` on <html>.
 */
export const THEME_STORAGE_KEY = 'sacred-theme';
export const PREFERS_LIGHT = '(prefers-color-scheme: light)';

export type ThemeMode = 'dark' | 'light';

/** `auto` follows the device: light when it prefers light, otherwise the dark default. */
export function resolveTheme(choice: Theme, devicePrefersLight: boolean): ThemeMode {
  if (choice === 'auto') return devicePrefersLight ? 'light' : 'dark';
  return choice;
}

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

function storedChoice(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : 'dark';
  } catch {
    return 'dark';
  }
}

let current: Theme | undefined;
const listeners = new Set<() => void>();

export function themeChoice(): Theme {
  current ??= typeof window === 'undefined' ? 'dark' : storedChoice();
  return current;
}

/** Applies a choice at once and remembers it for the next visit. */
export function setThemeChoice(choice: Theme): void {
  if (choice === themeChoice()) return;
  current = choice;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or a full quota: the theme still applies for this visit.
  }
  for (const listener of listeners) listener();
}

/** The palette to draw with, following the setting and, for `auto`, the device as it changes. */
export function useAppTheme(): AppTheme {
  const choice = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    themeChoice,
    () => 'dark' as Theme,
  );
  const mode = resolveTheme(choice, useMediaQuery(PREFERS_LIGHT));
  return THEMES_BY_MODE[mode];
}

/** Keeps <html> (its background before React paints, form controls, the browser bar) in the mode. */
export function applyThemeToDocument(theme: AppTheme): void {
  const root = document.documentElement;
  root.dataset.theme = theme.mode;
  root.style.colorScheme = theme.mode;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.forest900);
}

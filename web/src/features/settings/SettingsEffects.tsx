import { useEffect, useRef } from 'react';
import { browserTimeZone } from '@sacred/core/time-zone';
import { useAuth } from '../../app/authContext';
import { applyMemberLanguage } from '../../i18n/languageChoice';
import { setThemeChoice } from '../../theme/themeChoice';
import { setSoundEffects } from '../sound/chimes';
import { useSettings } from './useSettings';

/**
 * Applies the signed-in member's device-side settings as soon as they are known and whenever they
 * change: the Theme and the Language (both remembered on the device for the next first paint) and Sound
 * Effects. A member whose time zone is not known yet (just signed up, or from before the setting) gets
 * the browser's, once; Settings changes it afterwards.
 */
export function SettingsEffects() {
  const { user } = useAuth();
  const { settings, loading, failed, save } = useSettings();
  // Defaults standing in for unreadable settings must not overwrite what the device remembers.
  const ready = Boolean(user) && !loading && !failed;
  const { theme, language, soundEffects, timeZone } = settings.preferences;
  useEffect(() => {
    if (!ready) return;
    setThemeChoice(theme);
    void applyMemberLanguage(language);
    setSoundEffects(soundEffects);
  }, [ready, theme, language, soundEffects]);
  const learned = useRef(false);
  useEffect(() => {
    if (!ready || timeZone !== null || learned.current) return;
    const zone = browserTimeZone();
    if (!zone) return;
    learned.current = true;
    void save({ ...settings, preferences: { ...settings.preferences, timeZone: zone } }).catch(() => undefined);
  }, [ready, timeZone, settings, save]);
  return null;
}

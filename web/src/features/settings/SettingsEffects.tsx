import { useEffect } from 'react';
import { useAuth } from '../../app/authContext';
import { setThemeChoice } from '../../theme/themeChoice';
import { setSoundEffects } from '../sound/chimes';
import { useSettings } from './useSettings';

/**
 * Applies the signed-in member's device-side settings as soon as they are known and whenever they
 * change: the Theme (remembered on the device for the next first paint) and Sound Effects.
 */
export function SettingsEffects() {
  const { user } = useAuth();
  const { settings, loading, failed } = useSettings();
  // Defaults standing in for unreadable settings must not overwrite what the device remembers.
  const ready = Boolean(user) && !loading && !failed;
  const { theme, soundEffects } = settings.preferences;
  useEffect(() => {
    if (!ready) return;
    setThemeChoice(theme);
    setSoundEffects(soundEffects);
  }, [ready, theme, soundEffects]);
  return null;
}

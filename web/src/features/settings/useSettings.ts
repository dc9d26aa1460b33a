import { useMutation, useQuery } from '@apollo/client/react';
import { overDefaults, type Units, type UnitsShown, type UserSettings } from '@sacred/core/settings';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../app/authContext';
import { request } from '../../app/http';
import { MySettingsDocument, UpdateSettingsDocument } from '../../gql/graphql';
import { keepAnswer } from '../offline/offlineQueries';

export interface SettingsState {
  /** The member's settings; the defaults while loading, for guests, and when the fetch fails. */
  settings: UserSettings;
  loading: boolean;
  /** The saved settings could not be read: `settings` are the defaults, not the member's choices. */
  failed: boolean;
  /** Sends the full object; resolves to the saved settings, rejects on failure. */
  save(next: UserSettings): Promise<UserSettings>;
}

/** The signed-in member's settings, shared through the Apollo cache by every screen that reads them. */
export function useSettings(): SettingsState {
  const { user } = useAuth();
  const { data, loading, error } = useQuery(MySettingsDocument, { skip: !user, fetchPolicy: 'cache-first' });
  const [update] = useMutation(UpdateSettingsDocument, {
    update(cache, { data: saved }) {
      if (!saved) return;
      const data = { mySettings: saved.updateSettings };
      cache.writeQuery({ query: MySettingsDocument, data });
      // The copy kept for offline follows too: a map opened offline draws the style just chosen.
      void keepAnswer({ operationName: 'MySettings', variables: {} }, data).catch(() => undefined);
    },
  });
  // A failed fetch silently falls back to the defaults (laid over nothing).
  const settings = useMemo(() => overDefaults(error ? null : data?.mySettings), [data, error]);
  const save = useCallback(
    async (next: UserSettings) => {
      const result = await update({ variables: { input: overDefaults(next) } });
      return overDefaults(result.data?.updateSettings);
    },
    [update],
  );
  return { settings, loading: Boolean(user) && loading, failed: Boolean(error), save };
}

/** The member's distance units, so any screen can show km or miles (metric for guests). */
export function useUnits(): Units {
  return useSettings().settings.preferences.units;
}

/** The units a screen shows: the member's setting, or null for a guest (the spec's unit of each screen). */
export function useUnitsShown(): UnitsShown {
  const { user } = useAuth();
  const units = useUnits();
  return user ? units : null;
}

export interface SettingsOptions {
  emailDigest: { available: boolean; reason: string | null };
}

/** What this server can honour (GET /api/settings/options); undefined until known. */
export function useSettingsOptions(): SettingsOptions | undefined {
  const [options, setOptions] = useState<SettingsOptions | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void request<SettingsOptions>('GET', '/api/settings/options')
      .catch(() => undefined)
      .then((found) => {
        if (alive) setOptions(found);
      });
    return () => {
      alive = false;
    };
  }, []);
  return options;
}

/**
 * The zone a screen shows dates and times in: the member's Time Zone setting, or undefined (the browser's own)
 * for a guest and until one is stored.
 */
export function useMemberTimeZone(): string | undefined {
  const { user } = useAuth();
  const zone = useSettings().settings.preferences.timeZone;
  return user && zone ? zone : undefined;
}

import type { MapStyle } from '@sacred/core/settings';
import { useEffect, useState } from 'react';
import { useSettings } from '../../settings/useSettings';
import { availabilityOf, effectiveMapStyle, fetchStyleChoices, type StyleChoice } from './basemapStyle';
import { usePickedMapStyle } from './mapStyleChoice';

/**
 * Which map styles this server can draw, for every map and Settings: null until it answers, and an
 * empty list when it cannot be asked (offline without a downloaded map): then only street is known.
 */
export function useStyleChoices(): StyleChoice[] | null {
  const [list, setList] = useState<StyleChoice[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchStyleChoices().then(
      (answer) => live && setList(answer),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/**
 * The map style the member's maps draw (and their offline packs hold): their choice (the one just
 * picked on the map while it is being saved) when this server can draw it, else street. Null while their settings or the server's choices are still on their way
 * for another style than street, so a map never loads the street style only to replace it.
 */
export function useMemberMapStyle(override?: MapStyle): MapStyle | null {
  const { settings, loading } = useSettings();
  const choices = useStyleChoices();
  const picked = usePickedMapStyle();
  if (!override && !picked && loading) return null;
  const preferred = override ?? picked ?? settings.preferences.mapStyle;
  if (preferred === 'street') return 'street';
  if (!choices) return null;
  return effectiveMapStyle(preferred, availabilityOf(choices));
}

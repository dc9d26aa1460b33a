import { useEffect } from 'react';
import { ScaleControl, useMap } from 'react-map-gl/maplibre';
import { useUnitsShown } from '../../settings/useSettings';

/**
 * Inside every map: a scale bar in the member's units (metric for a guest, as the nearby list), and
 * the credits folded to their button from the start, so they never cover a small map (a tap opens them).
 */
export function MapScale() {
  const units = useUnitsShown();
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const fold = () =>
      map
        .getContainer()
        .querySelectorAll('.maplibregl-ctrl-attrib.maplibregl-compact-show')
        .forEach((credits) => credits.classList.remove('maplibregl-compact-show'));
    if (map.loaded()) fold();
    map.once('load', fold);
    return () => {
      map.off('load', fold);
    };
  }, [current]);
  return <ScaleControl unit={units === 'imperial' ? 'imperial' : 'metric'} position="bottom-left" maxWidth={100} />;
}

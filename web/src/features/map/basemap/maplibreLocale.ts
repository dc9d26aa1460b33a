import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { useMapText, type MapText } from '../messages';

/**
 * MapLibre's own texts (the credits' toggle, a popup's close button, zoom and compass buttons, the canvas's
 * name) in the displayed language, for its `locale` option: `<Map locale={useMapLibreLocale()} …>` or
 * `new maplibregl.Map({ locale: mapLibreLocale(t), … })`. MapLibre reads it when the map is created.
 */
export function mapLibreLocale(t: MapText): Record<string, string> {
  return {
    'AttributionControl.ToggleAttribution': t('maplibreToggleAttribution'),
    'AttributionControl.MapFeedback': t('maplibreMapFeedback'),
    'FullscreenControl.Enter': t('maplibreFullscreenEnter'),
    'FullscreenControl.Exit': t('maplibreFullscreenExit'),
    'GeolocateControl.FindMyLocation': t('maplibreFindMyLocation'),
    'GeolocateControl.LocationNotAvailable': t('maplibreLocationNotAvailable'),
    'LogoControl.Title': t('maplibreLogo'),
    'Map.Title': t('maplibreMap'),
    'Marker.Title': t('maplibreMarker'),
    'NavigationControl.ResetBearing': t('maplibreResetBearing'),
    'NavigationControl.ZoomIn': t('maplibreZoomIn'),
    'NavigationControl.ZoomOut': t('maplibreZoomOut'),
    'Popup.Close': t('maplibrePopupClose'),
    'CooperativeGesturesHandler.WindowsHelpText': t('maplibreWindowsHelp'),
    'CooperativeGesturesHandler.MacHelpText': t('maplibreMacHelp'),
    'CooperativeGesturesHandler.MobileHelpText': t('maplibreMobileHelp'),
    'ScaleControl.Feet': t('maplibreFeet'),
    'ScaleControl.Meters': t('maplibreMeters'),
    'ScaleControl.Kilometers': t('maplibreKilometers'),
    'ScaleControl.Miles': t('maplibreMiles'),
    'ScaleControl.NauticalMiles': t('maplibreNauticalMiles'),
  };
}

/**
 * MapLibre reads `locale` only when a map is created: when the language changes under a map already drawn (a
 * member's setting arriving after the first paint), its table takes the new texts, so the popups and scale
 * opened from now on read them, and the texts it has drawn already (the credits' toggle, the canvas's name)
 * are renamed in place.
 */
export function useLiveMapLibreLocale(mapRef: RefObject<MapRef | null>, locale: Record<string, string>): void {
  useEffect(() => {
    const map: MapLibreMap | undefined = mapRef.current?.getMap();
    if (!map) return;
    map._locale = { ...map._locale, ...locale };
    const container = map.getContainer();
    const toggle = locale['AttributionControl.ToggleAttribution'] ?? '';
    container.querySelectorAll('.maplibregl-ctrl-attrib-button').forEach((button) => {
      button.setAttribute('title', toggle);
      button.setAttribute('aria-label', toggle);
    });
    map.getCanvas().setAttribute('aria-label', locale['Map.Title'] ?? '');
  }, [mapRef, locale]);
}

export function useMapLibreLocale(): Record<string, string> {
  const t = useMapText();
  return useMemo(() => mapLibreLocale(t), [t]);
}

import { useMemo } from 'react';
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
  };
}

export function useMapLibreLocale(): Record<string, string> {
  const t = useMapText();
  return useMemo(() => mapLibreLocale(t), [t]);
}

import { MapLibreOverlay, type MapLibreOverlayProps } from '@deck.gl/maplibre';
import { useControl } from 'react-map-gl/maplibre';

/** deck.gl inside MapLibre as a map control, drawn interleaved with the basemap layers. */
export function DeckOverlay(props: MapLibreOverlayProps) {
  const overlay = useControl<MapLibreOverlay>(() => new MapLibreOverlay({ ...props, interleaved: true }));
  overlay.setProps({ ...props, interleaved: true });
  return null;
}

import type { RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { MapStyleControl } from './basemap/MapStyleControl';
import { LEGEND_ID } from './Legend';
import { ControlButton } from './mapChrome';
import { Controls, LegendIcon, LocateIcon } from './MapLayout';
import { useMapText } from './messages';

interface MapControlsProps {
  mapRef: RefObject<MapRef | null>;
  legendOpen: boolean;
  onLegendToggle(): void;
  onLocate(): void;
  onZoomIn(): void;
  onZoomOut(): void;
}

/** The buttons on the map's right edge: map style, legend, locate me, zoom in and out. */
export function MapControls({ mapRef, legendOpen, onLegendToggle, onLocate, onZoomIn, onZoomOut }: MapControlsProps) {
  const t = useMapText();
  return (
    <Controls>
      <MapStyleControl mapRef={mapRef} />
      <ControlButton
        $active={legendOpen}
        aria-label={t('legend')}
        aria-expanded={legendOpen}
        aria-controls={LEGEND_ID}
        onClick={onLegendToggle}
      >
        <LegendIcon />
      </ControlButton>
      <ControlButton aria-label={t('locateMe')} onClick={onLocate}>
        <LocateIcon />
      </ControlButton>
      <ControlButton aria-label={t('zoomIn')} onClick={onZoomIn}>
        <span aria-hidden="true">+</span>
      </ControlButton>
      <ControlButton aria-label={t('zoomOut')} onClick={onZoomOut}>
        <span aria-hidden="true">−</span>
      </ControlButton>
    </Controls>
  );
}

import type { RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { MapStyleControl } from './basemap/MapStyleControl';
import { LEGEND_ID } from './Legend';
import { ControlButton } from './mapChrome';
import { Controls, LegendIcon, LocateIcon } from './MapLayout';

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
  return (
    <Controls>
      <MapStyleControl mapRef={mapRef} />
      <ControlButton
        $active={legendOpen}
        aria-label="Legend"
        aria-expanded={legendOpen}
        aria-controls={LEGEND_ID}
        onClick={onLegendToggle}
      >
        <LegendIcon />
      </ControlButton>
      <ControlButton aria-label="Locate me" onClick={onLocate}>
        <LocateIcon />
      </ControlButton>
      <ControlButton aria-label="Zoom in" onClick={onZoomIn}>
        <span aria-hidden="true">+</span>
      </ControlButton>
      <ControlButton aria-label="Zoom out" onClick={onZoomOut}>
        <span aria-hidden="true">−</span>
      </ControlButton>
    </Controls>
  );
}

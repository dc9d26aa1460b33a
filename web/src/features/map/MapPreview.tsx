import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FIRST_MARKERS_MARK, markOnce } from './mapMarks';
import { paintMapPreview } from './mapPreview';
import type { MapPreviewScene } from './mapPreview';

const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  /* A picture only: gestures go to the map under it once the map is there. */
  pointer-events: none;
`;

interface MapPreviewProps extends Omit<MapPreviewScene, 'view'> {
  centre: MapPreviewScene['view']['centre'];
  zoom: number;
  /** The preview is painted (with `markers` markers), or cannot be (no 2D canvas): the map may load now. */
  onPainted(markers: number): void;
}

/**
 * The map's first view on a plain canvas while MapLibre loads (mapPreview.ts), sized like the map and
 * painted in the next frame. It sets the first-markers mark when it paints markers. Screen readers skip it:
 * the map's status line already says how many sacred spaces are in view, and the nearby list names them.
 */
export function MapPreview({ centre, zoom, world, clusters, altars, palette, colors, onPainted }: MapPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [painted, setPainted] = useState<number | null>(null);
  const onPaintedRef = useRef(onPainted);
  useEffect(() => {
    onPaintedRef.current = onPainted;
  }, [onPainted]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const frame = requestAnimationFrame(() => {
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const scale = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext('2d');
      const markers = context
        ? paintMapPreview(
            context,
            { view: { centre, zoom, width, height }, world, clusters, altars, palette, colors },
            scale,
          )
        : 0;
      if (markers > 0) markOnce(FIRST_MARKERS_MARK);
      setPainted(markers);
      onPaintedRef.current(markers);
    });
    return () => cancelAnimationFrame(frame);
  }, [centre, zoom, world, clusters, altars, palette, colors]);

  return <Canvas ref={canvasRef} aria-hidden="true" data-testid="map-preview" data-markers={painted ?? undefined} />;
}

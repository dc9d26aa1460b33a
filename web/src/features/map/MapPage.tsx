import { MESSAGES } from '@sacred/core/messages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../../ui/PlaceholderPage';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { MoonCard } from '../moon/MoonCard';
import { AltarMap } from './AltarMap';
import type { MapState } from './AltarMap';
import { altarCountLabel } from './altarPoints';
import { useAltarsOnMap } from './useAltarsOnMap';
import { loadWorldGeometry } from './loadWorld';
import { EMPTY_WORLD } from './worldGeometry';
import type { WorldGeometry } from './worldGeometry';

let worldPromise: Promise<WorldGeometry> | undefined;

/** The atlas is converted once per page load and reused when the map page is opened again. */
function loadWorldOnce(): Promise<WorldGeometry> {
  worldPromise ??= loadWorldGeometry().catch((error: unknown) => {
    worldPromise = undefined;
    console.error('World geometry unavailable; the map shows the ocean only', error);
    return EMPTY_WORLD;
  });
  return worldPromise;
}

const Screen = styled.section`
  position: fixed;
  inset: 0 0 ${({ theme }) => theme.layout.bottomNavHeight} 0;
  background: ${({ theme }) => theme.colors.ocean};
  overflow: hidden;
`;

const Banner = styled.p<{ $tone: 'info' | 'error' }>`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: max-content;
  max-width: calc(100% - 2rem);
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : 'rgba(19, 39, 27, 0.92)')};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.night : theme.colors.moonlight)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export function MapPage() {
  useDocumentTitle('Map');
  const { altars, loading, error } = useAltarsOnMap();
  const [world, setWorld] = useState<WorldGeometry | null>(null);
  const [mapState, setMapState] = useState<MapState>('loading');

  useEffect(() => {
    let active = true;
    void loadWorldOnce().then((geometry) => {
      if (active) setWorld(geometry);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Screen aria-label="Map of sacred spaces" data-testid="map-screen" data-map-state={mapState}>
      {world && <AltarMap world={world} altars={altars} onStateChange={setMapState} />}
      <MoonCard />
      {loading && <Banner $tone="info">{MESSAGES.loadingAltars}</Banner>}
      {error && (
        <Banner $tone="error" role="alert">
          {MESSAGES.altarsLoadError}
        </Banner>
      )}
      <VisuallyHidden data-testid="altar-count" role="status" aria-live="polite">
        {loading || error ? '' : altarCountLabel(altars.length)}
      </VisuallyHidden>
    </Screen>
  );
}

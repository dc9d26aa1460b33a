import { haversineMeters } from '@sacred/core/geo';
import type { LatLng } from '@sacred/core/geo';
import type { BoundingBox } from '@sacred/core/map';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { useLocation, useNavigate } from 'react-router-dom';
import styled, { css, useTheme } from 'styled-components';
import { useDocumentTitle } from '../../ui/PlaceholderPage';
import { prefersReducedMotion, useMediaQuery } from '../../ui/useMediaQuery';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { MoonCard } from '../moon/MoonCard';
import { OfflineNotice, useShowingDownloads } from '../offline/OfflineNotice';
import { AltarMap, FIRST_MARKERS_MARK } from './AltarMap';
import type { MapPopup, MapState } from './AltarMap';
import { AltarPopup } from './AltarPopup';
import type { AltarSummary } from './AltarPopup';
import { LOCATION_ZOOM, PILGRIMAGE_ZOOM } from './geolocation';
import { Legend, LEGEND_ID } from './Legend';
import { loadWorldGeometry } from './loadWorld';
import { initialMapView } from './mapPreload';
import { ControlButton } from './mapChrome';
import { NO_FILTERS, RADIUS_KM, SEARCH_DEBOUNCE_MS, toAltarFilter } from './mapFilters';
import type { MapFilters } from './mapFilters';
import { buildMapLayers } from './mapLayers';
import { MAP_TEXT } from './mapMessages';
import { MapSearch } from './MapSearch';
import { altarCountLabel } from './markers';
import type { AltarMarker, ClusterMarker, PilgrimageMarker } from './markers';
import { nearbyByDistance, nearbyInView, nearbyTitle } from './nearby';
import type { NearbyAltarEntry, NearbyClusterEntry } from './nearby';
import { NearbyPanel } from './NearbyPanel';
import { PilgrimagePopup } from './PilgrimagePopup';
import { createRouteUrl, isSelected, toggleSelected } from './selection';
import type { SelectedAltar } from './selection';
import { SelectionPanel } from './SelectionPanel';
import { useNearbyAltars } from './useNearbyAltars';
import { usePilgrimagesOnMap } from './usePilgrimagesOnMap';
import { useUserLocation } from './useUserLocation';
import { useViewportAltars } from './useViewportAltars';
import type { ViewRequest } from './useViewportAltars';
import { sameView, VIEWPORT_DEBOUNCE_MS } from './viewport';
import type { AtlasDetail } from './worldAtlas';
import { EMPTY_WORLD } from './worldGeometry';
import type { WorldGeometry } from './worldGeometry';
import { ContinueJourney } from '../journeys/ContinueJourney';

const worldPromises = new Map<AtlasDetail, Promise<WorldGeometry | null>>();

/**
 * Each atlas detail is converted once per page load and reused when the map page is opened again;
 * null when it cannot be had (the map keeps what it shows, or the ocean only).
 */
function loadWorldOnce(detail: AtlasDetail): Promise<WorldGeometry | null> {
  let promise = worldPromises.get(detail);
  if (!promise) {
    promise = loadWorldGeometry(undefined, detail).catch((error: unknown) => {
      worldPromises.delete(detail);
      console.error(`World geometry (${detail}) unavailable`, error);
      return null;
    });
    worldPromises.set(detail, promise);
  }
  return promise;
}

/** Wide screens get the nearby list and legend open beside the map; phones get a bottom sheet. */
const WIDE = '(min-width: 900px)';
const wide = (rules: ReturnType<typeof css>) => css`
  @media ${WIDE} {
    ${rules}
  }
`;

/** Height of the collapsed nearby sheet plus its margins: the bottom controls sit above it on phones. */
const SHEET_CLEARANCE = '72px';

const Screen = styled.section<{ $top: string }>`
  --map-top: calc(env(safe-area-inset-top, 0px) + ${({ $top }) => $top});
  position: fixed;
  inset: 0 0 ${({ theme }) => theme.layout.bottomNavHeight} 0;
  background: ${({ theme }) => theme.colors.ocean};
  overflow: hidden;

  /* The moon card (its own feature) joins the bottom-left stack instead of floating on its own. */
  && [data-testid='moon-card'] {
    position: static;
    max-width: 100%;
    align-self: flex-start;
  }
`;

const Top = styled.div`
  position: absolute;
  top: var(--map-top);
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.overlay + 2};
  ${wide(css`
    left: ${({ theme }) => theme.space.md};
    right: auto;
    width: 380px;
  `)}
`;

const Banners = styled.div`
  position: absolute;
  top: calc(var(--map-top) + 60px);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: min(420px, calc(100% - 2rem));
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
  ${wide(css`
    top: var(--map-top);
    left: calc(50% + 200px);
    width: min(420px, calc(100% - 440px));
  `)}
`;

const Banner = styled.div<{ $tone: 'info' | 'error' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : 'rgba(19, 39, 27, 0.94)')};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.forest600)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.night : theme.colors.moonlight)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const BannerButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.amber};
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-weight: 700;
  cursor: pointer;
`;

const BannerClose = styled.button.attrs({ type: 'button' })`
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mist};
  font-size: 1.25rem;
  cursor: pointer;
`;

const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${SHEET_CLEARANCE};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${wide(css`
    right: ${({ theme }) => theme.space.md};
    bottom: ${({ theme }) => theme.space.lg};
  `)}
`;

const LegendSlot = styled.div`
  position: absolute;
  right: calc(${({ theme }) => theme.space.sm} + 52px);
  bottom: ${SHEET_CLEARANCE};
  top: calc(var(--map-top) + 60px);
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  display: flex;
  align-items: flex-end;
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
  ${wide(css`
    right: calc(${({ theme }) => theme.space.md} + 52px);
    bottom: ${({ theme }) => theme.space.lg};
  `)}
`;

const BottomLeft = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${SHEET_CLEARANCE};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  max-width: calc(100% - 5.5rem);
  ${wide(css`
    left: ${({ theme }) => theme.space.md};
    bottom: ${({ theme }) => theme.space.lg};
  `)}
`;

const Nearby = styled(NearbyPanel)`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  ${wide(css`
    left: ${({ theme }) => theme.space.md};
    right: auto;
    bottom: auto;
    top: calc(var(--map-top) + 64px);
    width: 380px;
    max-height: calc(100% - var(--map-top) - 64px - 220px);
  `)}
`;

const LocateIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" strokeLinecap="round" />
    <circle cx="12" cy="12" r="8" />
  </svg>
);

const LegendIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 3 3 8l9 5 9-5-9-5Z" strokeLinejoin="round" />
    <path d="m3 13 9 5 9-5" strokeLinejoin="round" />
  </svg>
);

type PopupTarget = { kind: 'altar'; altar: AltarSummary } | { kind: 'pilgrimage'; pilgrimage: PilgrimageMarker };

const NO_PILGRIMAGES: PilgrimageMarker[] = [];

/** Keeps a marker low on the screen when its popup opens above it (the popup is tall on a phone). */
const POPUP_OFFSET: [number, number] = [0, 70];

/**
 * The map home (000 section 2): markers from the viewport query, the nearby list, search and filters,
 * location, legend, popups and the route selection. The same page serves /guest and /guest/map.
 */
export function MapPage() {
  useDocumentTitle('Map');
  const theme = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const guest = pathname === '/guest' || pathname.startsWith('/guest/');
  const isWide = useMediaQuery(WIDE);

  const mapRef = useRef<MapRef>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLElement>(null);
  // Keyboard users come back to where they were when a popup opened from the list closes.
  const returnFocus = useRef<HTMLElement | null>(null);
  const [world, setWorld] = useState<WorldGeometry | null>(null);
  const [mapState, setMapState] = useState<MapState>('loading');
  // The first view is known before the map exists: its altars are asked for at once (mapPreload.ts).
  const [view, setView] = useState<ViewRequest | null>(initialMapView);
  const viewTimer = useRef<number | undefined>(undefined);

  const [query, setQuery] = useState('');
  const [searchedQuery, setSearchedQuery] = useState('');
  const [filters, setFilters] = useState<MapFilters>(NO_FILTERS);
  const [radiusKm, setRadiusKm] = useState<number>(RADIUS_KM.initial);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [legendOpen, setLegendOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? false);
  const [nearbyOpen, setNearbyOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? false);
  const [locationNoticeClosed, setLocationNoticeClosed] = useState(false);
  const [selected, setSelected] = useState<SelectedAltar[]>([]);
  const [popup, setPopup] = useState<PopupTarget | null>(null);

  // The coarse outlines first, so the map and its first markers come sooner; the detailed ones
  // replace them once the first markers are on screen (worldAtlas.ts).
  const [detailedWorld, setDetailedWorld] = useState(false);
  useEffect(() => {
    let active = true;
    void loadWorldOnce('110m').then((geometry) => {
      if (active) setWorld((current) => current ?? geometry ?? EMPTY_WORLD);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearchedQuery(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  useEffect(() => () => window.clearTimeout(viewTimer.current), []);

  const filter = useMemo(() => toAltarFilter(filters, searchedQuery), [filters, searchedQuery]);

  const onViewChange = useCallback((next: ViewRequest) => {
    window.clearTimeout(viewTimer.current);
    viewTimer.current = window.setTimeout(
      () => setView((previous) => (sameView(previous, next) ? previous : next)),
      VIEWPORT_DEBOUNCE_MS,
    );
  }, []);

  const flyTo = useCallback((point: LatLng, zoom: number, offset?: [number, number]) => {
    mapRef.current?.flyTo({
      center: [point.longitude, point.latitude],
      zoom,
      // MapLibre fails on an explicit `offset: undefined`.
      ...(offset ? { offset } : {}),
      duration: prefersReducedMotion() ? 0 : 1200,
    });
  }, []);

  const fitBox = useCallback((box: BoundingBox) => {
    mapRef.current?.fitBounds(
      [
        [box.west, box.south],
        [box.east, box.north],
      ],
      { padding: 48, maxZoom: 18, duration: prefersReducedMotion() ? 0 : 700 },
    );
  }, []);

  // A first fix can arrive before the map exists: it is applied when the map loads.
  const pendingCentre = useRef<LatLng | null>(null);
  const onFirstFix = useCallback(
    (position: LatLng) => {
      if (mapRef.current) flyTo(position, LOCATION_ZOOM);
      else pendingCentre.current = position;
    },
    [flyTo],
  );
  const { state: location, recenter } = useUserLocation(onFirstFix);
  const position = location.status === 'known' ? location.position : null;

  const onMapState = useCallback((state: MapState) => {
    setMapState(state);
    if (state === 'loaded' && pendingCentre.current && mapRef.current) {
      const { longitude, latitude } = pendingCentre.current;
      pendingCentre.current = null;
      mapRef.current.jumpTo({ center: [longitude, latitude], zoom: LOCATION_ZOOM });
    }
  }, []);

  // A new altar within the radius refreshes the nearby list (the viewport refreshes itself).
  const nearbyRefresh = useRef<{ position: LatLng | null; radiusMeters: number; refresh(): void } | null>(null);
  const onAltarCreated = useCallback((altar: LatLng) => {
    const current = nearbyRefresh.current;
    if (current?.position && haversineMeters(current.position, altar) <= current.radiusMeters) current.refresh();
  }, []);

  const viewport = useViewportAltars(view, filter, onAltarCreated);
  // Set already when the map was shown before in this page load.
  const [markersShown, setMarkersShown] = useState(() => performance.getEntriesByName(FIRST_MARKERS_MARK).length > 0);
  const onFirstMarkers = useCallback(() => setMarkersShown(true), []);
  // What can wait comes after the first markers are painted (or the map settled with none to paint):
  // the detailed outlines, the cluster counts and the pilgrimage pins, whose text and icon layers
  // deck.gl would otherwise build (font and icon atlases, shaders) before it draws any marker.
  const nothingToPaint = mapState === 'idle' && ((viewport.loaded && viewport.total === 0) || viewport.error);
  const firstMarkersDone = markersShown || nothingToPaint;
  useEffect(() => {
    if (detailedWorld || !firstMarkersDone) return;
    setDetailedWorld(true);
    void loadWorldOnce('50m').then((geometry) => {
      if (geometry) setWorld(geometry);
    });
  }, [detailedWorld, firstMarkersDone]);
  const loadedPilgrimages = usePilgrimagesOnMap();
  const pilgrimages = firstMarkersDone ? loadedPilgrimages : NO_PILGRIMAGES;
  const nearby = useNearbyAltars(position, radiusKm * 1000, filter);
  useEffect(() => {
    nearbyRefresh.current = { position, radiusMeters: radiusKm * 1000, refresh: nearby.refresh };
  }, [position, radiusKm, nearby.refresh]);

  const nearbyList = useMemo(
    () =>
      position
        ? // Distances from the live position (haversine, 000 section 9), not the rounded query point.
          nearbyByDistance(
            nearby.altars.map((altar) => ({ ...altar, distanceMeters: haversineMeters(position, altar) })),
          )
        : nearbyInView(
            viewport.altars,
            viewport.clusters.filter((cluster) => cluster.count > 0),
            viewport.total,
          ),
    [position, nearby.altars, viewport.altars, viewport.clusters, viewport.total],
  );

  const openAltar = useCallback((altar: AltarSummary) => {
    setFiltersOpen(false);
    setPopup({ kind: 'altar', altar });
  }, []);

  const onAltarClick = useCallback(
    (altar: AltarMarker) => {
      returnFocus.current = null;
      openAltar(altar);
      mapRef.current?.easeTo({
        center: [altar.longitude, altar.latitude],
        offset: POPUP_OFFSET,
        duration: prefersReducedMotion() ? 0 : 400,
      });
    },
    [openAltar],
  );

  const onPilgrimageClick = useCallback((pilgrimage: PilgrimageMarker) => {
    returnFocus.current = null;
    setFiltersOpen(false);
    setPopup({ kind: 'pilgrimage', pilgrimage });
    mapRef.current?.easeTo({
      center: [pilgrimage.longitude, pilgrimage.latitude],
      offset: POPUP_OFFSET,
      duration: prefersReducedMotion() ? 0 : 400,
    });
  }, []);

  const onClusterClick = useCallback(
    (cluster: ClusterMarker | NearbyClusterEntry) => {
      setPopup(null);
      fitBox(cluster.bounds);
    },
    [fitBox],
  );

  const onNearbyAltar = useCallback(
    (entry: NearbyAltarEntry) => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openAltar(entry);
      flyTo(entry, LOCATION_ZOOM, POPUP_OFFSET);
      // On a phone the sheet would hide the marker and its popup.
      if (!isWide) setNearbyOpen(false);
    },
    [openAltar, flyTo, isWide],
  );

  const toggleAltar = useCallback((altar: SelectedAltar) => setSelected((list) => toggleSelected(list, altar)), []);

  const selectedIds = useMemo(() => new Set(selected.map((altar) => altar.id)), [selected]);
  const layers = useMemo(
    () =>
      buildMapLayers({
        colors: {
          cluster: theme.colors.amber,
          clusterRing: theme.colors.amberBright,
          clusterText: theme.colors.night,
          location: '#3b82f6',
        },
        searchArea: position ? { centre: position, radiusMeters: radiusKm * 1000 } : null,
        clusters: viewport.clusters,
        clusterCounts: firstMarkersDone,
        altars: viewport.altars,
        pilgrimages,
        selectedIds,
        onClusterClick,
        onAltarClick,
        onPilgrimageClick,
      }),
    [
      theme,
      position,
      radiusKm,
      viewport.clusters,
      firstMarkersDone,
      viewport.altars,
      pilgrimages,
      selectedIds,
      onClusterClick,
      onAltarClick,
      onPilgrimageClick,
    ],
  );

  const mapPopup = useMemo<MapPopup | null>(() => {
    if (!popup) return null;
    if (popup.kind === 'altar') {
      const { altar } = popup;
      return {
        key: `altar-${altar.id}`,
        latitude: altar.latitude,
        longitude: altar.longitude,
        content: (
          <AltarPopup
            altar={altar}
            guest={guest}
            selected={isSelected(selected, altar.id)}
            onToggleSelected={() => toggleAltar(altar)}
          />
        ),
      };
    }
    const { pilgrimage } = popup;
    return {
      key: `pilgrimage-${pilgrimage.id}`,
      latitude: pilgrimage.latitude,
      longitude: pilgrimage.longitude,
      content: (
        <PilgrimagePopup
          pilgrimage={pilgrimage}
          guest={guest}
          onRecenter={() => flyTo(pilgrimage, PILGRIMAGE_ZOOM, POPUP_OFFSET)}
        />
      ),
    };
  }, [popup, guest, selected, toggleAltar, flyTo]);

  const closePopup = useCallback(() => {
    setPopup(null);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (!target?.isConnected) return;
    // On a phone the sheet has folded the entry away: its toggle takes the focus instead.
    const visible = target.offsetParent !== null ? target : document.querySelector<HTMLElement>('#nearby-title button');
    visible?.focus();
  }, []);
  const topInset = useCallback(() => {
    const top = topRef.current?.getBoundingClientRect();
    const screen = screenRef.current?.getBoundingClientRect();
    return top && screen ? top.bottom - screen.top : 0;
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (popup) closePopup();
    else if (filtersOpen) setFiltersOpen(false);
    else if (legendOpen) setLegendOpen(false);
  };

  const firstLoad = !viewport.loaded && !viewport.error;
  // Offline the markers come from the downloads: a calm notice instead of a load error.
  const showingDownloads = useShowingDownloads();
  const showLocationNotice = !locationNoticeClosed && location.status === 'error';

  return (
    <Screen
      ref={screenRef}
      aria-label="Map of sacred spaces"
      data-testid="map-screen"
      data-map-state={mapState}
      data-zoom={view?.zoom}
      data-map-centre={view && `${view.centre.latitude.toFixed(4)},${view.centre.longitude.toFixed(4)}`}
      data-location={location.status}
      $top={guest ? '76px' : theme.space.sm}
      onKeyDown={onKeyDown}
    >
      {world && (
        <AltarMap
          world={world}
          mapRef={mapRef}
          layers={layers}
          userPosition={position}
          popup={mapPopup}
          onPopupClose={closePopup}
          topInset={topInset}
          onStateChange={onMapState}
          onFirstMarkers={onFirstMarkers}
          onViewChange={onViewChange}
        />
      )}

      <Top ref={topRef}>
        <MapSearch
          query={query}
          onQueryChange={setQuery}
          filters={filters}
          onFiltersChange={setFilters}
          radiusKm={radiusKm}
          onRadiusChange={setRadiusKm}
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
        />
      </Top>

      <Banners>
        {!guest && <ContinueJourney />}
        {firstLoad && (
          <Banner $tone="info" role="status">
            {MAP_TEXT.loadingAltars}
          </Banner>
        )}
        {showingDownloads && <OfflineNotice />}
        {viewport.error && !showingDownloads && (
          <Banner $tone="error" role="alert">
            <span>{MAP_TEXT.altarsLoadError}</span>
            <BannerButton onClick={() => window.location.reload()}>Refresh</BannerButton>
          </Banner>
        )}
        {location.status === 'fetching' && (
          <Banner $tone="info" role="status" data-testid="location-status">
            {MAP_TEXT.gettingLocation}
          </Banner>
        )}
        {showLocationNotice && (
          <Banner $tone="info" role="alert" data-testid="location-status">
            <span>{location.message}</span>
            <BannerButton onClick={() => window.location.reload()}>{MAP_TEXT.retry}</BannerButton>
            <BannerClose aria-label="Dismiss" onClick={() => setLocationNoticeClosed(true)}>
              <span aria-hidden="true">×</span>
            </BannerClose>
          </Banner>
        )}
      </Banners>

      <Nearby
        title={nearbyTitle(radiusKm * 1000, position !== null)}
        list={nearbyList}
        open={nearbyOpen}
        onOpenChange={setNearbyOpen}
        loading={position ? nearby.loading : !viewport.loaded}
        emptyText={
          position
            ? `No sacred spaces within ${radiusKm} km.`
            : 'No sacred spaces in view. Move or zoom out the map to find some.'
        }
        onAltar={onNearbyAltar}
        onCluster={onClusterClick}
      />

      <BottomLeft>
        {!guest && selected.length > 0 && (
          <SelectionPanel
            selected={selected}
            onCreateRoute={() => void navigate(createRouteUrl(selected.map((altar) => altar.id)))}
            onClear={() => setSelected([])}
          />
        )}
        <MoonCard />
      </BottomLeft>

      {legendOpen && (
        <LegendSlot>
          <Legend />
        </LegendSlot>
      )}

      <Controls>
        <ControlButton
          $active={legendOpen}
          aria-label="Legend"
          aria-expanded={legendOpen}
          aria-controls={LEGEND_ID}
          onClick={() => setLegendOpen((open) => !open)}
        >
          <LegendIcon />
        </ControlButton>
        <ControlButton aria-label="Locate me" onClick={() => recenter((point) => flyTo(point, LOCATION_ZOOM))}>
          <LocateIcon />
        </ControlButton>
        <ControlButton aria-label="Zoom in" onClick={() => mapRef.current?.zoomIn()}>
          <span aria-hidden="true">+</span>
        </ControlButton>
        <ControlButton aria-label="Zoom out" onClick={() => mapRef.current?.zoomOut()}>
          <span aria-hidden="true">−</span>
        </ControlButton>
      </Controls>

      <VisuallyHidden data-testid="altar-count" role="status" aria-live="polite">
        {viewport.loaded && !viewport.error ? altarCountLabel(viewport.total) : ''}
      </VisuallyHidden>
    </Screen>
  );
}

import { haversineMeters } from '@sacred/core/geo';
import type { LatLng } from '@sacred/core/geo';
import { ALTARS_MIN_ZOOM } from '@sacred/core/map';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { MoonCard } from '../moon/MoonCard';
import { useShowingDownloads } from '../offline/OfflineNotice';
import { loadAltarMap } from './altarMapLoader';
import { LOCATION_ZOOM } from './geolocation';
import { Legend } from './Legend';
import { MapBanners } from './MapBanners';
import { MapControls } from './MapControls';
import { NO_FILTERS, SEARCH_DEBOUNCE_MS, toAltarFilter } from './mapFilters';
import type { MapFilters } from './mapFilters';
import { BottomLeft, LegendSlot, Nearby, Screen, Top, WIDE } from './MapLayout';
import { themeMarkerColors } from './mapLayers';
import type { MapLayerColors, MapMarkers } from './mapLayers';
import { themeMapPalette } from './mapStyle';
import { MapSearch } from './MapSearch';
import type { SearchMatch } from './MapSearch';
import { useMapSearch } from './useMapSearch';
import { useUnits } from '../settings/useSettings';
import type { ClusterMarker, PilgrimageMarker } from './markers';
import { MapPreview } from './MapPreview';
import { nearbyByDistance, nearbyInView } from './nearby';
import type { NearbyAltarEntry, NearbyClusterEntry } from './nearby';
import { createRouteUrl, toggleSelected } from './selection';
import type { SelectedAltar } from './selection';
import { SelectionPanel } from './SelectionPanel';
import { useMapCamera } from './useMapCamera';
import { useMapPopups } from './useMapPopups';
import { useNearbyAltars } from './useNearbyAltars';
import { usePilgrimagesOnMap } from './usePilgrimagesOnMap';
import { useViewportAltars } from './useViewportAltars';
import { useHomeRadius } from './useHomeRadius';
import { useWorldOutlines } from './useWorldOutlines';
import { useCreditsClearance } from './useCreditsClearance';
import { useMapStartup } from './useMapStartup';
import { ContinueJourney } from '../journeys/ContinueJourney';
import { useFormat } from '../../i18n/format';
import { kilometresText, radiusText } from './distances';
import { useMapText } from './messages';

const NO_PILGRIMAGES: PilgrimageMarker[] = [];

/** MapLibre comes after the preview (MapPreview.tsx): its chunk is loaded when the map is first wanted. */
const AltarMap = lazy(async () => ({ default: (await loadAltarMap()).AltarMap }));
/** Where the map flies for a chosen search match: close on an altar, the town around a place. */
const SEARCH_MATCH_ZOOM = { altar: LOCATION_ZOOM, place: 12 } as const;

/**
 * The map home: markers from the viewport query, the nearby list, search and filters, location, legend,
 * popups and the route selection. The same page serves /guest and /guest/map. The parts live beside it:
 * the layout (MapLayout.tsx), where the map looks (useMapCamera.ts), the markers (MarkerLayers.tsx) and
 * the popups (useMapPopups.tsx).
 */
export function MapPage() {
  const t = useMapText();
  const f = useFormat();
  useDocumentTitle(t('documentTitle'));
  const theme = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const guest = pathname === '/guest' || pathname.startsWith('/guest/');
  const isWide = useMediaQuery(WIDE);
  const camera = useMapCamera();
  const { mapRef, view, mapState, location, fitBox, flyTo } = camera;
  const position = location.status === 'known' ? location.position : null;

  const topRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLElement>(null);
  useCreditsClearance(screenRef, mapState !== 'loading');

  const [query, setQuery] = useState('');
  const [searchedQuery, setSearchedQuery] = useState('');
  // A chosen place is where to look, not a name to narrow the altars to.
  const [nameFilterOff, setNameFilterOff] = useState(false);
  const [filters, setFilters] = useState<MapFilters>(NO_FILTERS);
  const [radiusKm, setRadiusKm] = useHomeRadius();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [legendOpen, setLegendOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? false);
  const [nearbyOpen, setNearbyOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? false);
  const [selected, setSelected] = useState<SelectedAltar[]>([]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearchedQuery(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const filter = useMemo(
    () => toAltarFilter(filters, nameFilterOff ? '' : searchedQuery),
    [filters, searchedQuery, nameFilterOff],
  );
  const units = useUnits();

  // A new altar within the radius refreshes the nearby list (the viewport refreshes itself).
  const nearbyRefresh = useRef<{ position: LatLng | null; radiusMeters: number; refresh(): void } | null>(null);
  const onAltarCreated = useCallback((altar: LatLng) => {
    const current = nearbyRefresh.current;
    if (current?.position && haversineMeters(current.position, altar) <= current.radiusMeters) current.refresh();
  }, []);

  const viewport = useViewportAltars(view, filter, onAltarCreated);
  // The first paint's phases (mapStartup.ts): what can wait comes after the map has drawn its first markers
  // (or settled with none to draw): the detailed basemap and outlines, and the pilgrimage pins.
  const startup = useMapStartup(mapState, viewport);
  const { firstMarkersDone } = startup;
  const world = useWorldOutlines(firstMarkersDone);
  // Asked for once the first markers are up, so that they do not wait behind them.
  const loadedPilgrimages = usePilgrimagesOnMap(firstMarkersDone ? (view?.box ?? null) : null);
  const pilgrimages = firstMarkersDone ? loadedPilgrimages : NO_PILGRIMAGES;
  const nearby = useNearbyAltars(position, radiusKm * 1000, filter);
  useEffect(() => {
    nearbyRefresh.current = { position, radiusMeters: radiusKm * 1000, refresh: nearby.refresh };
  }, [position, radiusKm, nearby.refresh]);

  const nearbyList = useMemo(
    () =>
      position
        ? // Distances from the live position (haversine), not the rounded query point.
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

  const toggleAltar = useCallback((altar: SelectedAltar) => setSelected((list) => toggleSelected(list, altar)), []);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const popups = useMapPopups({ camera, guest, selected, onToggleSelected: toggleAltar, onOpen: closeFilters });
  const { dismiss: dismissPopup, onNearbyAltar: openNearbyAltar } = popups;

  const onClusterClick = useCallback(
    (cluster: ClusterMarker | NearbyClusterEntry) => {
      dismissPopup();
      // One altar needs no closer look at a box: the map goes straight to where it shows on its own.
      if (cluster.count === 1) flyTo(cluster, Math.max(ALTARS_MIN_ZOOM, LOCATION_ZOOM));
      else fitBox(cluster.bounds, cluster);
    },
    [dismissPopup, fitBox, flyTo],
  );

  const onNearbyAltar = useCallback(
    (entry: NearbyAltarEntry) => {
      openNearbyAltar(entry);
      // On a phone the sheet would hide the marker and its popup.
      if (!isWide) setNearbyOpen(false);
    },
    [openNearbyAltar, isWide],
  );

  const selectedIds = useMemo(() => new Set(selected.map((altar) => altar.id)), [selected]);
  const markerColors = useMemo<MapLayerColors>(() => themeMarkerColors(theme.colors), [theme]);
  const mapPalette = useMemo(() => themeMapPalette(theme.colors), [theme]);
  const searchArea = useMemo(
    () => (position ? { centre: position, radiusMeters: radiusKm * 1000 } : null),
    [position, radiusKm],
  );
  const markers = useMemo<MapMarkers>(
    () => ({ searchArea, clusters: viewport.clusters, altars: viewport.altars, pilgrimages, selectedIds }),
    [searchArea, viewport.clusters, viewport.altars, pilgrimages, selectedIds],
  );

  const topInset = useCallback(() => {
    const top = topRef.current?.getBoundingClientRect();
    const screen = screenRef.current?.getBoundingClientRect();
    return top && screen ? top.bottom - screen.top : 0;
  }, []);

  const search = useMapSearch(searchedQuery, position ?? view?.centre ?? null);
  const onQueryChange = useCallback((text: string) => {
    setQuery(text);
    setNameFilterOff(false);
  }, []);
  const onChooseMatch = useCallback(
    (match: SearchMatch) => {
      dismissPopup();
      setQuery(match.name);
      setSearchedQuery(match.name);
      setNameFilterOff(match.kind === 'place');
      flyTo(
        { latitude: match.latitude, longitude: match.longitude },
        match.kind === 'altar' ? SEARCH_MATCH_ZOOM.altar : SEARCH_MATCH_ZOOM.place,
      );
    },
    [dismissPopup, flyTo],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (popups.isOpen) popups.close();
    else if (filtersOpen) setFiltersOpen(false);
    else if (legendOpen) setLegendOpen(false);
  };

  const showingDownloads = useShowingDownloads();

  return (
    <Screen
      ref={screenRef}
      aria-label={t('mapLabel')}
      data-testid="map-screen"
      data-map-state={mapState}
      data-zoom={view?.zoom}
      data-map-centre={view && `${view.centre.latitude.toFixed(4)},${view.centre.longitude.toFixed(4)}`}
      data-location={location.status}
      $top={guest ? '76px' : theme.space.sm}
      $seeThrough={startup.seeThrough}
      onKeyDown={onKeyDown}
    >
      {/* The page's one heading, for moving by headings with a screen reader; the map speaks for itself on screen. */}
      <VisuallyHidden as="h1">{t('mapLabel')}</VisuallyHidden>
      {world && startup.mapWanted && (
        <Suspense fallback={null}>
          <AltarMap
            world={world}
            mapRef={mapRef}
            markers={markers}
            markerColors={markerColors}
            onClusterClick={onClusterClick}
            onAltarClick={popups.onAltarClick}
            onPilgrimageClick={popups.onPilgrimageClick}
            userPosition={position}
            popup={popups.popup}
            onPopupClose={popups.close}
            topInset={topInset}
            onStateChange={camera.onMapState}
            onFirstMarkers={startup.onFirstMarkers}
            onMoveStart={startup.onMapMoveStart}
            detailedBasemap={firstMarkersDone}
            onViewChange={camera.onViewChange}
          />
        </Suspense>
      )}
      {world && view && viewport.loaded && startup.previewShown && (
        <MapPreview
          centre={view.centre}
          zoom={view.zoom}
          world={world}
          clusters={viewport.clusters}
          altars={viewport.altars}
          palette={mapPalette}
          colors={markerColors}
          onPainted={startup.onPreviewPainted}
        />
      )}

      <Top ref={topRef}>
        <MapSearch
          query={query}
          onQueryChange={onQueryChange}
          filters={filters}
          onFiltersChange={setFilters}
          radiusKm={radiusKm}
          onRadiusChange={setRadiusKm}
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          search={{ ...search, searchedText: searchedQuery, units, onChoose: onChooseMatch }}
        />
      </Top>

      <MapBanners
        loadingAltars={!viewport.loaded && !viewport.error}
        showingDownloads={showingDownloads}
        altarsFailed={Boolean(viewport.error)}
        location={location}
      >
        {!guest && <ContinueJourney />}
      </MapBanners>

      <Nearby
        title={position ? t('nearbyWithin', { radius: radiusText(f, radiusKm * 1000, units) }) : t('nearby')}
        list={nearbyList}
        open={nearbyOpen}
        onOpenChange={setNearbyOpen}
        loading={position ? nearby.loading : !viewport.loaded}
        emptyText={position ? t('nearbyNoneWithin', { radius: kilometresText(f, radiusKm) }) : t('nearbyNoneInView')}
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

      <MapControls
        mapRef={mapRef}
        legendOpen={legendOpen}
        onLegendToggle={() => setLegendOpen((open) => !open)}
        onLocate={() => camera.recenter((point) => flyTo(point, LOCATION_ZOOM))}
        onZoomIn={() => mapRef.current?.zoomIn()}
        onZoomOut={() => mapRef.current?.zoomOut()}
      />

      <VisuallyHidden data-testid="altar-count" role="status" aria-live="polite">
        {viewport.loaded && !viewport.error ? t('altarsOnMap', { count: viewport.total }) : ''}
      </VisuallyHidden>
    </Screen>
  );
}

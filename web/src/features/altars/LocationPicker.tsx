import { useUnits } from '../settings/useSettings';
import { useQuery } from '@apollo/client/react';
import { isLatitude, isLongitude, type LatLng } from '@sacred/core/geo';
import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import { MESSAGES } from '@sacred/core/messages';
import { PLACE_SEARCH } from '@sacred/core/places';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { NearestPlaceDocument, PlaceSearchDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { InputField } from '../../ui/Form';
import { FieldError } from '../../ui/Field';
import type { Camera } from './PickerMap';
import { Tabs } from './Tabs';
import { PICKER_FIX_OPTIONS, toLatLng } from './useViewerPosition';
import { Stack } from '../../ui/Stack';
import { lastMapView } from '../map/lastMapView';
import { ruleText, useDistanceText } from './localText';
import { useAltarsText } from './messages';

// MapLibre is heavy: the picker map is its own chunk, loaded when the Map tab shows.
const PickerMap = lazy(async () => ({ default: (await import('./PickerMap')).PickerMap }));

/** Create-altar map zooms. */
export const PICKER_ZOOM = { preset: 15, searchResult: 16, ownLocation: 12 } as const;

type PickerTab = 'map' | 'search' | 'gps';
const TABS = [
  { key: 'map', label: 'tabMap' },
  { key: 'search', label: 'tabSearch' },
  { key: 'gps', label: 'tabGps' },
] as const;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  overflow: hidden;
`;

const Result = styled.button`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.forest700};
  background: ${({ theme }) => theme.colors.forest900};
  color: ${({ theme }) => theme.colors.moonlight};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.forest700};
  }
  small {
    color: ${({ theme }) => theme.colors.mist};
    white-space: nowrap;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Selected = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest500};
  background: ${({ theme }) => theme.colors.forest900};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.amberBright};
  }
  span {
    font-variant-numeric: tabular-nums;
  }
`;

interface LocationPickerProps {
  value: LatLng | null;
  onChange(position: LatLng): void;
  /** Where the user is, when known: biases the place search. */
  viewer: LatLng | null;
  error?: string | undefined;
}

/** The location picker of the create-altar screen: Map, Search and GPS tabs and the selected-location panel. */
export function LocationPicker({ value, onChange, viewer, error }: LocationPickerProps) {
  const t = useAltarsText();
  const [tab, setTab] = useState<PickerTab>('map');
  // The map opens on the chosen point, else the member's position, else their last map view.
  const [camera, setCamera] = useState<Camera>(() =>
    value
      ? { ...value, zoom: PICKER_ZOOM.preset }
      : viewer
        ? { ...viewer, zoom: PICKER_ZOOM.ownLocation }
        : (lastMapView() ?? { ...DEFAULT_MAP_VIEW }),
  );
  const [locating, setLocating] = useState(false);
  // What went wrong, kept as its words' key (and the browser's reason) so it follows the language.
  const [locationError, setLocationError] = useState<{ unsupported: true } | { reason: string } | null>(null);
  // A position that comes after the picker opened moves it there, until the member has placed the marker.
  const followViewer = useRef(!value && !viewer);
  useEffect(() => {
    if (!viewer || !followViewer.current || value) return;
    followViewer.current = false;
    setCamera({ ...viewer, zoom: PICKER_ZOOM.ownLocation });
  }, [viewer, value]);

  const place = (position: LatLng, zoom: number) => {
    followViewer.current = false;
    onChange(position);
    setCamera({ ...position, zoom });
  };

  const useMyLocation = () => {
    setLocationError(null);
    if (!('geolocation' in navigator)) {
      setLocationError({ unsupported: true });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (fix) => {
        setLocating(false);
        place(toLatLng(fix), PICKER_ZOOM.ownLocation);
      },
      (failure) => {
        setLocating(false);
        setLocationError({ reason: failure.message });
      },
      PICKER_FIX_OPTIONS,
    );
  };

  return (
    <Stack $gap="sm">
      <Tabs<PickerTab>
        label={t('howToChoose')}
        tabs={TABS.map(({ key, label }) => ({ key, label: t(label) }))}
        active={tab}
        onChange={setTab}
      >
        {tab === 'map' && (
          <Stack $gap="sm">
            <Suspense fallback={<Muted role="status">{t('loadingMap')}</Muted>}>
              <PickerMap camera={camera} selected={value} onPick={(position) => onChange(position)} />
            </Suspense>
            <Muted>{t('tapMap')}</Muted>
            <Button $variant="secondary" onClick={useMyLocation} disabled={locating} aria-busy={locating}>
              {t(locating ? 'gettingLocation' : 'useMyLocation')}
            </Button>
            {locationError && (
              <FieldError role="alert">
                {'reason' in locationError
                  ? t('locationFailed', { reason: locationError.reason })
                  : t('geolocationUnsupported')}
              </FieldError>
            )}
          </Stack>
        )}
        {tab === 'search' && (
          <PlaceSearch
            viewer={viewer}
            onSelect={(position) => {
              place(position, PICKER_ZOOM.searchResult);
              setTab('map');
            }}
          />
        )}
        {tab === 'gps' && <CoordinateEntry initial={value} onSet={(position) => place(position, PICKER_ZOOM.preset)} />}
      </Tabs>
      {value && <SelectedLocation position={value} />}
      {error && (
        <FieldError role="alert" data-field-error="latitude">
          {error}
        </FieldError>
      )}
    </Stack>
  );
}

function PlaceSearch({ viewer, onSelect }: { viewer: LatLng | null; onSelect(position: LatLng): void }) {
  const t = useAltarsText();
  const distanceText = useDistanceText();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const listId = useId();
  const units = useUnits();
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const ready = query.length >= PLACE_SEARCH.minQueryLength;
  const { data, loading } = useQuery(PlaceSearchDocument, {
    variables: { query, latitude: viewer?.latitude ?? null, longitude: viewer?.longitude ?? null },
    skip: !ready,
  });
  const places = ready ? (data?.places ?? []) : [];
  return (
    <Stack $gap="sm">
      <InputField
        label={t('searchPlace')}
        name="placeSearch"
        type="search"
        autoComplete="off"
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={listId}
      />
      <Muted>{t(viewer ? 'placesNearFirst' : 'allowLocation')}</Muted>
      {loading && <Muted role="status">{t('searching')}</Muted>}
      {ready && !loading && places.length === 0 && <Muted role="status">{t('noPlaces')}</Muted>}
      {ready && !loading && viewer && places.length > 0 && !places.some((found) => found.near) && (
        <Muted role="status" data-testid="nothing-near">
          {t('nothingNear', { distance: distanceText(PLACE_SEARCH.biasMeters, units), query })}
        </Muted>
      )}
      <Results id={listId} aria-label={t('places')} hidden={places.length === 0}>
        {places.map((found) => (
          <li key={found.id}>
            <Result type="button" onClick={() => onSelect({ latitude: found.latitude, longitude: found.longitude })}>
              <span>{found.label}</span>
              {found.distanceMeters !== null && found.distanceMeters !== undefined && (
                <small>{distanceText(found.distanceMeters, units)}</small>
              )}
            </Result>
          </li>
        ))}
      </Results>
    </Stack>
  );
}

/** The typed coordinates: one message for text that is not two numbers, another for a point off the globe. */
export function parseCoordinates(latitude: string, longitude: string): LatLng | string {
  const lat = Number(latitude.trim());
  const lng = Number(longitude.trim());
  if (latitude.trim() === '' || longitude.trim() === '' || Number.isNaN(lat) || Number.isNaN(lng)) {
    return MESSAGES.invalidCoordinates;
  }
  if (!isLatitude(lat) || !isLongitude(lng)) return MESSAGES.invalidCoordinateRanges;
  return { latitude: lat, longitude: lng };
}

function CoordinateEntry({ initial, onSet }: { initial: LatLng | null; onSet(position: LatLng): void }) {
  const t = useAltarsText();
  const [latitude, setLatitude] = useState(initial ? String(initial.latitude) : '');
  const [longitude, setLongitude] = useState(initial ? String(initial.longitude) : '');
  const [error, setError] = useState<string | null>(null);
  const set = () => {
    const parsed = parseCoordinates(latitude, longitude);
    if (typeof parsed === 'string') {
      setError(parsed);
      return;
    }
    setError(null);
    onSet(parsed);
  };
  return (
    <Stack $gap="sm">
      <Row>
        <InputField
          label={t('latitude')}
          name="gpsLatitude"
          inputMode="decimal"
          placeholder="39.739236"
          value={latitude}
          onChange={(event) => setLatitude(event.target.value)}
        />
        <InputField
          label={t('longitude')}
          name="gpsLongitude"
          inputMode="decimal"
          placeholder="-104.990251"
          value={longitude}
          onChange={(event) => setLongitude(event.target.value)}
        />
      </Row>
      <Button $variant="secondary" onClick={set}>
        {t('setFromCoordinates')}
      </Button>
      {error && <FieldError role="alert">{ruleText(t, error)}</FieldError>}
    </Stack>
  );
}

function SelectedLocation({ position }: { position: LatLng }) {
  const t = useAltarsText();
  const { data, loading } = useQuery(NearestPlaceDocument, {
    variables: { latitude: position.latitude, longitude: position.longitude },
  });
  const address = data?.nearestPlace?.label;
  return (
    <Selected aria-live="polite" data-testid="selected-location">
      <strong>{t('selectedLocation')}</strong>
      <span>
        {position.latitude.toFixed(6)}, {position.longitude.toFixed(6)}
      </span>
      <Muted>{address ? t('near', { address }) : t(loading ? 'findingNearest' : 'noNearbyPlace')}</Muted>
    </Selected>
  );
}

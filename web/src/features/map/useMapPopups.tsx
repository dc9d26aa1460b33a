import { useCallback, useMemo, useRef, useState } from 'react';
import type { MapPopup } from './AltarMap';
import { AltarPopup } from './AltarPopup';
import type { AltarSummary } from './AltarPopup';
import { LOCATION_ZOOM, PILGRIMAGE_ZOOM } from './geolocation';
import type { AltarMarker, PilgrimageMarker } from './markers';
import type { NearbyAltarEntry } from './nearby';
import { PilgrimagePopup } from './PilgrimagePopup';
import { isSelected } from './selection';
import type { SelectedAltar } from './selection';
import type { MapCamera } from './useMapCamera';

type PopupTarget = { kind: 'altar'; altar: AltarSummary } | { kind: 'pilgrimage'; pilgrimage: PilgrimageMarker };

/** Keeps a marker low on the screen when its popup opens above it (the popup is tall on a phone). */
const POPUP_OFFSET: [number, number] = [0, 70];

interface PopupOptions {
  camera: Pick<MapCamera, 'flyTo' | 'easeTo'>;
  guest: boolean;
  selected: readonly SelectedAltar[];
  onToggleSelected(altar: SelectedAltar): void;
  /** A popup is opening (the page closes its filters). */
  onOpen(): void;
}

export interface MapPopups {
  /** What the map shows in its popup, or null. */
  popup: MapPopup | null;
  isOpen: boolean;
  onAltarClick(altar: AltarMarker): void;
  onPilgrimageClick(pilgrimage: PilgrimageMarker): void;
  /** An entry of the nearby list: the map flies there; the focus comes back to the entry on close. */
  onNearbyAltar(entry: NearbyAltarEntry): void;
  close(): void;
  /** Closes without moving the focus (a cluster was tapped). */
  dismiss(): void;
}

/** The altar and pilgrimage popups of the map home, and where the keyboard focus goes when they close. */
export function useMapPopups({ camera, guest, selected, onToggleSelected, onOpen }: PopupOptions): MapPopups {
  const { flyTo, easeTo } = camera;
  const [target, setTarget] = useState<PopupTarget | null>(null);
  // Keyboard users come back to where they were when a popup opened from the list closes.
  const returnFocus = useRef<HTMLElement | null>(null);

  const openAltar = useCallback(
    (altar: AltarSummary) => {
      onOpen();
      setTarget({ kind: 'altar', altar });
    },
    [onOpen],
  );

  const onAltarClick = useCallback(
    (altar: AltarMarker) => {
      returnFocus.current = null;
      openAltar(altar);
      easeTo(altar, POPUP_OFFSET);
    },
    [openAltar, easeTo],
  );

  const onPilgrimageClick = useCallback(
    (pilgrimage: PilgrimageMarker) => {
      returnFocus.current = null;
      onOpen();
      setTarget({ kind: 'pilgrimage', pilgrimage });
      easeTo(pilgrimage, POPUP_OFFSET);
    },
    [onOpen, easeTo],
  );

  const onNearbyAltar = useCallback(
    (entry: NearbyAltarEntry) => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openAltar(entry);
      flyTo(entry, LOCATION_ZOOM, POPUP_OFFSET);
    },
    [openAltar, flyTo],
  );

  const close = useCallback(() => {
    setTarget(null);
    const focusTarget = returnFocus.current;
    returnFocus.current = null;
    if (!focusTarget?.isConnected) return;
    // On a phone the sheet has folded the entry away: its toggle takes the focus instead.
    const visible =
      focusTarget.offsetParent !== null ? focusTarget : document.querySelector<HTMLElement>('#nearby-title button');
    visible?.focus();
  }, []);
  const dismiss = useCallback(() => setTarget(null), []);

  const popup = useMemo<MapPopup | null>(() => {
    if (!target) return null;
    if (target.kind === 'altar') {
      const { altar } = target;
      return {
        key: `altar-${altar.id}`,
        latitude: altar.latitude,
        longitude: altar.longitude,
        content: (
          <AltarPopup
            altar={altar}
            guest={guest}
            selected={isSelected(selected, altar.id)}
            onToggleSelected={() => onToggleSelected(altar)}
          />
        ),
      };
    }
    const { pilgrimage } = target;
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
  }, [target, guest, selected, onToggleSelected, flyTo]);

  return { popup, isOpen: target !== null, onAltarClick, onPilgrimageClick, onNearbyAltar, close, dismiss };
}

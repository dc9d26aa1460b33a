import { MAP_STYLES } from '@sacred/core/enums';
import type { MapStyle } from '@sacred/core/settings';
import type { RefObject } from 'react';
import { useId, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { useAuth } from '../../../app/authContext';
import { useToast } from '../../../app/toasts/toastContext';
import { useSettings } from '../../settings/useSettings';
import { ControlButton, FloatingPanel } from '../mapChrome';
import { fetchBasemapStyle } from './basemapStyle';
import { setPickedMapStyle } from './mapStyleChoice';
import { prefetchTilesInView } from './prefetchTiles';
import { useMemberMapStyle, useStyleChoices } from './useStyleChoices';
import { knownText } from '../../../i18n/knownTexts';
import { useMapText } from '../messages';
import { MAP_STYLE_KEYS, STYLE_UNAVAILABLE_TEXTS } from '../messages/tables';

export { MAP_STYLE_CONTROL_TEXT } from './mapStyleTexts';

const Anchor = styled.div`
  position: relative;
`;

const Menu = styled(FloatingPanel)`
  position: absolute;
  right: calc(100% + ${({ theme }) => theme.space.sm});
  top: 0;
  width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  legend {
    padding: 0;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    cursor: pointer;
  }
  input:disabled + span {
    color: ${({ theme }) => theme.colors.mist};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mist};
    margin: 0 0 ${({ theme }) => theme.space.xs} 28px;
  }
`;

const MountainIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="m3 19 6.5-11 4 6.5L16 11l5 8H3Z" strokeLinejoin="round" />
  </svg>
);

interface MapStyleControlProps {
  /** The map the menu switches: opening the menu fetches the terrain style's tiles for its view. */
  mapRef: RefObject<MapRef | null>;
}

/**
 * Switches the member's map style from the map itself: the new style is drawn at once (its style
 * document, and for terrain the elevation and contour tiles of the view, were fetched when the menu
 * opened) while it is saved to their settings, so every map and their next offline pack use it.
 * Styles this server cannot draw are shown disabled with the reason.
 * Members only: a guest has no settings to keep it in.
 */
export function MapStyleControl({ mapRef }: MapStyleControlProps) {
  const t = useMapText();
  const { user } = useAuth();
  const { settings, save } = useSettings();
  const { toast } = useToast();
  const choices = useStyleChoices();
  const current = useMemberMapStyle() ?? settings.preferences.mapStyle;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  if (!user) return null;

  const toggle = () => {
    if (!open) for (const choice of choices ?? []) if (choice.available) prefetch(choice.style);
    setOpen(!open);
  };

  // Terrain's elevation and contour tiles are traced and fetched on its first use: the view's are
  // asked for now, bounded to the tiles on screen at the map's zoom, while the member picks.
  const prefetch = (style: MapStyle) => {
    const spec = fetchBasemapStyle(style);
    if (style !== 'terrain' || current === 'terrain') return;
    spec.then(
      (next) => {
        const map = mapRef.current?.getMap();
        if (map?.isStyleLoaded()) prefetchTilesInView(next, map.getStyle(), (options) => map.coveringTiles(options));
      },
      () => undefined,
    );
  };

  const pick = async (style: MapStyle) => {
    setPickedMapStyle(style);
    try {
      await save({ ...settings, preferences: { ...settings.preferences, mapStyle: style } });
    } catch {
      toast({ title: t('error'), description: t('mapStyleSaveFailed'), variant: 'destructive' });
    } finally {
      setPickedMapStyle(null);
    }
  };

  return (
    <Anchor>
      <ControlButton
        $active={open}
        aria-label={t('mapStyle')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <MountainIcon />
      </ControlButton>
      {open && (
        <Menu as="fieldset" id={menuId} data-testid="map-style-menu">
          <legend>{t('mapStyle')}</legend>
          {[...MAP_STYLES].reverse().map((style) => {
            const choice = choices?.find((candidate) => candidate.style === style);
            const unavailable = style !== 'street' && !choice?.available;
            return (
              <div key={style}>
                <label>
                  <input
                    type="radio"
                    name={`${menuId}-style`}
                    value={style}
                    checked={current === style}
                    disabled={unavailable}
                    onChange={() => void pick(style)}
                  />
                  <span>{t(MAP_STYLE_KEYS[style])}</span>
                </label>
                {unavailable && choice?.reason && <small>{knownText(t, STYLE_UNAVAILABLE_TEXTS, choice.reason)}</small>}
              </div>
            );
          })}
        </Menu>
      )}
    </Anchor>
  );
}

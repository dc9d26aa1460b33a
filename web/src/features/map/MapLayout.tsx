import styled, { css } from 'styled-components';
import { NearbyPanel } from './NearbyPanel';

/**
 * The map home's layout: the full-screen map with the search on top, banners under it, the controls
 * and legend on the right, the selection and moon card bottom left and the nearby list (a bottom sheet
 * on phones, a side panel on wide screens).
 */

/** Wide screens get the nearby list and legend open beside the map; phones get a bottom sheet. */
export const WIDE = '(min-width: 900px)';
const wide = (rules: ReturnType<typeof css>) => css`
  @media ${WIDE} {
    ${rules}
  }
`;

/** Height of the collapsed nearby sheet plus its margins: the bottom controls sit above it on phones. */
const SHEET_CLEARANCE = '72px';
/** Width of the control column on the right (44 px buttons) and its gap. */
const CONTROL_COLUMN = '52px';

export const Screen = styled.section<{ $top: string; $seeThrough?: boolean }>`
  --map-top: calc(env(safe-area-inset-top, 0px) + ${({ $top }) => $top});
  position: fixed;
  inset: 0 0 ${({ theme }) => theme.layout.bottomNavHeight} 0;
  /* See-through while the first-paint canvas under the app shows the first markers (MapPage.tsx). */
  background: ${({ theme, $seeThrough }) => ($seeThrough ? 'transparent' : theme.colors.ocean)};
  overflow: hidden;

  /* On phones MapLibre's attribution sits above the nearby sheet, left of the control column, where it
     can be seen and tapped (in the corner the sheet covered it). */
  .maplibregl-ctrl-bottom-right {
    bottom: calc(${SHEET_CLEARANCE} - 10px);
    right: calc(${({ theme }) => theme.space.sm} + ${CONTROL_COLUMN});
  }
  ${wide(css`
    .maplibregl-ctrl-bottom-right {
      bottom: 0;
      right: calc(${({ theme }) => theme.space.md} + ${CONTROL_COLUMN});
    }
  `)}
  /* Opened, the credits run left across the moon card and the selection: they are read above them, and
     the cards stand higher meanwhile (useCreditsClearance.ts), so that no card's button is hidden. */
  .maplibregl-ctrl-bottom-right:has(.maplibregl-compact-show) {
    z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  }

  /* The moon card (its own feature) joins the bottom-left stack instead of floating on its own. */
  && [data-testid='moon-card'] {
    position: static;
    max-width: 100%;
    align-self: flex-start;
  }
`;

export const Top = styled.div`
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

export const Banners = styled.div`
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

export const Banner = styled.div<{ $tone: 'info' | 'error' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.overlay)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.forest600)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.night : theme.colors.moonlight)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const BannerButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.amber};
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-weight: 700;
  cursor: pointer;
`;

export const BannerClose = styled.button.attrs({ type: 'button' })`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mist};
  font-size: 1.25rem;
  cursor: pointer;
`;

export const Controls = styled.div`
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

export const LegendSlot = styled.div`
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

export const BottomLeft = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: calc(${SHEET_CLEARANCE} + var(--open-credits, 0px));
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  /* Clear of the control column and of the map attribution beside it. */
  max-width: calc(100% - 5.5rem - ${CONTROL_COLUMN});
  ${wide(css`
    max-width: calc(100% - 5.5rem);
    left: ${({ theme }) => theme.space.md};
    bottom: calc(${({ theme }) => theme.space.lg} + var(--open-credits, 0px));
  `)}
`;

export const Nearby = styled(NearbyPanel)`
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

export const LocateIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" strokeLinecap="round" />
    <circle cx="12" cy="12" r="8" />
  </svg>
);

export const LegendIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 3 3 8l9 5 9-5-9-5Z" strokeLinejoin="round" />
    <path d="m3 13 9 5 9-5" strokeLinejoin="round" />
  </svg>
);

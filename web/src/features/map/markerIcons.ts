import type { AltarBadges } from './markerStyle';
import { BADGE_COLORS } from './markerStyle';

/**
 * Marker images for deck.gl's IconLayer: small SVGs as data URLs (no network, no sprite sheet), packed
 * by deck.gl into its icon atlas. Drawn at 64 px and shown at 32x32 with the anchor at the bottom
 * centre (16,32 in marker pixels, 000 section 9), so they stay sharp on high-density screens.
 */

export const MARKER_SIZE = 32;
const ATLAS_SIZE = MARKER_SIZE * 2;

export interface MarkerIcon {
  id: string;
  url: string;
  width: number;
  height: number;
  anchorX: number;
  anchorY: number;
  mask: false;
}

const OUTLINE = '#07110b';
const SELECTED_OUTLINE = '#ffffff';

const svgUrl = (body: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_SIZE}" height="${ATLAS_SIZE}" viewBox="0 0 32 32">${body}</svg>`,
  )}`;

// A few dozen distinct icons serve thousands of markers: build each SVG once.
const cache = new Map<string, MarkerIcon>();

function icon(id: string, body: () => string): MarkerIcon {
  let made = cache.get(id);
  if (!made) {
    made = {
      id,
      url: svgUrl(body()),
      width: ATLAS_SIZE,
      height: ATLAS_SIZE,
      anchorX: ATLAS_SIZE / 2,
      anchorY: ATLAS_SIZE,
      mask: false,
    };
    cache.set(id, made);
  }
  return made;
}

/** A teardrop pin with a small cairn, red and yellow badge dots, and a white ring when selected. */
export function altarIcon(color: string, badges: AltarBadges, selected: boolean): MarkerIcon {
  const key = `${color}-${badges.recent ? 'r' : ''}${badges.popular ? 'y' : ''}${selected ? 's' : ''}`;
  return icon(`altar-${key}`, () => {
    const stroke = selected ? SELECTED_OUTLINE : OUTLINE;
    const strokeWidth = selected ? 2.4 : 1.4;
    const parts = [
      `<path d="M16 31C16 31 5 20 5 12.5a11 11 0 0 1 22 0C27 20 16 31 16 31Z" fill="${color}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`,
      `<ellipse cx="16" cy="16.6" rx="5.2" ry="1.9" fill="${OUTLINE}"/>`,
      `<ellipse cx="16" cy="12.9" rx="3.9" ry="1.7" fill="${OUTLINE}"/>`,
      `<ellipse cx="16" cy="9.6" rx="2.6" ry="1.5" fill="${OUTLINE}"/>`,
    ];
    if (badges.popular) {
      parts.push(
        `<circle cx="5.5" cy="5.5" r="4.3" fill="${BADGE_COLORS.popular}" stroke="${OUTLINE}" stroke-width="1.2"/>`,
      );
    }
    if (badges.recent) {
      parts.push(
        `<circle cx="26.5" cy="5.5" r="4.3" fill="${BADGE_COLORS.recent}" stroke="${OUTLINE}" stroke-width="1.2"/>`,
      );
    }
    if (selected) {
      parts.push(
        `<circle cx="16" cy="26.5" r="4.6" fill="${SELECTED_OUTLINE}" stroke="${OUTLINE}" stroke-width="1"/>`,
        `<path d="M13.8 26.6l1.6 1.6 3-3.2" fill="none" stroke="${OUTLINE}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
    return parts.join('');
  });
}

/** A square-headed pin with a flag: a route's start, told apart from the altars' teardrops. */
export function pilgrimageIcon(color: string): MarkerIcon {
  return icon(`pilgrimage-${color}`, () =>
    [
      `<path d="M16 31l-4.6-8H7a3.5 3.5 0 0 1-3.5-3.5v-13A3.5 3.5 0 0 1 7 3h18a3.5 3.5 0 0 1 3.5 3.5v13A3.5 3.5 0 0 1 25 23h-4.4Z" fill="${color}" stroke="${OUTLINE}" stroke-width="1.4"/>`,
      `<path d="M12 7.5v11" stroke="${OUTLINE}" stroke-width="1.8" stroke-linecap="round"/>`,
      `<path d="M12.6 7.8 21.5 10.6 12.6 13.4Z" fill="${OUTLINE}"/>`,
    ].join(''),
  );
}

/**
 * Reads a data: URL without the network. deck.gl loads icons with fetch(), which the app's content
 * security policy (connect-src 'self') refuses for data: URLs; decoding them here keeps the icons
 * working under that policy. The response carries the URL, so the image loader knows it is an SVG.
 */
export function fetchDataUrl(url: string): Promise<Response> {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) return fetch(url);
  const [, meta = '', base64, payload = ''] = match;
  const type = meta.split(';')[0] || 'text/plain';
  const bytes = base64
    ? Uint8Array.from(atob(payload), (character) => character.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  const response = new Response(new Blob([bytes], { type }), { headers: { 'content-type': type } });
  Object.defineProperty(response, 'url', { value: url });
  return Promise.resolve(response);
}

/** IconLayer load options: icons come from fetchDataUrl. */
export const ICON_LOAD_OPTIONS = { core: { fetch: fetchDataUrl } };

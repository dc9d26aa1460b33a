import type { MapStyleAvailability } from '@sacred/core/basemap';
import type { MapStyle } from '@sacred/core/settings';
import type { StyleSpecification } from 'maplibre-gl';

/**
 * The basemap's styles come from the API (`GET /map/style.json?style=`, the same JSON the offline packs
 * read); this module fetches them once per page load and makes our origin-relative URLs absolute (a
 * MapLibre worker resolves relative URLs against its own script, and `new URL` would escape the
 * `{z}` templates).
 */
export const BASEMAP_TEXTS = {
  /** In the attribution corner when the detailed map cannot be reached. */
  fallbackNotice: 'Detailed map unavailable: showing outlines',
  loading: 'Loading the detailed map…',
} as const;

export type StyleChoice = { style: MapStyle; available: boolean; reason?: string };

const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/** The style with every tile, TileJSON, glyph and sprite URL absolute on `origin`. */
export function withAbsoluteUrls(style: StyleSpecification, origin: string): StyleSpecification {
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) => {
      const next: Record<string, unknown> = { ...source };
      if ('tiles' in source && Array.isArray(source.tiles))
        next.tiles = source.tiles.map((url) => absolute(url, origin));
      if ('url' in source && typeof source.url === 'string') next.url = absolute(source.url, origin);
      return [id, next];
    }),
  ) as StyleSpecification['sources'];
  return {
    ...style,
    sources,
    ...(typeof style.glyphs === 'string' ? { glyphs: absolute(style.glyphs, origin) } : {}),
    ...(typeof style.sprite === 'string' ? { sprite: absolute(style.sprite, origin) } : {}),
  };
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

const styles = new Map<MapStyle, Promise<StyleSpecification>>();
let choices: Promise<StyleChoice[]> | undefined;

/** One download per style and page load, tried again after a failure. */
export function fetchBasemapStyle(mapStyle: MapStyle): Promise<StyleSpecification> {
  let style = styles.get(mapStyle);
  if (!style) {
    style = fetchJson<StyleSpecification>(`/map/style.json?style=${mapStyle}`).then((json) =>
      withAbsoluteUrls(json, window.location.origin),
    );
    style.catch(() => styles.delete(mapStyle));
    styles.set(mapStyle, style);
  }
  return style;
}

/** Which of Settings' map styles this server can draw, and why not. */
export function fetchStyleChoices(): Promise<StyleChoice[]> {
  if (!choices) {
    choices = fetchJson<StyleChoice[]>('/map/styles.json');
    choices.catch(() => {
      choices = undefined;
    });
  }
  return choices;
}

export function availabilityOf(list: readonly StyleChoice[] | null): MapStyleAvailability {
  // Until the server answers (or offline), only the street map is known to work.
  const available = (style: MapStyle) => style === 'street' || Boolean(list?.find((c) => c.style === style)?.available);
  return { street: true, terrain: available('terrain'), satellite: available('satellite') };
}

/** The member's choice when the server can draw it, else the street map. */
export function effectiveMapStyle(preferred: MapStyle, availability: MapStyleAvailability): MapStyle {
  return availability[preferred] ? preferred : 'street';
}

/** The outlines with the quiet notice in their attribution, shown when the detailed map is out of reach. */
export function withFallbackNotice(
  outlines: StyleSpecification,
  notice: string = BASEMAP_TEXTS.fallbackNotice,
): StyleSpecification {
  const sources = Object.fromEntries(
    Object.entries(outlines.sources).map(([id, source], index) => [
      id,
      index === 0
        ? {
            ...source,
            attribution: [('attribution' in source && source.attribution) || '', notice].filter(Boolean).join(' · '),
          }
        : source,
    ]),
  ) as StyleSpecification['sources'];
  return { ...outlines, sources };
}

/**
 * The detailed basemap over the world outlines: where the basemap has no tiles (outside a regional
 * archive, at low zoom) the land and borders still show instead of an empty sea. The outlines' land,
 * coast and borders go just above the basemap's background and under everything it draws.
 */
export function withWorldBeneath(detailed: StyleSpecification, outlines: StyleSpecification): StyleSpecification {
  const world = outlines.layers
    .filter((layer) => layer.type !== 'background' && !detailed.layers.some((mine) => mine.id === layer.id))
    .map((layer) => ({ ...layer, id: `world-${layer.id}` }));
  const firstDrawn = detailed.layers.findIndex((layer) => layer.type !== 'background');
  const at = firstDrawn === -1 ? detailed.layers.length : firstDrawn;
  const sources = Object.fromEntries(
    Object.entries(outlines.sources).filter(([id]) => !(id in detailed.sources)),
  ) as StyleSpecification['sources'];
  return {
    ...detailed,
    sources: { ...sources, ...detailed.sources },
    layers: [...detailed.layers.slice(0, at), ...world, ...detailed.layers.slice(at)],
  };
}

import { parseAltarCursor } from '@sacred/core/altars-cursor';
import { ALTAR_TYPES } from '@sacred/core/enums';
import { haversineMeters } from '@sacred/core/geo';
import type { DownloadedAltar, DownloadedPilgrimage } from './offlineApi';

/**
 * The map's questions answered from the downloads when offline, shaped as the server answers them:
 * the viewport (the altars inside the box, as altarViewport lists them at a high zoom, no clusters),
 * the nearby list (altars within the radius, nearest first, with their distance) and the pilgrimage
 * markers. The map's filters apply as the server applies them.
 */
export interface AltarFilter {
  altarType?: string | null;
  ecoFriendly?: boolean | null;
  hasPhotos?: boolean | null;
  q?: string | null;
  recentActivity?: boolean | null;
}

export interface ViewportVariables {
  bbox?: { west: number; south: number; east: number; north: number };
  zoom?: number;
  filter?: AltarFilter | null;
}

export interface NearbyVariables {
  latitude?: number;
  longitude?: number;
  /** Meters. */
  radius?: number | null;
  limit?: number | null;
  filter?: AltarFilter | null;
  /** The next page: `distanceMeters:id` of the last altar of the previous one (as the server pages). */
  after?: string | null;
}

const MAX_FEATURES = 2000;
/** The server's default radius for altarsNear when none is given (meters). */
const DEFAULT_RADIUS_METERS = 5000;
const KNOWN_TYPES = new Set<string>(ALTAR_TYPES.filter((type) => type !== 'Other'));

/** The server's AltarFilterInput rules: "Other" matches every type outside the known list. */
export function matchesFilter(altar: DownloadedAltar, filter: AltarFilter | null | undefined): boolean {
  if (!filter) return true;
  if (filter.altarType) {
    const matches =
      filter.altarType === 'Other' ? !KNOWN_TYPES.has(altar.altarType) : altar.altarType === filter.altarType;
    if (!matches) return false;
  }
  if (typeof filter.ecoFriendly === 'boolean' && altar.isEcoFriendly !== filter.ecoFriendly) return false;
  if (typeof filter.hasPhotos === 'boolean' && altar.photos.length > 0 !== filter.hasPhotos) return false;
  if (typeof filter.recentActivity === 'boolean' && altar.recentActivity > 0 !== filter.recentActivity) return false;
  const q = filter.q?.trim().toLowerCase();
  return !q || altar.name.toLowerCase().includes(q);
}

export function viewportFromDownload(altars: DownloadedAltar[], variables: ViewportVariables) {
  const box = variables.bbox;
  const inside = (altar: DownloadedAltar) => {
    if (!box) return true;
    const inLat = altar.latitude >= box.south && altar.latitude <= box.north;
    const inLng =
      box.west <= box.east
        ? altar.longitude >= box.west && altar.longitude <= box.east
        : altar.longitude >= box.west || altar.longitude <= box.east;
    return inLat && inLng;
  };
  const shown = altars
    .filter((altar) => inside(altar) && matchesFilter(altar, variables.filter))
    .slice(0, MAX_FEATURES);
  return {
    altarViewport: {
      __typename: 'AltarViewport',
      gridZoom: Math.max(0, Math.floor(variables.zoom ?? 0)),
      total: shown.length,
      clusters: [],
      altars: shown.map((altar) => ({
        __typename: 'MapAltar',
        id: altar.id,
        name: altar.name,
        latitude: altar.latitude,
        longitude: altar.longitude,
        altarType: altar.altarType,
        isEcoFriendly: altar.isEcoFriendly,
        photoCount: altar.photos.length,
        visitCount: altar.visitCount,
        likes: altar.likes,
        recentActivity: altar.recentActivity,
      })),
    },
  };
}

/** altarsNear from the downloaded altars: within the radius of the point, nearest first. */
export function nearbyFromDownload(altars: DownloadedAltar[], variables: NearbyVariables) {
  const point = { latitude: variables.latitude ?? 0, longitude: variables.longitude ?? 0 };
  const radius = variables.radius ?? DEFAULT_RADIUS_METERS;
  const after = variables.after ? parseAltarCursor(variables.after) : undefined;
  const afterCursor = (distanceMeters: number, id: number) =>
    !after ||
    distanceMeters > (after.distanceMeters ?? -1) ||
    (distanceMeters === after.distanceMeters && id > after.id);
  const near = altars
    .filter((altar) => matchesFilter(altar, variables.filter))
    .map((altar) => ({ altar, distanceMeters: haversineMeters(point, altar) }))
    .filter((entry) => entry.distanceMeters <= radius && afterCursor(entry.distanceMeters, entry.altar.id))
    .sort((a, b) => a.distanceMeters - b.distanceMeters || a.altar.id - b.altar.id)
    .slice(0, Math.min(variables.limit ?? MAX_FEATURES, MAX_FEATURES));
  return {
    altarsNear: near.map(({ altar, distanceMeters }) => ({
      __typename: 'NearbyAltar',
      id: altar.id,
      name: altar.name,
      latitude: altar.latitude,
      longitude: altar.longitude,
      altarType: altar.altarType,
      distanceMeters,
    })),
  };
}

/** The map's pilgrimage markers from the downloaded pilgrimages. */
export function pilgrimagesFromDownload(pilgrimages: DownloadedPilgrimage[], limit: number | null | undefined) {
  return {
    pilgrimages: pilgrimages
      .slice(0, limit ?? pilgrimages.length)
      .map((pilgrimage) => ({ __typename: 'MapPilgrimage', ...pilgrimage })),
  };
}

import type { BoundingBox } from '@sacred/core/map';
import { formatRadius, type UnitsShown } from '@sacred/core/settings';

/** The nearby panel: at most 10 spaces, nearest first, or by name without a location. */
export const NEARBY_LIMIT = 10;

export interface NearbyAltarEntry {
  kind: 'altar';
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  altarType: string;
  /** From the user's location; absent without one. */
  distanceMeters?: number;
}

/** Without a location at a low zoom the map shows clusters: the list offers them, to zoom into. */
export interface NearbyClusterEntry {
  kind: 'cluster';
  id: string;
  count: number;
  latitude: number;
  longitude: number;
  bounds: BoundingBox;
}

export type NearbyEntry = NearbyAltarEntry | NearbyClusterEntry;

export interface NearbyList {
  entries: NearbyEntry[];
  /** Spaces not listed ("+N more spaces"). */
  more: number;
}

/** The panel's title names the radius in the unit of the distances listed under it. */
export function nearbyTitle(radiusMeters: number, hasLocation: boolean, units: UnitsShown): string {
  return hasLocation ? `Sacred Spaces Within ${formatRadius(radiusMeters, units)}` : 'Nearby';
}

export const moreSpacesLabel = (count: number): string => `+${count} more spaces`;

const byName = (a: { name: string }, b: { name: string }): number =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Altars found around the user, nearest first (ties by name), the first 10. */
export function nearbyByDistance(altars: readonly Omit<NearbyAltarEntry, 'kind'>[]): NearbyList {
  const sorted = [...altars].sort(
    (a, b) => (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity) || byName(a, b),
  );
  return {
    entries: sorted.slice(0, NEARBY_LIMIT).map((altar) => ({ ...altar, kind: 'altar' })),
    more: Math.max(0, sorted.length - NEARBY_LIMIT),
  };
}

/**
 * Without a location: what the map shows. Individual altars by name; clusters largest first, so a
 * keyboard user can zoom into any of them and reach every marker. `total` is the viewport's count.
 */
export function nearbyInView(
  altars: readonly Omit<NearbyAltarEntry, 'kind' | 'distanceMeters'>[],
  clusters: readonly Omit<NearbyClusterEntry, 'kind'>[],
  total: number,
): NearbyList {
  if (altars.length > 0 || clusters.length === 0) {
    const sorted = [...altars].sort(byName);
    const entries = sorted.slice(0, NEARBY_LIMIT).map((altar): NearbyEntry => ({ ...altar, kind: 'altar' }));
    return { entries, more: Math.max(0, Math.max(total, sorted.length) - entries.length) };
  }
  const sorted = [...clusters].sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
  const entries = sorted.slice(0, NEARBY_LIMIT).map((cluster): NearbyEntry => ({ ...cluster, kind: 'cluster' }));
  const listed = entries.reduce((sum, entry) => sum + (entry.kind === 'cluster' ? entry.count : 1), 0);
  return { entries, more: Math.max(0, total - listed) };
}

export const clusterEntryLabel = (count: number): string => (count === 1 ? '1 sacred space' : `${count} sacred spaces`);

import { isLatitude, isLongitude } from '@sacred/core/geo';
import type { AltarOnMapFragment } from '../../gql/graphql';

export type AltarPoint = AltarOnMapFragment;

/** Altars with invalid coordinates are skipped (000 section 2). */
export function toAltarPoints(altars: readonly AltarOnMapFragment[]): AltarPoint[] {
  return altars.filter((altar) => isLatitude(altar.latitude) && isLongitude(altar.longitude));
}

/** The status line that says how many altars the map shows. */
export function altarCountLabel(count: number): string {
  return `${count} sacred ${count === 1 ? 'space' : 'spaces'} on the map`;
}

/** Adds a newly created altar unless the list has it already. */
export function withAltar<T extends { id: number }>(altars: readonly T[], altar: T): T[] {
  return altars.some((existing) => existing.id === altar.id) ? [...altars] : [altar, ...altars];
}

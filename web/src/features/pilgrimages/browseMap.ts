import { pilgrimageStart } from '@sacred/core/pilgrimages';
import type { TrailPoint } from '../map/basemap/TrailMap';

/** The map of the list shows this many starts, the nearest first: enough to choose from, few enough to read. */
export const BROWSE_MAP_MAX = 25;

/** Where each listed pilgrimage begins, as tappable starts on the map (those with a start on record). */
export function browseMapPoints(
  shown: ReadonlyArray<{
    pilgrimage: { id: number; name: string; startingPoint?: string | null } & Parameters<typeof pilgrimageStart>[0];
  }>,
  max = BROWSE_MAP_MAX,
  /** How a start's label names its place: ", from Assisi" (the pilgrimages catalogue's mapStartFrom). */
  fromText: (place: string) => string = (place) => `, from ${place}`,
): TrailPoint[] {
  return shown
    .flatMap(({ pilgrimage }) => {
      const start = pilgrimageStart(pilgrimage);
      if (!start) return [];
      const from = pilgrimage.startingPoint ? fromText(pilgrimage.startingPoint) : '';
      return [
        { key: `pilgrimage-${pilgrimage.id}`, kind: 'start' as const, ...start, label: `${pilgrimage.name}${from}` },
      ];
    })
    .slice(0, max);
}

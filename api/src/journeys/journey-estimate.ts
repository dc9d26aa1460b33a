import { minutesRemaining, recentPace, routeMetersLeft } from '@sacred/core/journeyPace';
import type { Pilgrimage } from '../pilgrimages/pilgrimage.types';

/** Minutes left from `here` through the sites from `currentIndex` on to the route's end. */
export function estimateMinutes(
  pilgrimage: Pilgrimage,
  currentIndex: number,
  here: { latitude: number; longitude: number } | null,
  track: Parameters<typeof recentPace>[0],
): number {
  const remaining: Array<{ latitude: number; longitude: number }> = pilgrimage.sites.slice(currentIndex);
  if (pilgrimage.endingLatitude !== null && pilgrimage.endingLongitude !== null) {
    remaining.push({ latitude: pilgrimage.endingLatitude, longitude: pilgrimage.endingLongitude });
  }
  const start =
    pilgrimage.startingLatitude !== null && pilgrimage.startingLongitude !== null && currentIndex === 0
      ? { latitude: pilgrimage.startingLatitude, longitude: pilgrimage.startingLongitude }
      : null;
  return minutesRemaining(routeMetersLeft(here ?? start, remaining), recentPace(track));
}

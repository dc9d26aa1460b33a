import type { Knex } from 'knex';
import { NEAR_FIRST_METERS, nameMatchRank, type MapSearchQuery } from '@sacred/core/search';
import type { PlaceService } from '../places/place.service';
import { SearchRepository } from './search.repository';
import type { MapSearchResult } from './search.types';

export class SearchService {
  constructor(
    private readonly knex: Knex,
    private readonly places: PlaceService,
  ) {}

  /**
   * The map search: altars by name and gazetteer places (the country at the point) in one list. Matches
   * within 50 km of the point (not mere near spellings) come first, so an altar 3 km away is not buried
   * under a town of that name 3,000 km away; within each group, by how well the name matches (same name,
   * starts with, holds, near spelling), then nearest first.
   */
  async mapSearch({ q, lat, lng, limit }: MapSearchQuery): Promise<MapSearchResult[]> {
    const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
    const [altars, places] = await Promise.all([
      new SearchRepository(this.knex).altarsByName(q, near, limit),
      this.places.search({ q, lat: near?.latitude, lng: near?.longitude }),
    ]);
    const results: MapSearchResult[] = [
      ...altars.map((altar) => ({
        kind: 'altar' as const,
        id: String(altar.id),
        name: altar.name,
        detail: altar.altarType,
        latitude: altar.latitude,
        longitude: altar.longitude,
        distanceMeters: altar.distanceMeters,
      })),
      ...places.map((place) => ({
        kind: 'place' as const,
        id: String(place.id),
        name: place.name,
        detail: place.label,
        latitude: place.latitude,
        longitude: place.longitude,
        distanceMeters: place.distanceMeters,
      })),
    ];
    const far = Number.POSITIVE_INFINITY;
    return results
      .map((result, order) => {
        const rank = nameMatchRank(result.name, q);
        const near = result.distanceMeters !== null && result.distanceMeters <= NEAR_FIRST_METERS && rank < 3;
        return { result, order, rank, group: near ? 0 : 1 };
      })
      .sort(
        (a, b) =>
          a.group - b.group ||
          a.rank - b.rank ||
          (a.result.distanceMeters ?? far) - (b.result.distanceMeters ?? far) ||
          a.order - b.order,
      )
      .slice(0, limit)
      .map(({ result }) => result);
  }
}

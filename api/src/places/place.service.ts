import type { Knex } from 'knex';
import {
  DEFAULT_PLACE_COUNTRY,
  PLACE_SEARCH,
  type PlaceSearchQuery,
  type ReversePlaceQuery,
} from '@sacred/core/places';
import { PlaceRepository } from './place.repository';
import type { Place } from './place.types';

export class PlaceService {
  constructor(private readonly knex: Knex) {}

  /** Searches one country: the one asked for, else the user's own (from their position), else the US. */
  async search({ q, lat, lng, country }: PlaceSearchQuery): Promise<Place[]> {
    const repository = new PlaceRepository(this.knex);
    const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
    const searchCountry =
      country ??
      (near ? (await repository.nearest(near.latitude, near.longitude))?.country : undefined) ??
      DEFAULT_PLACE_COUNTRY;
    return repository.search({
      text: q,
      country: searchCountry,
      near,
      biasMeters: PLACE_SEARCH.biasMeters,
      limit: PLACE_SEARCH.maxResults,
    });
  }

  /** The address shown for a chosen point: the nearest gazetteer place. */
  async nearest({ lat, lng }: ReversePlaceQuery): Promise<Place | null> {
    return (await new PlaceRepository(this.knex).nearest(lat, lng)) ?? null;
  }
}

import type { Knex } from 'knex';
import { PLACE_SEARCH, placeLabel } from '@sacred/core/places';
import { escapeLike } from '../platform/infra/like';
import type { Place } from './place.types';

interface PlaceRow {
  id: number;
  name: string;
  country: string;
  admin_code: string | null;
  population: number;
  latitude: number;
  longitude: number;
  meters: number | null;
  /** Set by the search; the reverse lookup reads the distance. */
  near?: boolean;
}

const toPlace = (row: PlaceRow): Place => ({
  id: row.id,
  name: row.name,
  country: row.country,
  adminCode: row.admin_code,
  label: placeLabel({ name: row.name, adminCode: row.admin_code, country: row.country }),
  population: row.population,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  distanceMeters: row.meters === null ? null : Math.round(Number(row.meters)),
  near: row.near ?? (row.meters !== null && Number(row.meters) <= PLACE_SEARCH.biasMeters),
});

const POINT = 'ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography';
/** A nearby fuzzy match ranks first only when it is this close a spelling (trigram similarity). */
const NEAR_FUZZY_SCORE = 0.5;

export interface PlaceSearch {
  text: string;
  country: string;
  near: { latitude: number; longitude: number } | undefined;
  biasMeters: number;
  limit: number;
}

export class PlaceRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Trigram matches in one country. Places within the bias radius whose name is the text, starts with
   * it or is a close spelling of it (similarity at least NEAR_FUZZY_SCORE) come first, so a town 2 km
   * away is not buried under a namesake 2,000 km away; then the rest: exact names, then prefixes, then
   * fuzzy matches, each by similarity and distance.
   */
  async search({ text, country, near, biasMeters, limit }: PlaceSearch): Promise<Place[]> {
    const lowered = text.toLowerCase();
    const meters = near
      ? this.db.raw(`ST_Distance(geog, ${POINT})`, [near.longitude, near.latitude])
      : this.db.raw('NULL::float8');
    const rows = await this.db
      .with('candidates', (query) => {
        query
          .from('places')
          .select(
            'id',
            'name',
            'country',
            'admin_code',
            'population',
            'latitude',
            'longitude',
            this.db.raw('similarity(lower(name), ?) AS score', [lowered]),
            this.db.raw(`CASE WHEN lower(name) = ? THEN 3 WHEN lower(name) LIKE ? THEN 2 ELSE 1 END AS tier`, [
              lowered,
              `${escapeLike(lowered)}%`,
            ]),
            this.db.raw('? AS meters', [meters]),
          )
          .where('country', country)
          .andWhere((where) => {
            where.whereRaw('lower(name) LIKE ?', [`${escapeLike(lowered)}%`]).orWhereRaw('lower(name) % ?', [lowered]);
          });
      })
      .from('candidates')
      .select<PlaceRow[]>(
        '*',
        this.db.raw('(meters IS NOT NULL AND meters <= ? AND (tier > 1 OR score >= ?)) AS near', [
          biasMeters,
          NEAR_FUZZY_SCORE,
        ]),
      )
      .orderByRaw('near DESC, tier DESC, score DESC, meters ASC NULLS LAST, population DESC')
      .limit(limit);
    return rows.map(toPlace);
  }

  /** The nearest place (KNN on the GiST index). */
  async nearest(latitude: number, longitude: number): Promise<Place | undefined> {
    const row = await this.db('places')
      .select<PlaceRow[]>(
        'id',
        'name',
        'country',
        'admin_code',
        'population',
        'latitude',
        'longitude',
        this.db.raw(`ST_Distance(geog, ${POINT}) AS meters`, [longitude, latitude]),
      )
      .orderByRaw(`geog <-> ${POINT}`, [longitude, latitude])
      .first<PlaceRow | undefined>();
    return row ? toPlace(row) : undefined;
  }
}

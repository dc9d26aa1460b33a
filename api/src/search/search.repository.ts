import type { Knex } from 'knex';
import { withKnnFallback } from '../altars/altar.repository';
import { likeContains, trigramIndexCanNarrow } from '../platform/infra/like';

export interface AltarNameMatch {
  id: number;
  name: string;
  altarType: string;
  latitude: number;
  longitude: number;
  distanceMeters: number | null;
}

interface AltarNameRow {
  id: number;
  name: string;
  altar_type: string;
  latitude: string;
  longitude: string;
  meters: number | null;
}

type Point = { latitude: number; longitude: number };

/** How many altars nearest the point (else the first by id) a text the trigram index cannot narrow is read among. */
const NEARBY_SCAN = 1000;

/** How many near spellings of one typed word the search tries. */
const SPELLINGS_PER_WORD = 3;

const POINT = 'ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography';

const toMatch = (row: AltarNameRow): AltarNameMatch => ({
  id: row.id,
  name: row.name,
  altarType: row.altar_type,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  distanceMeters: row.meters === null ? null : Math.round(Number(row.meters)),
});

export class SearchRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Altars whose name holds the text, nearest to the point first (else by id); when fewer than `limit`
   * do, then the altars whose name holds each typed word or a near spelling of it (spellingsOf), in any
   * order, nearest first. Everyone reads the public point: a sensitive altar is found at its generalized
   * cell centre, and measured from there.
   */
  async altarsByName(text: string, near: Point | undefined, limit: number): Promise<AltarNameMatch[]> {
    const holding = await this.altarsHolding([[text]], undefined, near, limit);
    if (holding.length >= limit) return holding;
    const words = await this.spellingsOf(text);
    // One typed word with no near spelling would only ask again what was just asked.
    if (words.length === 0 || (words.length === 1 && words[0]!.length === 1)) return holding;
    return [...holding, ...(await this.altarsHolding(words, text, near, limit - holding.length))];
  }

  /**
   * Each word of the text (altar_name_words_of: 3 characters or more) with the words of altar names that
   * are near spellings of it and do not hold it already, the closest 3: first the typed word with two
   * neighbouring letters swapped ("hreon" for heron, which shares too few trigrams), then by trigram
   * similarity at pg_trgm's threshold.
   */
  private async spellingsOf(text: string): Promise<string[][]> {
    const { rows } = await this.db.raw<{ rows: Array<{ typed: string; spellings: string[] }> }>(
      `WITH typed AS (
         SELECT typed, ARRAY(SELECT overlay(typed PLACING substr(typed, i + 1, 1) || substr(typed, i, 1) FROM i FOR 2)
                               FROM generate_series(1, char_length(typed) - 1) AS i) AS swapped
           FROM altar_name_words_of(?) AS typed
       )
       SELECT typed, ARRAY(SELECT v.word FROM altar_name_words v
                            WHERE (v.word % typed OR v.word = ANY(swapped)) AND strpos(v.word, typed) = 0
                            ORDER BY v.word = ANY(swapped) DESC, similarity(v.word, typed) DESC, v.word
                            LIMIT ${SPELLINGS_PER_WORD}) AS spellings
         FROM typed`,
      [text],
    );
    return rows.map(({ typed, spellings }) => [typed, ...spellings]);
  }

  /**
   * Altars whose name holds one text of every group of `groups` (and, with `excluded`, does not hold
   * it), the nearest `limit` on the index's KNN order, then by the exact distance; without a point, the
   * first `limit` by id. The planner reads a rare text from the trigram index (altars_name_trgm) and a
   * common one nearest first. A text that index cannot narrow ("qz", two emoji) is looked for among the
   * NEARBY_SCAN altars nearest the point only: finding it farther would read every altar.
   */
  private async altarsHolding(
    groups: string[][],
    excluded: string | undefined,
    near: Point | undefined,
    limit: number,
  ): Promise<AltarNameMatch[]> {
    const within = groups.some((group) => group.every(trigramIndexCanNarrow)) ? undefined : NEARBY_SCAN;
    const rows = await withKnnFallback((knn) => this.holdingQuery(groups, excluded, near, limit, knn, within));
    return rows.map(toMatch);
  }

  /**
   * The statement of altarsHolding: the matches in scan order (`knn`: the index's KNN order, else the exact
   * distance; without a point, by id) up to `limit`, among the first `within` altars of that order when
   * given, then in the exact order.
   */
  private holdingQuery(
    groups: string[][],
    excluded: string | undefined,
    near: Point | undefined,
    limit: number,
    knn: boolean,
    within: number | undefined,
  ): PromiseLike<AltarNameRow[]> {
    const origin = near ? [near.longitude, near.latitude] : [];
    const scanOrder = !near
      ? this.db.raw('id')
      : this.db.raw(knn ? `public_geog <-> ${POINT}` : `ST_Distance(public_geog, ${POINT})`, origin);
    let source: Knex.QueryBuilder = this.db('altars');
    let order = scanOrder;
    if (within !== undefined) {
      // PostgreSQL keeps the subquery's order, so the scan stops at the `limit`th match.
      const first = this.db('altars')
        .select('id', 'name', 'altar_type', 'public_latitude', 'public_longitude', 'public_geog')
        .select(this.db.raw('? AS scan_order', [scanOrder]))
        .orderBy('scan_order')
        .limit(within);
      source = this.db.from(first.as('altars'));
      order = this.db.raw('??', ['scan_order']);
    }
    const query = source.select(
      'id',
      'name',
      'altar_type',
      this.db.raw('public_latitude AS latitude'),
      this.db.raw('public_longitude AS longitude'),
      near
        ? this.db.raw(`ST_Distance(public_geog, ${POINT}) AS meters`, origin)
        : this.db.raw('NULL::float8 AS meters'),
    );
    for (const group of groups)
      void query.where((anyOf) => {
        for (const text of group) void anyOf.orWhereILike('name', likeContains(text));
      });
    if (excluded !== undefined) void query.whereNot('name', 'ilike', likeContains(excluded));
    void query.orderByRaw('?', [order]).limit(limit);
    return this.db
      .select<AltarNameRow[]>('*')
      .from(query.as('found'))
      .orderBy(near ? [{ column: 'meters' }, { column: 'id' }] : ['id']);
  }
}

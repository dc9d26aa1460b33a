-- The statements of the map and the search for fixed example arguments: written by
-- scripts/map-statements.ts (npm run map-statements), checked by npm run check. Do not edit.

-- The newest altars (GET /api/altars), a guest, 20
SELECT
  coalesce(
    '[' || string_agg(
      (
        SELECT
          row_to_json(j)
        FROM
          (
            SELECT
              to_json(n.id) AS "id",
              to_json(n.name) AS "name",
              to_json(n.description) AS "description",
              to_json(n.story) AS "story",
              to_json(n.materials) AS "materials",
              (
                CASE
                  WHEN n.latitude <> 0
                  AND abs(n.latitude) < 0.000001 THEN (
                    CASE
                      WHEN n.latitude < 0 THEN '-'
                      ELSE ''
                    END
                  ) || (abs(n.latitude) * 10000000)::int || 'e-7'
                  ELSE trim_scale(n.latitude)::text
                END
              )::json AS "latitude",
              (
                CASE
                  WHEN n.longitude <> 0
                  AND abs(n.longitude) < 0.000001 THEN (
                    CASE
                      WHEN n.longitude < 0 THEN '-'
                      ELSE ''
                    END
                  ) || (abs(n.longitude) * 10000000)::int || 'e-7'
                  ELSE trim_scale(n.longitude)::text
                END
              )::json AS "longitude",
              to_json(n.altar_type) AS "altarType",
              to_json(n.photos) AS "photos",
              to_json(n.tags) AS "tags",
              to_json(n.is_eco_friendly) AS "isEcoFriendly",
              to_json(n.no_plastic_used) AS "noPlasticUsed",
              to_json(n.biodegradable_only) AS "biodegradableOnly",
              to_json(n.no_waste_left) AS "noWasteLeft",
              to_json(n.visit_count) AS "visitCount",
              to_json(n.likes) AS "likes",
              to_json(n.recent_activity) AS "recentActivity",
              to_json(n.creator_id) AS "creatorId",
              to_json(
                coalesce(
                  nullif(
                    concat_ws(
                      ' ',
                      CASE
                        WHEN btrim(n.creator_first_name, $1) <> '' THEN n.creator_first_name
                      END,
                      CASE
                        WHEN btrim(n.creator_last_name, $2) <> '' THEN n.creator_last_name
                      END
                    ),
                    ''
                  ),
                  $3::text
                )
              ) AS "creatorName",
              to_json(n.is_location_sensitive) AS "isLocationSensitive",
              to_json(
                to_char(
                  n.created_at AT TIME ZONE 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
                )
              ) AS "createdAt",
              to_json(
                to_char(
                  n.updated_at AT TIME ZONE 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
                )
              ) AS "updatedAt"
          ) j
      )::text,
      ','
      ORDER BY
        n.id DESC
    ) || ']',
    '[]'
  ) AS answer
FROM
  (
    (
      SELECT
        "id",
        "name",
        "description",
        "story",
        "materials",
        "altar_type",
        "photos",
        "tags",
        "is_eco_friendly",
        "no_plastic_used",
        "biodegradable_only",
        "no_waste_left",
        "visit_count",
        "likes",
        "recent_activity",
        "creator_id",
        "is_location_sensitive",
        "created_at",
        "updated_at",
        public_latitude AS latitude,
        public_longitude AS longitude,
        (
          SELECT
            u.first_name
          FROM
            users u
          WHERE
            u.id = altars.creator_id
        ) AS creator_first_name,
        (
          SELECT
            u.last_name
          FROM
            users u
          WHERE
            u.id = altars.creator_id
        ) AS creator_last_name
      FROM
        "altars"
      ORDER BY
        "id" DESC
      LIMIT
        $4
    )
  ) n;
-- $1 = "\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff", $2 = "\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff", $3 = "Sacred Space Keeper", $4 = 20

-- The nearest within 5 km (GET /api/altars?lat&lng), a guest, 200, as JSON written by PostgreSQL
SELECT
  coalesce(
    '[' || string_agg(
      (
        SELECT
          row_to_json(j)
        FROM
          (
            SELECT
              to_json(n.id) AS "id",
              to_json(n.name) AS "name",
              to_json(n.description) AS "description",
              to_json(n.story) AS "story",
              to_json(n.materials) AS "materials",
              (
                CASE
                  WHEN n.latitude <> 0
                  AND abs(n.latitude) < 0.000001 THEN (
                    CASE
                      WHEN n.latitude < 0 THEN '-'
                      ELSE ''
                    END
                  ) || (abs(n.latitude) * 10000000)::int || 'e-7'
                  ELSE trim_scale(n.latitude)::text
                END
              )::json AS "latitude",
              (
                CASE
                  WHEN n.longitude <> 0
                  AND abs(n.longitude) < 0.000001 THEN (
                    CASE
                      WHEN n.longitude < 0 THEN '-'
                      ELSE ''
                    END
                  ) || (abs(n.longitude) * 10000000)::int || 'e-7'
                  ELSE trim_scale(n.longitude)::text
                END
              )::json AS "longitude",
              to_json(n.altar_type) AS "altarType",
              to_json(n.photos) AS "photos",
              to_json(n.tags) AS "tags",
              to_json(n.is_eco_friendly) AS "isEcoFriendly",
              to_json(n.no_plastic_used) AS "noPlasticUsed",
              to_json(n.biodegradable_only) AS "biodegradableOnly",
              to_json(n.no_waste_left) AS "noWasteLeft",
              to_json(n.visit_count) AS "visitCount",
              to_json(n.likes) AS "likes",
              to_json(n.recent_activity) AS "recentActivity",
              to_json(n.creator_id) AS "creatorId",
              to_json(
                coalesce(
                  nullif(
                    concat_ws(
                      ' ',
                      CASE
                        WHEN btrim(n.creator_first_name, $1) <> '' THEN n.creator_first_name
                      END,
                      CASE
                        WHEN btrim(n.creator_last_name, $2) <> '' THEN n.creator_last_name
                      END
                    ),
                    ''
                  ),
                  $3::text
                )
              ) AS "creatorName",
              to_json(n.is_location_sensitive) AS "isLocationSensitive",
              to_json(
                to_char(
                  n.created_at AT TIME ZONE 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
                )
              ) AS "createdAt",
              to_json(
                to_char(
                  n.updated_at AT TIME ZONE 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
                )
              ) AS "updatedAt",
              (
                CASE
                  WHEN n.distance_meters = 0
                  OR abs(n.distance_meters) >= 0.0001 THEN to_json(n.distance_meters::float8)
                  WHEN split_part(n.distance_meters::float8::text, 'e', 2)::int >= -6 THEN (
                    (
                      CASE
                        WHEN n.distance_meters < 0 THEN '-'
                        ELSE ''
                      END
                    ) || '0.' || repeat(
                      '0',
                      - split_part(n.distance_meters::float8::text, 'e', 2)::int - 1
                    ) || replace(
                      ltrim(
                        split_part(n.distance_meters::float8::text, 'e', 1),
                        '-'
                      ),
                      '.',
                      ''
                    )
                  )::json
                  ELSE (
                    split_part(n.distance_meters::float8::text, 'e', 1) || 'e' || split_part(n.distance_meters::float8::text, 'e', 2)::int
                  )::json
                END
              ) AS "distanceMeters"
          ) j
      )::text,
      ','
      ORDER BY
        n.distance_meters,
        n.id
    ) || ']',
    '[]'
  ) AS answer
FROM
  (
    (
      SELECT
        *
      FROM
        (
          (
            SELECT
              "id",
              "name",
              "description",
              "story",
              "materials",
              "altar_type",
              "photos",
              "tags",
              "is_eco_friendly",
              "no_plastic_used",
              "biodegradable_only",
              "no_waste_left",
              "visit_count",
              "likes",
              "recent_activity",
              "creator_id",
              "is_location_sensitive",
              "created_at",
              "updated_at",
              public_latitude AS latitude,
              public_longitude AS longitude,
              (
                SELECT
                  u.first_name
                FROM
                  users u
                WHERE
                  u.id = altars.creator_id
              ) AS creator_first_name,
              (
                SELECT
                  u.last_name
                FROM
                  users u
                WHERE
                  u.id = altars.creator_id
              ) AS creator_last_name,
              ST_Distance (
                public_geog,
                ST_SetSRID (ST_MakePoint ($4::float8, $5::float8), $6::int)::geography
              ) AS distance_meters
            FROM
              "altars"
            WHERE
              public_geog && _ST_Expand (
                ST_SetSRID (ST_MakePoint ($7::float8, $8::float8), $9::int)::geography,
                $10::float8
              )
              AND _ST_DWithin (
                public_geog,
                ST_SetSRID (ST_MakePoint ($11::float8, $12::float8), $13::int)::geography,
                $14::float8,
                TRUE
              )
            ORDER BY
              public_geog <-> ST_SetSRID (ST_MakePoint ($15::float8, $16::float8), $17::int)::geography
            LIMIT
              $18
          )
        ) AS nearest
      ORDER BY
        "distance_meters" ASC,
        "id" ASC
      LIMIT
        $19
    )
  ) n;
-- $1 = "\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff", $2 = "\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff", $3 = "Sacred Space Keeper", $4 = 9.19, $5 = 45.4642, $6 = 4326, $7 = 9.19, $8 = 45.4642, $9 = 4326, $10 = 5000, $11 = 9.19, $12 = 45.4642, $13 = 4326, $14 = 5000, $15 = 9.19, $16 = 45.4642, $17 = 4326, $18 = 200, $19 = 200

-- The nearest within 5 km, a member (their own sensitive altars at the true point), eco-friendly only
SELECT
  *
FROM
  (
    (
      (
        (
          SELECT
            "id",
            "name",
            "description",
            "story",
            "materials",
            "altar_type",
            "photos",
            "tags",
            "is_eco_friendly",
            "no_plastic_used",
            "biodegradable_only",
            "no_waste_left",
            "visit_count",
            "likes",
            "recent_activity",
            "creator_id",
            "is_location_sensitive",
            "created_at",
            "updated_at",
            public_latitude AS latitude,
            public_longitude AS longitude,
            (
              SELECT
                u.first_name
              FROM
                users u
              WHERE
                u.id = altars.creator_id
            ) AS creator_first_name,
            (
              SELECT
                u.last_name
              FROM
                users u
              WHERE
                u.id = altars.creator_id
            ) AS creator_last_name,
            ST_Distance (
              public_geog,
              ST_SetSRID (ST_MakePoint ($1::float8, $2::float8), $3::int)::geography
            ) AS distance_meters
          FROM
            "altars"
          WHERE
            public_geog && _ST_Expand (
              ST_SetSRID (ST_MakePoint ($4::float8, $5::float8), $6::int)::geography,
              $7::float8
            )
            AND _ST_DWithin (
              public_geog,
              ST_SetSRID (ST_MakePoint ($8::float8, $9::float8), $10::int)::geography,
              $11::float8,
              TRUE
            )
            AND altar_map_flags (is_eco_friendly, photos, recent_activity) = ANY ($12::SMALLINT[])
            AND NOT (
              creator_id = $13::int
              AND is_location_sensitive
            )
          ORDER BY
            public_geog <-> ST_SetSRID (ST_MakePoint ($14::float8, $15::float8), $16::int)::geography
          LIMIT
            $17
        )
      )
      UNION ALL
      (
        (
          SELECT
            "id",
            "name",
            "description",
            "story",
            "materials",
            "altar_type",
            "photos",
            "tags",
            "is_eco_friendly",
            "no_plastic_used",
            "biodegradable_only",
            "no_waste_left",
            "visit_count",
            "likes",
            "recent_activity",
            "creator_id",
            "is_location_sensitive",
            "created_at",
            "updated_at",
            CASE
              WHEN creator_id = $18::int THEN latitude
              ELSE public_latitude
            END AS latitude,
            CASE
              WHEN creator_id = $19::int THEN longitude
              ELSE public_longitude
            END AS longitude,
            (
              SELECT
                u.first_name
              FROM
                users u
              WHERE
                u.id = altars.creator_id
            ) AS creator_first_name,
            (
              SELECT
                u.last_name
              FROM
                users u
              WHERE
                u.id = altars.creator_id
            ) AS creator_last_name,
            ST_Distance (
              geog,
              ST_SetSRID (ST_MakePoint ($20::float8, $21::float8), $22::int)::geography
            ) AS distance_meters
          FROM
            "altars"
          WHERE
            creator_id = $23::int
            AND is_location_sensitive
            AND ST_DWithin (
              geog,
              ST_SetSRID (ST_MakePoint ($24::float8, $25::float8), $26::int)::geography,
              $27::float8
            )
            AND altar_map_flags (is_eco_friendly, photos, recent_activity) = ANY ($28::SMALLINT[])
          ORDER BY
            geog <-> ST_SetSRID (ST_MakePoint ($29::float8, $30::float8), $31::int)::geography
          LIMIT
            $32
        )
      )
    )
  ) AS nearest
ORDER BY
  "distance_meters" ASC,
  "id" ASC
LIMIT
  $33;
-- $1 = 9.19, $2 = 45.4642, $3 = 4326, $4 = 9.19, $5 = 45.4642, $6 = 4326, $7 = 5000, $8 = 9.19, $9 = 45.4642, $10 = 4326, $11 = 5000, $12 = ARRAY[1, 3, 5, 7], $13 = 42, $14 = 9.19, $15 = 45.4642, $16 = 4326, $17 = 200, $18 = 42, $19 = 42, $20 = 9.19, $21 = 45.4642, $22 = 4326, $23 = 42, $24 = 9.19, $25 = 45.4642, $26 = 4326, $27 = 5000, $28 = ARRAY[1, 3, 5, 7], $29 = 9.19, $30 = 45.4642, $31 = 4326, $32 = 200, $33 = 200

-- A city viewport at zoom 11: clusters from the cached cells
SELECT
  cx >> $1 AS x,
  cy >> $2 AS y,
  sum(count)::int AS count,
  sum(sum_lat) / sum(count) AS latitude,
  sum(sum_lng) / sum(count) AS longitude
FROM
  "altar_map_cells"
WHERE
  "level" = $3
  AND "cy" BETWEEN $4 AND $5
  AND ("cx" BETWEEN $6 AND $7)
  AND "count" > $8
GROUP BY
  1,
  2
HAVING
  sum(count) > 0;
-- $1 = 0, $2 = 0, $3 = 11, $4 = 6164, $5 = 6166, $6 = 8606, $7 = 8611, $8 = 0

-- A city viewport at zoom 6 with a name filter of two letters: the name-gram cache
SELECT
  cx >> $1 AS x,
  cy >> $2 AS y,
  sum(count)::int AS count,
  sum(sum_lat) / sum(count) AS latitude,
  sum(sum_lng) / sum(count) AS longitude
FROM
  "altar_map_cell_grams"
WHERE
  "level" = $3
  AND "cy" BETWEEN $4 AND $5
  AND ("cx" BETWEEN $6 AND $7)
  AND "count" > $8
  AND gram = lower($9)
GROUP BY
  1,
  2
HAVING
  sum(count) > 0;
-- $1 = 1, $2 = 1, $3 = 7, $4 = 384, $5 = 385, $6 = 536, $7 = 539, $8 = 0, $9 = "ab"

-- A city viewport at zoom 11 with a longer name filter: cells counted from the altars
SELECT
  floor((public_longitude::float8 + 180) * $1 / 360)::int AS x,
  floor((public_latitude::float8 + 90) * $2 / 360)::int AS y,
  count(*)::int AS count,
  avg(public_latitude::float8) AS latitude,
  avg(public_longitude::float8) AS longitude
FROM
  "altars"
WHERE
  (
    "public_geog"::geometry && ST_MakeEnvelope (
      $3::float8,
      $4::float8,
      $5::float8,
      $6::float8,
      $7::int
    )
  )
  AND "name" ILIKE $8
GROUP BY
  1,
  2;
-- $1 = 16384, $2 = 16384, $3 = 9.0966796875, $4 = 45.439453125, $5 = 9.228515625, $6 = 45.50537109375, $7 = 4326, $8 = "%abbey%"

-- A street viewport at zoom 16: the cells surely inside the box, then the altars in it, for a member
SELECT
  cx >> $1 AS x,
  cy >> $2 AS y,
  sum(count)::int AS count,
  sum(sum_lat) / sum(count) AS latitude,
  sum(sum_lng) / sum(count) AS longitude,
  coalesce(
    sum(count) FILTER (
      WHERE
        (cx BETWEEN $3 AND $4)
        AND cy BETWEEN $5 AND $6
    ),
    0
  )::int AS "surelyInBox"
FROM
  "altar_map_cells"
WHERE
  "level" = $7
  AND "cy" BETWEEN $8 AND $9
  AND ("cx" BETWEEN $10 AND $11)
  AND "count" > $12
GROUP BY
  1,
  2
HAVING
  sum(count) > 0;
-- $1 = 1, $2 = 1, $3 = 551027, $4 = 551054, $5 = 394556, $6 = 394569, $7 = 17, $8 = 394554, $9 = 394571, $10 = 551026, $11 = 551055, $12 = 0

SELECT
  count(*) AS "count"
FROM
  (
    SELECT
      1
    FROM
      "altars"
    WHERE
      creator_id = $1::int
      AND is_location_sensitive
      AND (
        "public_geog"::geometry && ST_MakeEnvelope (
          $2::float8,
          $3::float8,
          $4::float8,
          $5::float8,
          $6::int
        )
      )
    LIMIT
      $7
  ) AS "own";
-- $1 = 42, $2 = 9.18, $3 = 45.46, $4 = 9.19, $5 = 45.465, $6 = 4326, $7 = 1

SELECT
  *
FROM
  (
    (
      (
        (
          SELECT
            "id",
            "name",
            "altar_type",
            "is_eco_friendly",
            "visit_count",
            "likes",
            "recent_activity",
            CASE
              WHEN creator_id = $1::int THEN latitude
              ELSE public_latitude
            END AS latitude,
            CASE
              WHEN creator_id = $2::int THEN longitude
              ELSE public_longitude
            END AS longitude,
            cardinality(photos) AS photo_count
          FROM
            "altars"
          WHERE
            (
              "public_geog"::geometry && ST_MakeEnvelope (
                $3::float8,
                $4::float8,
                $5::float8,
                $6::float8,
                $7::int
              )
            )
            AND NOT (
              creator_id = $8::int
              AND is_location_sensitive
            )
          LIMIT
            $9
        )
      )
      UNION ALL
      (
        (
          SELECT
            "id",
            "name",
            "altar_type",
            "is_eco_friendly",
            "visit_count",
            "likes",
            "recent_activity",
            CASE
              WHEN creator_id = $10::int THEN latitude
              ELSE public_latitude
            END AS latitude,
            CASE
              WHEN creator_id = $11::int THEN longitude
              ELSE public_longitude
            END AS longitude,
            cardinality(photos) AS photo_count
          FROM
            "altars"
          WHERE
            creator_id = $12::int
            AND is_location_sensitive
            AND (
              "geog"::geometry && ST_MakeEnvelope (
                $13::float8,
                $14::float8,
                $15::float8,
                $16::float8,
                $17::int
              )
            )
          LIMIT
            $18
        )
      )
    )
  ) AS boxed
ORDER BY
  "id" ASC
LIMIT
  $19;
-- $1 = 42, $2 = 42, $3 = 9.18, $4 = 45.46, $5 = 9.19, $6 = 45.465, $7 = 4326, $8 = 42, $9 = 2001, $10 = 42, $11 = 42, $12 = 42, $13 = 9.18, $14 = 45.46, $15 = 9.19, $16 = 45.465, $17 = 4326, $18 = 2001, $19 = 2001

-- The altar tile 14/8605/5862 as Mapbox Vector Tile
WITH
  inside AS (
    SELECT
      id,
      name,
      altar_type AS "altarType",
      is_eco_friendly AS "isEcoFriendly",
      cardinality(photos) AS "photoCount",
      visit_count AS "visitCount",
      likes,
      recent_activity AS "recentActivity",
      public_geog::geometry AS point
    FROM
      altars
    WHERE
      public_geog::geometry && ST_Transform (
        ST_TileEnvelope ($1::int, $2::int, $3::int),
        $4::int
      )
    ORDER BY
      id
    LIMIT
      $5::int
  )
SELECT
  (
    SELECT
      count(*)::int
    FROM
      inside
  ) AS count,
  (
    SELECT
      ST_AsMVT (features, 'altars', $6::int, 'geom', 'id')
    FROM
      (
        SELECT
          id,
          name,
          "altarType",
          "isEcoFriendly",
          "photoCount",
          "visitCount",
          likes,
          "recentActivity",
          ST_AsMVTGeom (
            ST_Transform (point, $7::int),
            ST_TileEnvelope ($8::int, $9::int, $10::int),
            $11::int,
            0,
            FALSE
          ) AS geom
        FROM
          inside
      ) AS features
  ) AS tile;
-- $1 = 14, $2 = 8605, $3 = 5862, $4 = 4326, $5 = 2001, $6 = 4096, $7 = 3857, $8 = 14, $9 = 8605, $10 = 5862, $11 = 4096

-- The search: altars whose name holds "spring", nearest first
SELECT
  *
FROM
  (
    SELECT
      "id",
      "name",
      "altar_type",
      public_latitude AS latitude,
      public_longitude AS longitude,
      ST_Distance (
        public_geog,
        ST_SetSRID (ST_MakePoint ($1::float8, $2::float8), 4326)::geography
      ) AS meters
    FROM
      "altars"
    WHERE
      ("name" ILIKE $3)
    ORDER BY
      public_geog <-> ST_SetSRID (ST_MakePoint ($4::float8, $5::float8), 4326)::geography
    LIMIT
      $6
  ) AS "found"
ORDER BY
  "meters" ASC,
  "id" ASC;
-- $1 = 9.19, $2 = 45.4642, $3 = "%spring%", $4 = 9.19, $5 = 45.4642, $6 = 8

WITH
  typed AS (
    SELECT
      typed,
      ARRAY(
        SELECT
          overlay(
            typed PLACING substr(typed, i + 1, 1) || substr(typed, i, 1)
            FROM
              i FOR 2
          )
        FROM
          generate_series(1, char_length(typed) - 1) AS i
      ) AS swapped
    FROM
      altar_name_words_of ($1) AS typed
  )
SELECT
  typed,
  ARRAY(
    SELECT
      v.word
    FROM
      altar_name_words v
    WHERE
      (
        v.word % typed
        OR v.word = ANY (swapped)
      )
      AND strpos(v.word, typed) = 0
    ORDER BY
      v.word = ANY (swapped) DESC,
      similarity (v.word, typed) DESC,
      v.word
    LIMIT
      3
  ) AS spellings
FROM
  typed;
-- $1 = "spring"

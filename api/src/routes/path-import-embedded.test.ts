import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '@sacred/db/connection';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@sacred/db/embedded';
import { migrateLatest } from '@sacred/db/migrator';
import type { Knex } from 'knex';
import { corridorBounds, planRoute } from '@sacred/core/routing';
import { LAKESHORE_METERS, toLatLng, FIXTURE_POINTS, writeOsmFixture } from '../../test/osm-fixture';
import { importPathNetwork } from './path-import';
import { PathNetworkRepository } from './path-network.repository';

// `npm start` on a fresh machine: the embedded database (PGlite, no pgRouting, no osmium needed for .osm).
let embedded: EmbeddedPostgres;
let knex: Knex;
let fixture: Awaited<ReturnType<typeof writeOsmFixture>>;

beforeAll(async () => {
  fixture = await writeOsmFixture();
  embedded = await startEmbeddedPostgres();
  knex = createKnex({ url: embedded.url, poolMax: 3 });
  await migrateLatest(knex);
}, 120_000);

afterAll(async () => {
  await knex?.destroy();
  await embedded?.stop();
  if (fixture) await rm(fixture.dir, { recursive: true, force: true });
});

describe('the path network on the embedded database', () => {
  it('imports once per file and routes round the lake with the core router', async () => {
    expect(await importPathNetwork(knex, fixture.osm, { onlyIfChanged: true })).toMatchObject({
      edges: 5,
      unchanged: false,
    });
    expect(await importPathNetwork(knex, fixture.osm, { onlyIfChanged: true })).toMatchObject({ unchanged: true });
    const stops = [
      { ...toLatLng(FIXTURE_POINTS.A), name: 'A' },
      { ...toLatLng(FIXTURE_POINTS.B), name: 'B' },
    ];
    const edges = await new PathNetworkRepository(knex).edgesIn(corridorBounds(stops));
    const route = planRoute(stops, edges, { difficulty: 'moderate' });
    expect(route.legs.map((leg) => leg.onNetwork)).toEqual([true]);
    expect(Math.abs(route.distanceMeters - LAKESHORE_METERS)).toBeLessThan(LAKESHORE_METERS * 0.005);
  });
});

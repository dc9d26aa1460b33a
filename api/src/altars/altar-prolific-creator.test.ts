import { generalizedPosition } from '@sacred/core/altars';
import { MAX_VIEWPORT_FEATURES } from '@sacred/core/map';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { buildAltar, buildAltarGrid, buildUser } from '../../test/factories';
import { AltarService } from './altar.service';
import type { AltarViewport, MapAltar, NearbyAltar } from './altar.types';

/**
 * A member's own altars cost what anyone's cost in the same view: the part of a map read that depends on the
 * viewer (their own sensitive altars, at their true points) reads the member's sensitive altars, never every
 * altar they created. Measured as the rows PostgreSQL reads from `altars` (EXPLAIN ANALYZE of the statements
 * the service sends), for a member who created every altar here and for one who created none.
 */
let db: TestDatabase;
let service: AltarService;
let explainer: pg.Client;
let prolificId: number;
let otherId: number;

const GRID = { west: 12.35, south: 41.95, columns: 60, stepDegrees: 0.00002 };
const GRID_ALTARS = 2400;
/** The prolific member's sensitive altars, truly inside the grid (their public points are far from it). */
const SENSITIVE = [
  { latitude: 41.95041, longitude: 12.35031 },
  { latitude: 41.95052, longitude: 12.35087 },
] as const;
/** Where everyone else sees them: the centre of their 0.2-degree cell, 7 km from the grid. */
const PUBLIC = generalizedPosition(SENSITIVE[0].latitude, SENSITIVE[0].longitude);
/** The view of the whole grid at a street zoom (1280 x 800 px), and one of a corner of it (fewer altars). */
const DENSE = { west: 12.3495, south: 41.9497, east: 12.3517, north: 41.9511 };
const CORNER = { west: 12.3502, south: 41.9503, east: 12.351, north: 41.9506 };

beforeAll(async () => {
  db = await createTestDatabase();
  service = new AltarService(db.knex);
  prolificId = (await buildUser(db.knex)).id;
  otherId = (await buildUser(db.knex)).id;
  await buildAltarGrid(db.knex, { ...GRID, count: GRID_ALTARS, creatorId: prolificId });
  for (const [i, at] of SENSITIVE.entries())
    await buildAltar(db.knex, { creatorId: prolificId, name: `Own Hidden ${i}`, ...at, isLocationSensitive: true });
  // Elsewhere, many more of the prolific member's altars: they must cost nothing in views that do not hold them.
  await buildAltarGrid(db.knex, {
    west: -3.7,
    south: 40.4,
    columns: 100,
    stepDegrees: 0.001,
    count: 6000,
    creatorId: prolificId,
  });
  await db.knex.raw('ANALYZE altars');
  explainer = new pg.Client({ connectionString: db.url });
  await explainer.connect();
});

afterAll(async () => {
  await explainer?.end();
  await db?.destroy();
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The rows of `altars` a plan read: those it kept and those its filters dropped. */
function altarRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'altars'
      ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + altarRowsRead(child), 0);
}

/** Runs a read, then EXPLAIN ANALYZEs each statement it sent: its answer and the altar rows read in all. */
async function measured<T>(read: () => Promise<T>): Promise<{ answer: T; rowsRead: number }> {
  const statements: Array<{ sql: string; bindings: unknown[] }> = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) =>
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.knex.on('query', listener);
  const answer = await read().finally(() => db.knex.removeListener('query', listener));
  let rowsRead = 0;
  for (const { sql, bindings } of statements) {
    const result = await explainer.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      bindings,
    );
    rowsRead += altarRowsRead(result.rows[0]?.['QUERY PLAN'][0]?.Plan ?? {});
  }
  return { answer, rowsRead };
}

const bboxOf = (box: typeof DENSE) => `${box.west},${box.south},${box.east},${box.north}`;
const viewport = (box: typeof DENSE, zoom: number, viewerId: number) =>
  service.search({ bbox: bboxOf(box), zoom: String(zoom) }, viewerId) as Promise<AltarViewport>;
const byId = (altars: Array<MapAltar | NearbyAltar>) => new Map(altars.map((altar) => [altar.id, altar]));

describe('a member who created every altar in view', () => {
  it.each([14, 15, 16, 17, 18])(
    'reads at zoom %i no more altar rows than another member, but for their own sensitive ones',
    async (zoom) => {
      const prolific = await measured(() => viewport(DENSE, zoom, prolificId));
      const other = await measured(() => viewport(DENSE, zoom, otherId));
      // Everyone sees clusters of the grid's 2,400 altars; the member's 2 sensitive ones are counted at their public
      // points (clusters are shared), which lie outside this view.
      expect(other.answer.total).toBe(GRID_ALTARS);
      expect(prolific.answer).toEqual(other.answer);
      expect(prolific.rowsRead).toBeLessThanOrEqual(other.rowsRead + SENSITIVE.length);
    },
  );

  it('reads, where the altars are listed, no more rows than another member but for their own sensitive ones', async () => {
    const prolific = await measured(() => viewport(CORNER, 18, prolificId));
    const other = await measured(() => viewport(CORNER, 18, otherId));
    expect(other.answer.altars.length).toBeGreaterThan(0);
    expect(other.answer.altars.length).toBeLessThanOrEqual(MAX_VIEWPORT_FEATURES);
    // The member sees their own sensitive altars at their true points, in view; the other member does not.
    const own = byId(prolific.answer.altars);
    for (const [i, at] of SENSITIVE.entries())
      expect(prolific.answer.altars.find((altar) => altar.name === `Own Hidden ${i}`)).toMatchObject(at);
    expect(prolific.answer.altars.length).toBe(other.answer.altars.length + SENSITIVE.length);
    for (const altar of other.answer.altars) expect(own.get(altar.id)).toEqual(altar);
    expect(prolific.rowsRead).toBeLessThanOrEqual(other.rowsRead + SENSITIVE.length);
  });

  it('reads for a radius no more rows than another member but for their own sensitive ones', async () => {
    // The nearest page (among 2,400 altars 2 m apart) around the member's first sensitive altar.
    const near = (viewerId: number) => service.near({ ...SENSITIVE[0], radius: 1000 }, viewerId);
    const prolific = await measured(() => near(prolificId));
    const other = await measured(() => near(otherId));
    expect(prolific.answer[0]).toMatchObject({ name: 'Own Hidden 0', ...SENSITIVE[0] });
    expect(other.answer.some((altar) => altar.name.startsWith('Own Hidden'))).toBe(false);
    expect(prolific.rowsRead).toBeLessThanOrEqual(other.rowsRead + SENSITIVE.length);
  });

  it("finds the nearest of the member's own sensitive altars when more than a page lie within the radius", async () => {
    const member = (await buildUser(db.knex)).id;
    const at = { latitude: -33.86, longitude: 151.2 };
    // Stored far ones first: a page of any of them would be these.
    for (let i = 0; i < 3; i += 1)
      await buildAltar(db.knex, {
        creatorId: member,
        name: `Far Hidden ${i}`,
        latitude: at.latitude + 0.02 + i * 0.001,
        longitude: at.longitude,
        isLocationSensitive: true,
      });
    await buildAltar(db.knex, { creatorId: member, name: 'Near Hidden', ...at, isLocationSensitive: true });
    const answer = await service.near({ ...at, radius: 5000, limit: 2 }, member);
    expect(answer.map((altar) => altar.name)).toEqual(['Near Hidden', 'Far Hidden 0']);
  });

  it('shows the other member those altars at their public points', async () => {
    const answer = await service.near({ ...PUBLIC, radius: 1000 }, otherId);
    for (const i of SENSITIVE.keys())
      expect(answer.find((altar) => altar.name === `Own Hidden ${i}`)).toMatchObject(PUBLIC);
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { buildAltar } from '../../../test/factories';
import { TestClient, validSignup } from '../../../test/http';

/** Type-checks `source` beside the generated `api.d.ts`; answers the diagnostics' messages. */
function typeErrors(dir: string, source: string): string[] {
  const file = path.join(dir, 'client.ts');
  ts.sys.writeFile(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const CALLS = `
import type { paths } from './api';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Answer<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends { responses: infer R }
  ? Json<R[keyof R & (200 | 201)]>
  : never;
type Query<P extends keyof paths> = paths[P]['get'] extends { parameters: { query?: infer Q } } ? Q : never;

/** A GET as a client writes it: the query typed by the document, the answer too. */
declare function get<P extends keyof paths>(path: P, query: Query<P>): Promise<Answer<P, 'get'>>;

/** The distances of the altars nearest to a point (GET /api/altars with lat and lng). */
export async function nearestDistances(lat: number, lng: number): Promise<number[]> {
  const answer = await get('/api/altars', { lat, lng, radius: 5000 });
  if (!Array.isArray(answer)) return [];
  return answer.map((altar) => ('distanceMeters' in altar ? altar.distanceMeters : Number.NaN));
}

/** The clusters' counts of a viewport (GET /api/altars with bbox and zoom). */
export async function viewportTotal(): Promise<number> {
  const answer = await get('/api/altars', { bbox: '-105.1,39.7,-104.9,39.8', zoom: 12 });
  return Array.isArray(answer) ? answer.length : answer.total + answer.clusters.length;
}

export function read(
  altar: Answer<'/api/altars/{id}', 'get'>,
  posts: Answer<'/api/posts', 'get'>,
  badges: Answer<'/api/badges', 'get'>,
  stats: Answer<'/api/community/stats', 'get'>,
  review: Answer<'/api/altars/{id}/reviews', 'post'>,
  manifest: Answer<'/api/users/{id}/offline-manifest', 'get'>,
): Array<string | number | boolean | null | undefined> {
  const name: string = altar.name;
  const latitude: number = altar.latitude;
  const eco: boolean = altar.isEcoFriendly;
  const firstPost: string | undefined = posts[0]?.content;
  const badge: string | undefined = badges[0]?.name;
  const rating: number = review.rating;
  const withinKm: number | null = manifest.sacredSpacesWithinKm;
  return [name, latitude, eco, firstPost, badge, rating, stats.activeUsers, withinKm];
}
`;

describe('a TypeScript client generated from /api/openapi.json (openapi-typescript)', () => {
  let app: TestApp;
  let dir: string;
  let document: Record<string, unknown>;

  beforeAll(async () => {
    app = await startTestApp();
    const answer = await new TestClient(app.url).get('/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body;
    dir = await mkdtemp(path.join(tmpdir(), 'sacred-openapi-client-'));
    const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
    await writeFile(path.join(dir, 'api.d.ts'), astToString(ast));
  });

  afterAll(async () => {
    await app?.close();
  });

  // First: the type checks below hold the event loop for seconds, and the server's idle sockets close.
  it('describes real answers: every required field of the schema is in the JSON the server sends', async () => {
    const guest = new TestClient(app.url);
    expect((await guest.post('/api/auth/signup', validSignup())).status).toBe(201);
    const schemas = (document.components as { schemas: Record<string, { required?: string[] }> }).schemas;
    const stats = await guest.get('/api/community/stats');
    expect(stats.status).toBe(200);
    for (const field of schemas.CommunityStats?.required ?? []) expect(stats.body, field).toHaveProperty(field);
    const badges = await guest.get('/api/badges');
    expect(badges.status).toBe(200);
    const list = badges.body as unknown as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(0);
    for (const field of schemas.Badge?.required ?? []) expect(list[0], field).toHaveProperty(field);
    await buildAltar(app.db.knex, { latitude: 39.74, longitude: -104.99 });
    const near = await guest.get('/api/altars?lat=39.741&lng=-104.99&radius=5000');
    expect(near.status).toBe(200);
    const nearest = near.body as unknown as Array<Record<string, unknown>>;
    expect(nearest.length).toBe(1);
    expect(schemas.NearbyAltar?.required).toContain('distanceMeters');
    for (const field of schemas.NearbyAltar?.required ?? []) expect(nearest[0], field).toHaveProperty(field);
    const newest = (await guest.get('/api/altars')).body as unknown as Array<Record<string, unknown>>;
    for (const field of schemas.Altar?.required ?? []) expect(newest[0], field).toHaveProperty(field);
  });

  it('types real calls: the altars near a point with distanceMeters, a viewport, posts, badges, stats, a review', () => {
    expect(typeErrors(dir, CALLS)).toEqual([]);
  });

  it('refuses a call that reads an answer as the wrong type (answers are not `unknown`)', () => {
    const wrong = CALLS.replace('const name: string = altar.name;', 'const name: number = altar.name;');
    const errors = typeErrors(dir, wrong);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/not assignable to type 'number'/);
  });

  it('refuses a distance read as text, and a query parameter GET /api/altars does not have', () => {
    const asText = CALLS.replace('altar.distanceMeters : Number.NaN', "String(altar.distanceMeters) : ''");
    const textErrors = typeErrors(dir, asText);
    expect(textErrors).toHaveLength(1);
    expect(textErrors[0]).toMatch(/not assignable to type 'number/);
    const unknownParameter = CALLS.replace('{ lat, lng, radius: 5000 }', '{ lat, lng, radiusKm: 5 }');
    const parameterErrors = typeErrors(dir, unknownParameter);
    expect(parameterErrors).toHaveLength(1);
    expect(parameterErrors[0]).toMatch(/radiusKm/);
  });
});

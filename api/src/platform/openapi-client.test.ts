import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';

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

export function read(
  altar: Answer<'/api/altars/{id}', 'get'>,
  posts: Answer<'/api/posts', 'get'>,
  badges: Answer<'/api/badges', 'get'>,
  stats: Answer<'/api/community/stats', 'get'>,
  review: Answer<'/api/altars/{id}/reviews', 'post'>,
): Array<string | number | boolean | null | undefined> {
  const name: string = altar.name;
  const latitude: number = altar.latitude;
  const eco: boolean = altar.isEcoFriendly;
  const firstPost: string | undefined = posts[0]?.content;
  const badge: string | undefined = badges[0]?.name;
  const rating: number = review.rating;
  return [name, latitude, eco, firstPost, badge, rating, stats.activeUsers];
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
  });

  it('types real calls: altars, posts, badges, community stats and a review by their answers', () => {
    expect(typeErrors(dir, CALLS)).toEqual([]);
  });

  it('refuses a call that reads an answer as the wrong type (answers are not `unknown`)', () => {
    const wrong = CALLS.replace('const name: string = altar.name;', 'const name: number = altar.name;');
    const errors = typeErrors(dir, wrong);
    expect(errors.join('\n')).toMatch(/not assignable to type 'number'/);
  });
});

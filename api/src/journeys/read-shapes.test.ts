import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, signUpMember } from '../../test/http';

/**
 * The read shapes of the spec beside our own fields, in REST, GraphQL and the OpenAPI
 * document: a client written from the spec must not read "undefined".
 */
let app: TestApp;
let walker: TestClient;
let walkerId: number;
let friend: TestClient;
let pilgrimageId: number;
let altarName: string;

const signUp = (firstName: string, lastName: string) => signUpMember(app.url, { firstName, lastName });

beforeAll(async () => {
  app = await startTestApp();
  ({ client: walker, id: walkerId } = await signUp('Ash', 'Fairweather'));
  ({ client: friend } = await signUp('Bryn', 'Holloway'));
  const site = { latitude: 34.8697, longitude: -111.761 };
  const altar = await buildAltar(app.db.knex, { ...site, name: 'Juniper Cairn' });
  altarName = altar.name;
  // Two sites: the checkpoint at the first leaves the journey under way (the walker stays a companion).
  const next = await buildAltar(app.db.knex, { latitude: 34.8752, longitude: -111.7702 });
  pilgrimageId = (await buildPilgrimage(app.db.knex, { name: 'Cairn Walk', altarIds: [altar.id, next.id] })).id;
  const started = await walker.post(`/api/pilgrimages/${pilgrimageId}/start`, site);
  expect(started.status).toBeLessThan(300);
  expect((await friend.post(`/api/pilgrimages/${pilgrimageId}/start`, site)).status).toBeLessThan(300);
  const activeId = started.body.id as number;
  expect(
    (await walker.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: altar.id })).status,
  ).toBeLessThan(300);
  expect((await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'Made it' })).status).toBe(201);
});

afterAll(async () => {
  await app?.close();
});

describe('read shapes of the spec', () => {
  it('REST: companions and participants carry id, firstName, lastName and distance', async () => {
    for (const list of ['companions', 'participants']) {
      const response = await friend.get(`/api/pilgrimages/${pilgrimageId}/${list}`);
      expect(response.status).toBe(200);
      const ash = (response.body as unknown as Array<Record<string, unknown>>).find((row) => row.userId === walkerId);
      expect(ash, list).toMatchObject({
        id: walkerId,
        firstName: 'Ash',
        lastName: 'Fairweather',
        name: 'Ash Fairweather',
      });
      expect(typeof ash?.distance, list).toBe('number');
      expect(ash?.distance, list).toBe(ash?.distanceTraveled);
    }
  });

  it('REST: live updates carry user { firstName, lastName } and altar { name }; messages a sender', async () => {
    const updates = (await friend.get(`/api/pilgrimages/${pilgrimageId}/live-updates`)).body as unknown as Array<
      Record<string, unknown>
    >;
    const checkpoint = updates.find((update) => update.updateType === 'checkpoint');
    expect(checkpoint).toMatchObject({
      user: { firstName: 'Ash', lastName: 'Fairweather' },
      altar: { name: altarName },
    });
    const messages = (await friend.get(`/api/pilgrimages/${pilgrimageId}/messages`)).body as unknown as Array<
      Record<string, unknown>
    >;
    expect(messages.at(-1)).toMatchObject({
      senderId: walkerId,
      sender: { id: walkerId, firstName: 'Ash', lastName: 'Fairweather' },
      message: 'Made it',
    });
  });

  it('GraphQL: the same fields', async () => {
    const response = await friend.graphql(
      `query ($id: Int!) {
        pilgrimageCompanions(pilgrimageId: $id) { id firstName lastName distance }
        pilgrimageParticipants(pilgrimageId: $id) { id firstName lastName distance }
        pilgrimageLiveUpdates(pilgrimageId: $id) { updateType user { firstName lastName } altar { name } }
        pilgrimageMessages(pilgrimageId: $id) { sender { id firstName lastName } }
      }`,
      { id: pilgrimageId },
    );
    expect(response.body.errors).toBeUndefined();
    const data = response.body.data as Record<string, Array<Record<string, unknown>>>;
    expect(data.pilgrimageCompanions).toContainEqual(
      expect.objectContaining({ id: walkerId, firstName: 'Ash', lastName: 'Fairweather' }),
    );
    expect(data.pilgrimageParticipants).toContainEqual(expect.objectContaining({ id: walkerId, firstName: 'Ash' }));
    expect(data.pilgrimageLiveUpdates).toContainEqual({
      updateType: 'checkpoint',
      user: { firstName: 'Ash', lastName: 'Fairweather' },
      altar: { name: altarName },
    });
    expect(data.pilgrimageMessages?.at(-1)).toEqual({
      sender: { id: walkerId, firstName: 'Ash', lastName: 'Fairweather' },
    });
  });

  it('OpenAPI: the answers document the same fields', async () => {
    const document = (await new TestClient(app.url).get('/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
      >;
      components?: { schemas?: Record<string, unknown> };
    };
    // Answers may name shared schemas ($ref): read them in place, as a client generator would.
    const inline = (schema: unknown, depth = 0): unknown => {
      if (Array.isArray(schema)) return schema.map((item) => inline(item, depth));
      if (!schema || typeof schema !== 'object') return schema;
      const ref = (schema as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && depth < 5)
        return inline(document.components?.schemas?.[ref.replace('#/components/schemas/', '')], depth + 1);
      return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value, depth)]));
    };
    const answer = (path: string) =>
      JSON.stringify(inline(document.paths[path]?.get?.responses['200']?.content['application/json']?.schema));
    for (const field of ['"id"', '"firstName"', '"lastName"', '"distance"'])
      expect(answer('/api/pilgrimages/{id}/participants')).toContain(field);
    expect(answer('/api/pilgrimages/{id}/companions')).toContain('"firstName"');
    expect(answer('/api/pilgrimages/{id}/live-updates')).toMatch(/"user":\{"type":"object".*"firstName"/);
    expect(answer('/api/pilgrimages/{id}/live-updates')).toContain('"altar":');
    expect(answer('/api/pilgrimages/{id}/messages')).toContain('"sender":');
  });
});

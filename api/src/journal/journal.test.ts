import { toFahrenheit } from '@sacred/core/journal';
import { moonPhaseAt } from '@sacred/core/moon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar } from '../../test/factories';
import { TestClient, signUpMember } from '../../test/http';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const member = () => signUpMember(app.url);

type Entry = { id: number; content: string; isPrivate: boolean; altarName: string | null };

describe('the sacred journal', () => {
  it('saves an entry private, with the moon phase of the moment and no mood, weather or temperature nobody gave', async () => {
    const { client, id } = await member();
    const altar = await buildAltar(app.db.knex, { name: 'Cedar Hollow Circle' });
    const created = await client.post(`/api/users/${id}/journal-entries`, {
      title: 'First light',
      content: '  The stones were warm.  ',
      altarId: altar.id,
      moonPhase: 'ignored: the server records the real phase',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'First light',
      content: 'The stones were warm.',
      mood: null,
      weather: null,
      temperature: null,
      isPrivate: true,
      altarId: altar.id,
      altarName: 'Cedar Hollow Circle',
      moonPhase: moonPhaseAt(new Date()).phaseName,
    });
    await client.post(`/api/users/${id}/journal-entries`, { content: 'Second visit' });
    const list = (await client.get(`/api/users/${id}/journal-entries`)).body as unknown as Entry[];
    expect(list.map((entry) => entry.content)).toEqual(['Second visit', 'The stones were warm.']);
    const filtered = (await client.get(`/api/users/${id}/journal-entries?altarId=${altar.id}`))
      .body as unknown as Entry[];
    expect(filtered.map((entry) => entry.content)).toEqual(['The stones were warm.']);
  });

  it('keeps what the member chose: mood, weather and a temperature (in °F, as a metric form sends it)', async () => {
    const { client, id } = await member();
    const chosen = await client.post(`/api/users/${id}/journal-entries`, {
      content: 'Cold wind on the ridge.',
      mood: 'grateful',
      weather: 'cloudy',
      temperature: toFahrenheit(4, 'metric'),
    });
    expect(chosen.status).toBe(201);
    expect(chosen.body).toMatchObject({ mood: 'grateful', weather: 'cloudy', temperature: 39.2 });
    const viaGraphql = await client.graphql(
      'mutation { addJournalEntry(input: { content: "Fog", mood: null, weather: "foggy" }) { mood weather temperature } }',
    );
    expect(viaGraphql.body.data).toEqual({ addJournalEntry: { mood: null, weather: 'foggy', temperature: null } });
    const tooHot = await client.post(`/api/users/${id}/journal-entries`, { content: 'x', temperature: 141 });
    expect(tooHot.status).toBe(400);
    expect(tooHot.body.errors?.temperature).toBe('Temperature must be at most 140');
  });

  it('answers a filter id beyond the database integer range with 400, not 500', async () => {
    const writer = await member();
    const answer = await writer.client.get(`/api/users/${writer.id}/journal-entries?pilgrimageId=99999999999999999999`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.pilgrimageId).toBe('pilgrimageId is not a known id');
  });

  it('shows another member only the public entries', async () => {
    const writer = await member();
    await writer.client.post(`/api/users/${writer.id}/journal-entries`, { content: 'Private prayer' });
    await writer.client.post(`/api/users/${writer.id}/journal-entries`, { content: 'Shared joy', isPrivate: false });
    const reader = await member();
    const seen = (await reader.client.get(`/api/users/${writer.id}/journal-entries`)).body as unknown as Entry[];
    expect(seen.map((entry) => entry.content)).toEqual(['Shared joy']);
    const viaGraphql = await reader.client.graphql(`{ journalEntries(userId: ${writer.id}) { content } }`);
    expect(viaGraphql.body.data).toEqual({ journalEntries: [{ content: 'Shared joy' }] });
    expect((await new TestClient(app.url).get(`/api/users/${writer.id}/journal-entries`)).status).toBe(401);
  });

  it('serves no entry of a private (or friends-only) profile to anyone else; the writer still reads them all', async () => {
    for (const profileVisibility of ['private', 'friends']) {
      const writer = await member();
      await writer.client.post(`/api/users/${writer.id}/journal-entries`, { content: 'Open sky', isPrivate: false });
      const settings = (await writer.client.get(`/api/users/${writer.id}/settings`)).body as {
        privacy: Record<string, unknown>;
      };
      const saved = await writer.client.patch(`/api/users/${writer.id}/settings`, {
        ...settings,
        privacy: { ...settings.privacy, profileVisibility },
      });
      expect(saved.status).toBe(200);
      const reader = await member();
      const seen = await reader.client.get(`/api/users/${writer.id}/journal-entries`);
      expect(seen.status).toBe(404);
      expect(seen.text).not.toContain('Open sky');
      const viaGraphql = await reader.client.graphql(`{ journalEntries(userId: ${writer.id}) { content } }`);
      expect(viaGraphql.text).not.toContain('Open sky');
      expect(viaGraphql.body.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
      const own = (await writer.client.get(`/api/users/${writer.id}/journal-entries`)).body as unknown as Entry[];
      expect(own.map((entry) => entry.content)).toEqual(['Open sky']);
    }
  });

  it('writes only into one’s own journal (403 otherwise) and refuses blank content', async () => {
    const writer = await member();
    const other = await member();
    expect((await other.client.post(`/api/users/${writer.id}/journal-entries`, { content: 'Hi' })).status).toBe(403);
    const blank = await writer.client.post(`/api/users/${writer.id}/journal-entries`, { content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.content).toBe('Please write something before saving.');
    const badMood = await writer.client.post(`/api/users/${writer.id}/journal-entries`, {
      content: 'x',
      mood: 'angry',
    });
    expect(badMood.body.errors?.mood).toMatch(/^Mood must be one of/);
    const badAltar = await writer.client.post(`/api/users/${writer.id}/journal-entries`, {
      content: 'x',
      altarId: 987654,
    });
    expect(badAltar.status).toBe(400);
    expect(badAltar.body.errors?.altarId).toBeTruthy();
    expect(await app.db.knex('journal_entries').where({ user_id: writer.id })).toEqual([]);
  });

  it('lets only the writer delete; another member gets 404 for a private entry and 403 for a public one', async () => {
    const writer = await member();
    const other = await member();
    const secret = (await writer.client.post(`/api/users/${writer.id}/journal-entries`, { content: 'Secret' })).body;
    const open = (
      await writer.client.post(`/api/users/${writer.id}/journal-entries`, { content: 'Open', isPrivate: false })
    ).body;
    expect((await other.client.delete(`/api/journal-entries/${secret.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/journal-entries/${open.id}`)).status).toBe(403);
    expect((await new TestClient(app.url).delete(`/api/journal-entries/${open.id}`)).status).toBe(401);
    expect((await writer.client.delete(`/api/journal-entries/${secret.id}`)).status).toBe(200);
    expect((await writer.client.delete(`/api/journal-entries/${secret.id}`)).status).toBe(404);
    const left = (await writer.client.get(`/api/users/${writer.id}/journal-entries`)).body as unknown as Entry[];
    expect(left.map((entry) => entry.content)).toEqual(['Open']);
  });
});

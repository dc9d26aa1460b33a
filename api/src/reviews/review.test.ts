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

const member = (firstName = 'Sage') => signUpMember(app.url, { firstName, lastName: 'Hollow' });

const countReviews = async () =>
  Number((await app.db.knex('altar_reviews').count<{ count: number }[]>('* as count'))[0]?.count);

describe('reviews', () => {
  it('lists an altar’s reviews with the reviewer’s name; an empty altar has none', async () => {
    const altar = await buildAltar(app.db.knex);
    expect((await new TestClient(app.url).get(`/api/altars/${altar.id}/reviews`)).body).toEqual([]);
    const { client } = await member('Juniper');
    const written = await client.post(`/api/altars/${altar.id}/reviews`, {
      rating: 4,
      title: 'Quiet at dawn',
      review: 'Birdsong and cold stones.',
      visitDate: '2026-10-03',
      tips: 'Bring a layer',
      accessibility: 'Short gravel path',
      bestTimeToVisit: 'Sunrise',
      altarId: altar.id,
    });
    expect(written.status).toBe(201);
    const list = await new TestClient(app.url).get(`/api/altars/${altar.id}/reviews`);
    expect(list.body).toEqual([
      expect.objectContaining({
        altarId: altar.id,
        userName: 'Juniper Hollow',
        rating: 4,
        title: 'Quiet at dawn',
        review: 'Birdsong and cold stones.',
        visitDate: '2026-10-03',
        tips: 'Bring a layer',
        accessibility: 'Short gravel path',
        bestTimeToVisit: 'Sunrise',
      }),
    ]);
  });

  it('defaults the rating to 5, and a second review by the same member updates the first', async () => {
    const altar = await buildAltar(app.db.knex);
    const { client } = await member();
    const first = await client.post(`/api/altars/${altar.id}/reviews`, { review: 'Beautiful' });
    expect(first.body.rating).toBe(5);
    const second = await client.post(`/api/altars/${altar.id}/reviews`, { review: 'Even better at dusk', rating: 3 });
    expect(second.body.id).toBe(first.body.id);
    const list = (await client.get(`/api/altars/${altar.id}/reviews`)).body as unknown as Array<{ review: string }>;
    expect(list.map((r) => r.review)).toEqual(['Even better at dusk']);
  });

  it('summarizes ratings over GraphQL with one decimal and a per-star distribution', async () => {
    const altar = await buildAltar(app.db.knex);
    for (const rating of [5, 4, 4]) {
      const { client } = await member();
      await client.post(`/api/altars/${altar.id}/reviews`, { review: 'Lovely', rating });
    }
    const { body } = await app.graphql(`{ altarReviewSummary(altarId: ${altar.id}) { average count distribution } }`);
    expect(body.data).toEqual({ altarReviewSummary: { average: 4.3, count: 3, distribution: [0, 0, 0, 2, 1] } });
  });

  it.each([
    [{ review: '   ' }, 'review', 'Please share a few words about your visit.'],
    [{ review: 'Nice', rating: 6 }, 'rating', 'Rating must be from 1 to 5 stars'],
    [{ review: 'Nice', rating: 'five' }, 'rating', 'Rating must be from 1 to 5 stars'],
    [{ review: 'Nice', visitDate: 'yesterday' }, 'visitDate', 'Visit date must be a date (YYYY-MM-DD)'],
  ])('refuses %o with 400 and stores nothing', async (input, field, message) => {
    const altar = await buildAltar(app.db.knex);
    const { client } = await member();
    const before = await countReviews();
    const response = await client.post(`/api/altars/${altar.id}/reviews`, input);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
    expect(await countReviews()).toBe(before);
  });

  it('needs a member to write (401) and a real altar (404)', async () => {
    const altar = await buildAltar(app.db.knex);
    const guest = await new TestClient(app.url).post(`/api/altars/${altar.id}/reviews`, { review: 'Hi' });
    expect(guest.status).toBe(401);
    const { client } = await member();
    const missing = await client.post('/api/altars/999999/reviews', { review: 'Hi' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Altar not found');
    expect((await client.get('/api/altars/999999/reviews')).status).toBe(404);
  });

  it('counts a review as recent activity of the altar', async () => {
    const altar = await buildAltar(app.db.knex);
    const { client } = await member();
    await client.post(`/api/altars/${altar.id}/reviews`, { review: 'Fresh flowers today' });
    expect((await client.get(`/api/altars/${altar.id}`)).body.recentActivity).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAltar, buildPilgrimage, buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';
import { ReportService } from './report.service';

let app: TestApp;
let addressCounter = 0;

async function member() {
  const client = new TestClient(app.url, { 'x-forwarded-for': `192.0.2.${++addressCounter}` });
  const response = await client.post('/api/auth/signup', validSignup());
  expect(response.status).toBe(201);
  return { client, id: (response.body.user as { id: number }).id };
}

async function postBy(client: TestClient, content = 'Something to look at') {
  const response = await client.post('/api/posts', { content, photos: [] });
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

const feedIds = async (client: TestClient) =>
  ((await client.get('/api/posts')).body as unknown as Array<{ id: number }>).map((post) => post.id);

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('reporting', () => {
  it('records the report and shows it to the reporter; reporting again updates the reason', async () => {
    const author = await member();
    const reporter = await member();
    const post = await postBy(author.client);
    const first = await reporter.client.post('/api/reports', {
      contentType: 'post',
      contentId: post.id,
      reason: 'Spam link',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ contentType: 'post', contentId: post.id, reason: 'Spam link', status: 'open' });
    const again = await reporter.client.post('/api/reports', {
      contentType: 'post',
      contentId: post.id,
      reason: 'Spam, really',
    });
    expect(again.body).toMatchObject({ id: first.body.id, reason: 'Spam, really' });
    const mine = await reporter.client.get('/api/reports');
    expect(mine.body).toEqual([expect.objectContaining({ id: first.body.id, status: 'open' })]);
    // One report is not enough to hide anything.
    expect(await feedIds(reporter.client)).toContain(post.id);
  });

  it('hides a post with 3 open reports from everyone but its author, until a moderator dismisses them', async () => {
    const author = await member();
    const bystander = await member();
    const post = await postBy(author.client, 'Controversial');
    const reporters = await Promise.all([member(), member(), member()]);
    for (const reporter of reporters) {
      const response = await reporter.client.post('/api/reports', {
        contentType: 'post',
        contentId: post.id,
        reason: 'Not kind',
      });
      expect(response.status).toBe(201);
    }
    expect(await feedIds(bystander.client)).not.toContain(post.id);
    expect((await bystander.client.post(`/api/posts/${post.id}/like`)).status).toBe(404);
    expect((await bystander.client.get(`/api/posts/${post.id}/comments`)).status).toBe(404);
    const own = (await author.client.get('/api/posts')).body as unknown as Array<{
      id: number;
      hiddenByReports: boolean;
    }>;
    expect(own.find((p) => p.id === post.id)?.hiddenByReports).toBe(true);

    const moderation = new ReportService(app.db.knex);
    expect((await moderation.queue()).find((group) => group.contentId === post.id)).toMatchObject({
      openReports: 3,
      hidden: true,
    });
    expect(await moderation.decide('post', post.id, 'dismissed')).toBe(3);
    expect(await feedIds(bystander.client)).toContain(post.id);
    expect(
      ((await reporters[0]!.client.get('/api/reports')).body as unknown as Array<{ status: string }>)[0]?.status,
    ).toBe('dismissed');
  });

  it('keeps upheld content hidden', async () => {
    const author = await member();
    const reporter = await member();
    const post = await postBy(author.client, 'Against the guidelines');
    await reporter.client.post('/api/reports', {
      contentType: 'post',
      contentId: post.id,
      reason: 'Shares a secret site',
    });
    await new ReportService(app.db.knex).decide('post', post.id, 'upheld');
    expect(await feedIds(reporter.client)).not.toContain(post.id);
    expect(await feedIds(author.client)).toContain(post.id);
  });

  it('reports reviews, altars and pilgrimages', async () => {
    const reporter = await member();
    const owner = await buildUser(app.db.knex);
    const altar = await buildAltar(app.db.knex, { creatorId: owner.id });
    const pilgrimage = await buildPilgrimage(app.db.knex);
    const [review] = await app.db
      .knex('altar_reviews')
      .insert({ altar_id: altar.id, user_id: owner.id, rating: 1, review: 'Meh' })
      .returning('id');
    for (const [contentType, contentId] of [
      ['altar', altar.id],
      ['pilgrimage', pilgrimage.id],
      ['review', (review as { id: number }).id],
    ] as const) {
      const response = await reporter.client.post('/api/reports', { contentType, contentId, reason: 'Looks wrong' });
      expect(response.status).toBe(201);
    }
    expect(((await reporter.client.get('/api/reports')).body as unknown as unknown[]).length).toBe(3);
  });

  it("hides a review with 3 open reports from the altar's reviews and its rating, except for its author", async () => {
    const author = await member();
    const bystander = await member();
    const altar = await buildAltar(app.db.knex);
    const written = await author.client.post(`/api/altars/${altar.id}/reviews`, {
      rating: 1,
      title: 'Not for me',
      review: 'Too many stones, not enough quiet.',
    });
    expect(written.status).toBe(201);
    const reviewId = (written.body as { id: number }).id;
    for (const reporter of await Promise.all([member(), member(), member()])) {
      const reported = await reporter.client.post('/api/reports', {
        contentType: 'review',
        contentId: reviewId,
        reason: 'Off topic',
      });
      expect(reported.status).toBe(201);
    }
    const reviewIds = async (client: TestClient) =>
      ((await client.get(`/api/altars/${altar.id}/reviews`)).body as unknown as Array<{ id: number }>).map(
        (review) => review.id,
      );
    expect(await reviewIds(bystander.client)).not.toContain(reviewId);
    expect(await reviewIds(author.client)).toContain(reviewId);
    const summary = await app.graphql('query ($id: Int!) { altarReviewSummary(altarId: $id) { count average } }', {
      id: altar.id,
    });
    expect(summary.body).toMatchObject({ data: { altarReviewSummary: { count: 0, average: 0 } } });
  });

  it('refuses bad reports with 400 or 404 and stores nothing', async () => {
    const author = await member();
    const post = await postBy(author.client);
    const count = async () => Number((await app.db.knex('content_reports').count<{ c: number }[]>('* as c'))[0]?.c);
    const before = await count();
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ contentType: 'user', contentId: 1, reason: 'Bad' }, 400],
      [{ contentType: 'post', contentId: post.id, reason: ' ' }, 400],
      [{ contentType: 'post', contentId: post.id, reason: 'Mine' }, 400],
      [{ contentType: 'post', contentId: 999999, reason: 'Gone' }, 404],
    ];
    for (const [body, status] of cases) {
      expect((await author.client.post('/api/reports', body)).status).toBe(status);
    }
    expect(await count()).toBe(before);
    expect(
      (await new TestClient(app.url).post('/api/reports', { contentType: 'post', contentId: post.id, reason: 'x' }))
        .status,
    ).toBe(401);
  });

  it('works over GraphQL', async () => {
    const author = await member();
    const reporter = await member();
    const post = await postBy(author.client);
    const response = await reporter.client.graphql(
      'mutation ($input: ReportInput!) { reportContent(input: $input) { contentType contentId status } }',
      { input: { contentType: 'post', contentId: post.id, reason: 'Off topic' } },
    );
    expect(response.body.data).toEqual({ reportContent: { contentType: 'post', contentId: post.id, status: 'open' } });
    const mine = await reporter.client.graphql('{ myReports { contentId reason } }');
    expect(mine.body.data).toEqual({ myReports: [{ contentId: post.id, reason: 'Off topic' }] });
  });
});

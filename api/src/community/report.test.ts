import {
  REPORT_ALERT_THRESHOLD,
  REPORT_MESSAGES,
  REPORTER_MIN_ACCOUNT_DAYS,
  REPORTS_PER_HOUR,
} from '@sacred/core/community';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAltar, buildPilgrimage, buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';

let app: TestApp;
let addressCounter = 0;

/**
 * A member whose account is `ageDays` old (established by default: past REPORTER_MIN_ACCOUNT_DAYS; this
 * server sends no email, so every member counts as confirmed).
 */
async function member(ageDays = REPORTER_MIN_ACCOUNT_DAYS + 1) {
  const client = new TestClient(app.url, { 'x-forwarded-for': `192.0.2.${++addressCounter}` });
  const response = await client.post('/api/auth/signup', validSignup());
  expect(response.status).toBe(201);
  const id = (response.body.user as { id: number }).id;
  await app.db
    .knex('users')
    .where({ id })
    .update({ created_at: new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000) });
  return { client, id };
}

async function moderator() {
  const made = await member();
  await app.db.knex('users').where({ id: made.id }).update({ is_moderator: true });
  return made;
}

const reportPost = (client: TestClient, postId: number, reason = 'Not kind') =>
  client.post('/api/reports', { contentType: 'post', contentId: postId, reason });

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

  it('never hides a post on reports alone, however established the reporters; a moderator upholding hides it from all but its author', async () => {
    const author = await member();
    const bystander = await member();
    const post = await postBy(author.client, 'Controversial');
    // Reporters aged well past the week, twice the alert threshold: a patient attacker's sockpuppets.
    const reporters = await Promise.all(
      Array.from({ length: 2 * REPORT_ALERT_THRESHOLD }, () => member(10 * REPORTER_MIN_ACCOUNT_DAYS)),
    );
    for (const reporter of reporters) expect((await reportPost(reporter.client, post.id)).status).toBe(201);
    expect(await feedIds(bystander.client)).toContain(post.id);
    expect((await bystander.client.post(`/api/posts/${post.id}/like`)).status).toBe(200);

    const moderation = app.server.services.reports;
    expect((await moderation.queue()).find((group) => group.contentId === post.id)).toMatchObject({
      openReports: 2 * REPORT_ALERT_THRESHOLD,
      hidden: false,
    });
    expect(await moderation.decide('post', post.id, 'upheld')).toBe(2 * REPORT_ALERT_THRESHOLD);
    expect(await feedIds(bystander.client)).not.toContain(post.id);
    expect((await bystander.client.get(`/api/posts/${post.id}/comments`)).status).toBe(404);
    const own = (await author.client.get('/api/posts')).body as unknown as Array<{
      id: number;
      hiddenByReports: boolean;
    }>;
    expect(own.find((p) => p.id === post.id)?.hiddenByReports).toBe(true);
    expect(
      ((await reporters[0]!.client.get('/api/reports')).body as unknown as Array<{ status: string }>)[0]?.status,
    ).toBe('upheld');
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
    await app.server.services.reports.decide('post', post.id, 'upheld');
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

  it("hides an upheld review from the altar's reviews and its rating, except for its author; reports alone do not", async () => {
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
    expect(await reviewIds(bystander.client)).toContain(reviewId);
    await app.server.services.reports.decide('review', reviewId, 'upheld');
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

describe('who can hide content (issue 24 item 8)', () => {
  it('reports from new accounts are recorded and queued but hide nothing', async () => {
    const author = await member();
    const bystander = await member();
    const post = await postBy(author.client, 'Reported by throwaways');
    for (let i = 0; i < REPORT_ALERT_THRESHOLD + 2; i++) {
      const newcomer = await member(REPORTER_MIN_ACCOUNT_DAYS - 1);
      expect((await reportPost(newcomer.client, post.id)).status).toBe(201);
    }
    expect(await feedIds(bystander.client)).toContain(post.id);
    const queue = await app.server.services.reports.queue();
    expect(queue.find((group) => group.contentId === post.id && group.contentType === 'post')).toMatchObject({
      openReports: REPORT_ALERT_THRESHOLD + 2,
      hidden: false,
    });
  });

  it("a moderator's report hides at once", async () => {
    const author = await member();
    const bystander = await member();
    const post = await postBy(author.client, 'Shares a secret site');
    const mod = await moderator();
    const reported = await reportPost(mod.client, post.id, 'Shares the location of a sensitive site');
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({ status: 'upheld' });
    expect(await feedIds(bystander.client)).not.toContain(post.id);
    expect(await feedIds(author.client)).toContain(post.id);
  });

  it(`rate limits reporting to ${REPORTS_PER_HOUR} new reports an hour; reporting again only updates the reason`, async () => {
    const author = await member();
    const reporter = await member();
    const posts = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) posts.push(await postBy(author.client, `Post ${i}`));
    for (const post of posts.slice(0, REPORTS_PER_HOUR)) {
      expect((await reportPost(reporter.client, post.id)).status).toBe(201);
    }
    const refused = await reportPost(reporter.client, posts[REPORTS_PER_HOUR]!.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(REPORT_MESSAGES.tooMany);
    expect((await reportPost(reporter.client, posts[0]!.id, 'Changed my reason')).status).toBe(201);
  });

  it('moderators see the queue and decide through the API; other members are told it does not exist', async () => {
    const author = await member();
    const post = await postBy(author.client, 'Borderline');
    const reporters = await Promise.all(Array.from({ length: REPORT_ALERT_THRESHOLD }, () => member()));
    for (const reporter of reporters) await reportPost(reporter.client, post.id);
    const someone = await member();
    expect((await someone.client.get('/api/moderation/reports')).status).toBe(404);
    const decision = { contentType: 'post', contentId: post.id, decision: 'upheld' };
    expect((await someone.client.post('/api/moderation/decisions', decision)).status).toBe(404);
    expect(await feedIds(someone.client)).toContain(post.id);

    const mod = await moderator();
    const queue = await mod.client.get('/api/moderation/reports');
    expect(queue.status).toBe(200);
    expect(queue.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          contentType: 'post',
          contentId: post.id,
          openReports: REPORT_ALERT_THRESHOLD,
          hidden: false,
        }),
      ]),
    );
    const decided = await mod.client.post('/api/moderation/decisions', decision);
    expect(decided.status).toBe(200);
    expect(decided.body).toEqual({ changed: REPORT_ALERT_THRESHOLD });
    expect(await feedIds(someone.client)).not.toContain(post.id);
  });
});

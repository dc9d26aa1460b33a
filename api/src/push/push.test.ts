import { PUSH_DEVICES_PER_MEMBER, PUSH_MESSAGES } from '@sacred/core/push';
import { localClock } from '@sacred/core/time-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithPush, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { jobsIdle } from '../../test/jobs';
import type { FakeDevice, FakePushService } from './fake-push-service';
import { PUSH_JOBS } from './push.service';
import { eventually } from '../../test/wait';

let app: TestApp;
let pushService: FakePushService;
let addressCounter = 0;

async function signedUpMember() {
  const client = new TestClient(app.url, { 'x-forwarded-for': `198.51.100.${++addressCounter}` });
  const response = await client.post('/api/auth/signup', validSignup());
  expect(response.status).toBe(201);
  return { client, user: response.body.user as { id: number } };
}

async function subscribed(device: FakeDevice, extra: Record<string, unknown> = {}) {
  const member = await signedUpMember();
  const response = await member.client.post(`/api/users/${member.user.id}/notifications/subscribe`, {
    subscription: device.subscription,
    ...extra,
  });
  expect(response.status).toBe(201);
  return member;
}

/** Every push job but the daily cron tick: after a control received its notice, none may be pending. */
const pushQueueIdle = () =>
  jobsIdle(
    app.db.knex,
    Object.values(PUSH_JOBS).filter((name) => name !== PUSH_JOBS.dailyReminders),
  );

const isActive = async (endpoint: string) =>
  (await app.db.knex('push_subscriptions').where({ endpoint }).first<{ is_active: boolean }>()).is_active;

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, pushService, close: stop } = await startTestAppWithPush());
});

afterAll(async () => {
  await stop?.();
});

describe('subscribing', () => {
  it('serves the VAPID public key, an uncompressed P-256 point', async () => {
    const response = await new TestClient(app.url).get('/api/push/public-key');
    expect(response.status).toBe(200);
    expect(Buffer.from(String(response.body.publicKey), 'base64url')).toHaveLength(65);
  });

  it('stores the subscription with the default preferences merged under the given ones', async () => {
    const device = pushService.device('defaults');
    const { client, user } = await subscribed(device, { preferences: { communityActivity: true } });
    const row = await app.db.knex('push_subscriptions').where({ endpoint: device.subscription.endpoint }).first();
    expect(row).toMatchObject({ user_id: user.id, is_active: true, time_zone: 'UTC' });
    expect(row.preferences).toEqual({
      dailyReminder: true,
      nearbySacredSpaces: true,
      pilgrimageUpdates: true,
      communityActivity: true,
    });
    const endpoint = encodeURIComponent(device.subscription.endpoint);
    const read = await client.get(`/api/users/${user.id}/notifications/subscription?endpoint=${endpoint}`);
    expect(read.body).toMatchObject({ subscribed: true, preferences: { communityActivity: true } });

    // Re-sending preferences updates the same row.
    const again = await client.post(`/api/users/${user.id}/notifications/subscribe`, {
      subscription: device.subscription,
      preferences: { dailyReminder: false },
    });
    expect(again.body).toMatchObject({
      subscribed: true,
      preferences: { dailyReminder: false, communityActivity: false },
    });
    expect(await app.db.knex('push_subscriptions').where({ endpoint: device.subscription.endpoint })).toHaveLength(1);
  });

  it('refuses bad input with 400 and the message, guests with 401 and another member with 403', async () => {
    const { client, user } = await signedUpMember();
    const path = `/api/users/${user.id}/notifications/subscribe`;
    const device = pushService.device('refusals');
    const badEndpoint = await client.post(path, {
      subscription: { ...device.subscription, endpoint: 'http://push.example.com/x' },
    });
    expect(badEndpoint.status).toBe(400);
    expect(badEndpoint.body.errors?.['subscription.endpoint']).toBe('subscription.endpoint must be an https URL');
    const noKeys = await client.post(path, { subscription: { endpoint: device.subscription.endpoint, keys: {} } });
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.message).toBe('subscription.keys.p256dh and subscription.keys.auth are required');
    const badZone = await client.post(path, { subscription: device.subscription, timeZone: 'Mars/Olympus' });
    expect(badZone.body.errors?.timeZone).toBe('timeZone must be an IANA time zone such as Europe/Paris');

    expect((await new TestClient(app.url).post(path, { subscription: device.subscription })).status).toBe(401);
    const other = await buildUser(app.db.knex);
    const forbidden = await client.post(`/api/users/${other.id}/notifications/subscribe`, {
      subscription: device.subscription,
    });
    expect(forbidden.status).toBe(403);
  });

  it('refuses endpoints that are not a web push service, and stores nothing', async () => {
    const { client, user } = await signedUpMember();
    const path = `/api/users/${user.id}/notifications/subscribe`;
    const keys = pushService.device('ssrf').subscription.keys;
    for (const endpoint of [
      'https://10.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://evil.example.com/push',
      'https://fcm.googleapis.com:6379/fcm/send/x',
      'http://10.0.0.1:4999/push',
    ]) {
      const response = await client.post(path, { subscription: { endpoint, keys } });
      expect(response.status, endpoint).toBe(400);
      expect([PUSH_MESSAGES.endpointNotPushService, PUSH_MESSAGES.endpointInvalid], endpoint).toContain(
        response.body.errors?.['subscription.endpoint'],
      );
    }
    expect(await app.db.knex('push_subscriptions').where({ user_id: user.id })).toEqual([]);
  });

  it('keeps a subscription with its member: another member posting the same endpoint gets a row of their own', async () => {
    const device = pushService.device('owned');
    const owner = await subscribed(device);
    const intruder = await signedUpMember();
    const response = await intruder.client.post(`/api/users/${intruder.user.id}/notifications/subscribe`, {
      subscription: device.subscription,
    });
    expect(response.status).toBe(201);
    const rows = await app.db
      .knex('push_subscriptions')
      .where({ endpoint: device.subscription.endpoint })
      .orderBy('id')
      .select('user_id', 'is_active');
    expect(rows).toEqual([
      { user_id: owner.user.id, is_active: true },
      { user_id: intruder.user.id, is_active: true },
    ]);
  });

  it(`keeps at most ${PUSH_DEVICES_PER_MEMBER} devices per member: the stalest stops`, async () => {
    const { client, user } = await signedUpMember();
    const devices = Array.from({ length: PUSH_DEVICES_PER_MEMBER + 1 }, (_, i) => pushService.device(`many-${i}`));
    for (const device of devices) {
      const response = await client.post(`/api/users/${user.id}/notifications/subscribe`, {
        subscription: device.subscription,
      });
      expect(response.status).toBe(201);
    }
    const active = await app.db
      .knex('push_subscriptions')
      .where({ user_id: user.id, is_active: true })
      .pluck('endpoint');
    expect(active).toHaveLength(PUSH_DEVICES_PER_MEMBER);
    expect(active).not.toContain(devices[0]?.subscription.endpoint);
  });

  it('unsubscribes on the server: the row stays, inactive, and nothing more is sent to it', async () => {
    const device = pushService.device('leaving');
    const { client, user } = await subscribed(device, { preferences: { communityActivity: true } });
    // The member's other device stays subscribed: it shows the notice below is sent at all.
    const staying = pushService.device('staying');
    const kept = await client.post(`/api/users/${user.id}/notifications/subscribe`, {
      subscription: staying.subscription,
      preferences: { communityActivity: true },
    });
    expect(kept.status).toBe(201);
    const response = await client.post(`/api/users/${user.id}/notifications/unsubscribe`, {
      endpoint: device.subscription.endpoint,
    });
    expect(response.status).toBe(200);
    expect(response.body.subscribed).toBe(false);
    expect(await isActive(device.subscription.endpoint)).toBe(false);
    await app.server.services.push.notifyCommunityActivity({
      postId: 1,
      postAuthorId: user.id,
      actorId: user.id + 100_000,
      actorName: 'Fern',
      kind: 'like',
    });
    const control = await eventually(
      () => pushService.receivedBy('staying'),
      (list) => list.length > 0,
    );
    expect(control.map((push) => (push.payload as { body: string }).body)).toEqual(['Fern liked your post']);
    expect(await pushQueueIdle()).toBe(true);
    expect(pushService.receivedBy('leaving')).toEqual([]);
  });
});

describe('delivery through the job queue', () => {
  it('tells members within 10 km of a new altar (VAPID-signed, aes128gcm-encrypted), gated by preference', async () => {
    const keen = pushService.device('near-keen');
    const quiet = pushService.device('near-quiet');
    const far = pushService.device('far-away');
    // Around Reykjavik; the far member is about 30 km off.
    await subscribed(keen, { latitude: 64.14, longitude: -21.94 });
    await subscribed(quiet, { latitude: 64.14, longitude: -21.94, preferences: { nearbySacredSpaces: false } });
    await subscribed(far, { latitude: 64.0, longitude: -22.5 });
    const creator = await buildUser(app.db.knex);
    const altar = await app.server.services.altarContributions.create({
      name: 'Basalt Listening Ring',
      latitude: 64.15,
      longitude: -21.95,
      altarType: 'Stone Circle',
      photos: ['/media/seed/example.svg'],
      creatorId: creator.id,
    });

    const received = await eventually(
      () => pushService.receivedBy('near-keen'),
      (list) => list.length > 0,
    );
    expect(pushService.rejected).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]?.payload).toEqual({
      title: 'A new sacred space nearby',
      body: 'Basalt Listening Ring was just shared near you.',
      url: `/altar/${altar.id}`,
      tag: `altar-${altar.id}`,
    });
    const publicKey = (await new TestClient(app.url).get('/api/push/public-key')).body.publicKey;
    expect(received[0]?.vapidPublicKey).toBe(publicKey);
    expect(received[0]?.claims.sub).toMatch(/^mailto:/);
    expect(await pushQueueIdle()).toBe(true);
    expect(pushService.receivedBy('near-quiet')).toEqual([]);
    expect(pushService.receivedBy('far-away')).toEqual([]);
  });

  it('sends community activity only to members who turned it on (off by default)', async () => {
    const off = pushService.device('community-off');
    const on = pushService.device('community-on');
    const { user: offUser } = await subscribed(off);
    const { user: onUser } = await subscribed(on, { preferences: { communityActivity: true } });
    for (const author of [offUser, onUser]) {
      await app.server.services.push.notifyCommunityActivity({
        postId: 7,
        postAuthorId: author.id,
        actorId: author.id + 100_000,
        actorName: 'Fern',
        kind: 'comment',
      });
    }
    const received = await eventually(
      () => pushService.receivedBy('community-on'),
      (list) => list.length > 0,
    );
    expect(received[0]?.payload).toMatchObject({ body: 'Fern commented on your post', url: '/feed' });
    expect(await pushQueueIdle()).toBe(true);
    expect(pushService.receivedBy('community-off')).toEqual([]);
  });

  it("gates each kind by the member's Settings > Notifications switch as well as the device's preference", async () => {
    const quiet = pushService.device('switch-off');
    const keen = pushService.device('switch-on');
    const quietMember = await subscribed(quiet, { preferences: { communityActivity: true } });
    const keenMember = await subscribed(keen, { preferences: { communityActivity: true } });
    const settings = await quietMember.client.get(`/api/users/${quietMember.user.id}/settings`);
    const next = settings.body as { notifications: Record<string, boolean> };
    next.notifications.communityPosts = false;
    next.notifications.pilgrimageUpdates = false;
    next.notifications.achievements = false;
    expect((await quietMember.client.patch(`/api/users/${quietMember.user.id}/settings`, next)).status).toBe(200);

    // The keen member's three notices show each kind is sent; once the queue is idle, none is on its way.
    for (const member of [quietMember.user, keenMember.user]) {
      await app.server.services.push.notifyCommunityActivity({
        postId: 8,
        postAuthorId: member.id,
        actorId: member.id + 100_000,
        actorName: 'Fern',
        kind: 'like',
      });
      await app.server.services.push.notifyPilgrimageUpdate({
        pilgrimageId: 3,
        actorId: member.id + 100_000,
        recipientIds: [member.id],
        title: 'Checkpoint',
        body: 'Fern reached the cairn.',
      });
      await app.server.services.push.notifyAchievements(member.id, ['Sacred Pilgrim']);
    }
    const received = await eventually(
      () => pushService.receivedBy('switch-on'),
      (list) => list.length >= 3,
    );
    expect(received.map((push) => (push.payload as { body: string }).body).sort()).toEqual([
      'Fern liked your post',
      'Fern reached the cairn.',
      'You earned Sacred Pilgrim.',
    ]);
    expect(await pushQueueIdle()).toBe(true);
    expect(pushService.receivedBy('switch-off')).toEqual([]);
  });

  it("tells a post's author when another member likes or comments, not when they unlike or act on their own post", async () => {
    const device = pushService.device('post-author');
    const { client: authorClient } = await subscribed(device, { preferences: { communityActivity: true } });
    const post = (await authorClient.post('/api/posts', { content: 'Dawn at the cairn' })).body as { id: number };
    expect((await authorClient.post(`/api/posts/${post.id}/like`)).status).toBe(200);
    const reader = new TestClient(app.url, { 'x-forwarded-for': `198.51.100.${++addressCounter}` });
    expect((await reader.post('/api/auth/signup', validSignup({ firstName: 'Rowan' }))).status).toBe(201);
    expect((await reader.post(`/api/posts/${post.id}/like`)).body).toMatchObject({ liked: true });
    expect((await reader.post(`/api/posts/${post.id}/like`)).body).toMatchObject({ liked: false });
    expect((await reader.post(`/api/posts/${post.id}/comments`, { content: 'Beautiful' })).status).toBe(201);
    const received = await eventually(
      () => pushService.receivedBy('post-author'),
      (list) => list.length >= 2,
    );
    expect(received.map((push) => (push.payload as { body: string }).body).sort()).toEqual([
      'Rowan commented on your post',
      'Rowan liked your post',
    ]);
    expect(received[0]?.payload).toMatchObject({ title: 'Sacred Community', url: '/feed', tag: `post-${post.id}` });
  });

  it('sends pilgrimage updates to the companions, not to the one who made them', async () => {
    const companion = pushService.device('companion');
    const walker = pushService.device('walker');
    const { user: companionUser } = await subscribed(companion);
    const { user: walkerUser } = await subscribed(walker);
    await app.server.services.push.notifyPilgrimageUpdate({
      pilgrimageId: 3,
      actorId: walkerUser.id,
      recipientIds: [companionUser.id, walkerUser.id],
      title: 'Checkpoint Reached!',
      body: 'River reached the Cedar Circle',
    });
    const received = await eventually(
      () => pushService.receivedBy('companion'),
      (list) => list.length > 0,
    );
    expect(received[0]?.payload).toMatchObject({ url: '/pilgrimage/active?id=3', title: 'Checkpoint Reached!' });
    expect(await pushQueueIdle()).toBe(true);
    expect(pushService.receivedBy('walker')).toEqual([]);
  });

  it("sends the daily reminder in the member's morning, from tomorrow on, once a day", async () => {
    const tokyo = pushService.device('tokyo');
    const denver = pushService.device('denver');
    await subscribed(tokyo, { timeZone: 'Asia/Tokyo' });
    await subscribed(denver, { timeZone: 'America/Denver' });
    const push = app.server.services.push;

    // Today's reminder counts as sent: nothing now, whatever the hour.
    const todayInTokyo = localClock(new Date(), 'Asia/Tokyo').date;
    expect(await push.sendDailyReminders(new Date(`${todayInTokyo}T08:30:00+09:00`))).toBe(0);

    // Two days on at 08:30 in Tokyo it is the previous afternoon in Denver.
    const later = new Date(new Date(`${todayInTokyo}T08:30:00+09:00`).getTime() + 2 * 24 * 60 * 60 * 1000);
    const queued = await push.sendDailyReminders(later);
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(await push.sendDailyReminders(later)).toBe(0);
    const received = await eventually(
      () => pushService.receivedBy('tokyo'),
      (list) => list.length > 0,
    );
    expect(received).toHaveLength(1);
    expect(received[0]?.payload).toMatchObject({ tag: 'daily-reminder', url: '/' });
    expect(await pushQueueIdle()).toBe(true);
    expect(pushService.receivedBy('denver')).toEqual([]);
  });

  it("follows the member's time zone from Settings: 08:00 in Auckland and in Los Angeles, once a local day", async () => {
    const push = app.server.services.push;
    const members = [
      { zone: 'Pacific/Auckland', device: pushService.device('auckland') },
      { zone: 'America/Los_Angeles', device: pushService.device('los-angeles') },
    ];
    const subscriptionOf: Record<string, number> = {};
    for (const { zone, device } of members) {
      const { client, user } = await signedUpMember();
      const settings = (await client.get(`/api/users/${user.id}/settings`)).body as { preferences: object };
      const saved = await client.patch(`/api/users/${user.id}/settings`, {
        ...settings,
        preferences: { ...settings.preferences, timeZone: zone },
      });
      expect(saved.status).toBe(200);
      // The device says UTC: the member's own zone is the one that counts.
      const response = await client.post(`/api/users/${user.id}/notifications/subscribe`, {
        subscription: device.subscription,
        timeZone: 'UTC',
      });
      expect(response.status).toBe(201);
      const row = await app.db.knex('push_subscriptions').where({ endpoint: device.subscription.endpoint }).first('id');
      subscriptionOf[zone] = (row as { id: number }).id;
    }
    const lastSentOn = async (zone: string) =>
      (
        await app.db
          .knex('push_subscriptions')
          .where({ id: subscriptionOf[zone] })
          .first<{ day: string | null }>(app.db.knex.raw('last_daily_reminder_on::text AS day'))
      ).day;

    // Every 15-minute tick for three days from the next UTC midnight: when each reminder goes out.
    const sentAt: Record<string, string[]> = { 'Pacific/Auckland': [], 'America/Los_Angeles': [] };
    const start = new Date();
    start.setUTCHours(24, 0, 0, 0);
    for (let at = start.getTime(); at < start.getTime() + 3 * 24 * 3600 * 1000; at += 15 * 60 * 1000) {
      const before = {
        auckland: await lastSentOn('Pacific/Auckland'),
        angeles: await lastSentOn('America/Los_Angeles'),
      };
      await push.sendDailyReminders(new Date(at));
      if ((await lastSentOn('Pacific/Auckland')) !== before.auckland)
        sentAt['Pacific/Auckland']!.push(new Date(at).toISOString());
      if ((await lastSentOn('America/Los_Angeles')) !== before.angeles)
        sentAt['America/Los_Angeles']!.push(new Date(at).toISOString());
    }
    for (const [zone, instants] of Object.entries(sentAt)) {
      expect(instants.length).toBeGreaterThanOrEqual(2);
      const local = instants.map((instant) => localClock(new Date(instant), zone));
      // Each at 08:00 local, each on a new local day.
      expect(local.map(({ hour }) => hour)).toEqual(instants.map(() => 8));
      expect(instants.every((instant) => instant.endsWith(':00:00.000Z'))).toBe(true);
      expect(new Set(local.map(({ date }) => date)).size).toBe(instants.length);
      expect(await lastSentOn(zone)).toBe(local.at(-1)!.date);
    }
    // December: 08:00 NZDT is 19:00 UTC, 08:00 PST is 16:00 UTC.
    expect(sentAt['Pacific/Auckland']!.every((instant) => instant.includes('T19:00'))).toBe(true);
    expect(sentAt['America/Los_Angeles']!.every((instant) => instant.includes('T16:00'))).toBe(true);
    const received = await eventually(
      () => pushService.receivedBy('auckland'),
      (list) => list.length >= sentAt['Pacific/Auckland']!.length,
    );
    expect(received[0]?.payload).toMatchObject({ tag: 'daily-reminder' });
  });

  it('stops delivering to a subscription the push service answers 410 (gone) or 404, without telling the API', async () => {
    for (const [name, status] of [
      ['gone-410', 410],
      ['gone-404', 404],
    ] as const) {
      const device = pushService.device(name, status);
      const { client, user } = await subscribed(device, { preferences: { communityActivity: true } });
      const read = () =>
        client.get(
          `/api/users/${user.id}/notifications/subscription?endpoint=${encodeURIComponent(device.subscription.endpoint)}`,
        );
      const before = (await read()).body as unknown;
      await app.server.services.push.notifyCommunityActivity({
        postId: 9,
        postAuthorId: user.id,
        actorId: user.id + 100_000,
        actorName: 'Fern',
        kind: 'like',
      });
      const suspended = () =>
        app.db
          .knex('push_subscriptions')
          .where({ endpoint: device.subscription.endpoint })
          .first<{ suspended_at: Date | null }>()
          .then((row) => row.suspended_at !== null);
      expect(await eventually(suspended, (stopped) => stopped)).toBe(true);
      // The member (or someone probing with an endpoint of their choice) reads the same answer as before.
      expect((await read()).body).toEqual(before);
      expect(await isActive(device.subscription.endpoint)).toBe(true);
    }
  });
});

import { KNOWN_PUSH_SERVICE_HOSTS } from '@sacred/core/push';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { alertReport, WALK_SAFE, type AlertedContact, WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SACRED_SPACES, startServer, type RunningServer } from '../app';
import { maskPrivateRequest } from '../platform/infra/logger';
import { startTestApp, subscribedOn, UNREACHABLE_BASEMAP, type TestApp } from '../../test/app';
import { buildPilgrimage } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { jobsIdle } from '../../test/jobs';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { eventually, until } from '../../test/wait';
import { FakePushService } from '../push/fake-push-service';
import { PUSH_JOBS } from '../push/push.service';
import { SAFETY_CONTACT_JOBS } from './safety-contacts.service';
import { walkShareTopic } from './walk-share.service';
import { WALK_WATCH_JOBS } from './walk-watch-sweep';
import type { Services } from '../services';
import { liveTopic } from '../journeys/live-topics';
import { MAIL_UNAVAILABLE_MESSAGE } from '../platform/infra/mail';

let app: TestApp;
let mailbox: Mailbox;
let pushService: FakePushService;
let clock = new Date();
let addressCounter = 0;
const MINUTE = 60_000;

type WatchAnswer = { alertSentAt?: string | null; contacts?: Array<AlertedContact & { memberId: number | null }> };

/** Share links and the watch read the test's clock. */
function useWalkSafeClock(services: Pick<Services, 'walkShares' | 'walkWatch'>): void {
  services.walkShares.useClock(() => clock);
  services.walkWatch.useClock(() => clock);
}

const later = (minutes: number) => new Date(clock.getTime() + minutes * MINUTE);

/** Signs up and in (with email set up, sign-up asks to confirm the address; signing in still works). */
async function signUpAndIn(client: TestClient, firstName: string): Promise<number> {
  const input = validSignup({ firstName });
  const response = await client.post('/api/auth/signup', input);
  expect(response.status).toBe(201);
  if (response.body.user) return (response.body.user as { id: number }).id;
  const login = await client.post('/api/auth/login', { email: input.email, password: input.password });
  expect(login.status).toBe(200);
  return (login.body.user as { id: number }).id;
}

async function member(firstName = 'Willow') {
  const client = new TestClient(app.url, { 'x-forwarded-for': `203.0.113.${++addressCounter}` });
  return { client, id: await signUpAndIn(client, firstName) };
}

async function sharing(walker: { client: TestClient; id: number }, on: boolean) {
  const response = await walker.client.patch(`/api/users/${walker.id}/settings`, {
    ...DEFAULT_SETTINGS,
    privacy: { ...DEFAULT_SETTINGS.privacy, locationSharing: on },
  });
  expect(response.status).toBe(200);
}

/** A walker on a fresh pilgrimage, with a confirmed address unless `confirmed` is false. */
async function walking(firstName = 'Willow', { confirmed = true } = {}) {
  const walker = await member(firstName);
  if (confirmed) await app.db.knex('users').where({ id: walker.id }).update({ email_verified_at: new Date() });
  await sharing(walker, true);
  const pilgrimage = await buildPilgrimage(app.db.knex, { distance: 10 });
  const started = await walker.client.post(`/api/pilgrimages/${pilgrimage.id}/start`, {
    latitude: 34.87,
    longitude: -111.76,
  });
  expect(started.status).toBe(200);
  const journeyId = started.body.id as number;
  const moved = await walker.client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, {
    latitude: 34.8712,
    longitude: -111.7615,
  });
  expect(moved.status).toBe(200);
  return { ...walker, journeyId, pilgrimageId: pilgrimage.id, pilgrimageName: pilgrimage.name };
}

async function shareLink(walker: { client: TestClient; journeyId: number }, body: object = {}) {
  const response = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/share-links`, body);
  expect(response.status).toBe(201);
  return response.body as { token: string; url: string; link: { id: number } };
}

const guest = () => new TestClient(app.url);

beforeAll(async () => {
  mailbox = await startMailbox();
  pushService = new FakePushService();
  await pushService.start();
  app = await startTestApp({
    mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <safety@sacred.test>' },
    push: { serviceHosts: KNOWN_PUSH_SERVICE_HOSTS, allowLoopback: true },
  });
  useWalkSafeClock(app.server.services);
});

afterAll(async () => {
  await app?.close();
  await mailbox?.close();
  await pushService?.stop();
});

/** The walker's own tab (their session), reaching the server at another address, as behind a proxy. */
function atAddress(walker: { client: TestClient }, headers: Record<string, string>): TestClient {
  const tab = new TestClient(app.url, { 'x-forwarded-for': `203.0.113.${++addressCounter}`, ...headers });
  tab.cookie = walker.client.cookie;
  return tab;
}

describe('share links', () => {
  it('names the address the walker uses, never the server’s own: the page’s origin, or the host and scheme behind a proxy', async () => {
    const walker = await walking('Sorrel');
    const inBrowser = atAddress(walker, { host: 'trail.example:8443', origin: 'https://trail.example:8443' });
    const made = await inBrowser.post(`/api/active-pilgrimages/${walker.journeyId}/share-links`, {});
    expect(made.status).toBe(201);
    expect(made.body.url).toBe(`https://trail.example:8443/share/${String(made.body.token)}`);

    const behindTls = atAddress(walker, { host: 'walks.example', 'x-forwarded-proto': 'https' });
    const viaGraphql = await behindTls.graphql(
      `mutation($id: Int!) { createWalkShareLink(activePilgrimageId: $id) { token url } }`,
      { id: walker.journeyId },
    );
    const created = (viaGraphql.body.data as { createWalkShareLink: { token: string; url: string } })
      .createWalkShareLink;
    expect(created.url).toBe(`https://walks.example/share/${created.token}`);
    expect((await guest().get(`/api/walk-shares/${created.token}`)).status).toBe(200);
    // The server's own address appears in neither.
    expect(`${String(made.body.url)} ${created.url}`).not.toContain('127.0.0.1');
  });

  it('carries an unguessable 256-bit token, stored only as its hash, and shows the walk to anyone with it', async () => {
    const walker = await walking('Rowan');
    const first = await shareLink(walker);
    const second = await shareLink(walker);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(WALK_SAFE.tokenBytes);
    expect(first.token).not.toBe(second.token);
    expect(first.url).toMatch(new RegExp(`/share/${first.token}$`));
    const stored = await app.db.knex('walk_shares').where({ id: first.link.id }).first();
    expect(JSON.stringify(stored)).not.toContain(first.token);

    const page = await guest().get(`/api/walk-shares/${first.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      firstName: 'Rowan',
      pilgrimageName: walker.pilgrimageName,
      positionShared: true,
      latitude: 34.8712,
      longitude: -111.7615,
      positionApproximate: false,
      isActive: true,
    });
    expect(page.body.distanceDoneKm).toBeGreaterThan(0);
    expect(page.body.distanceLeftKm).toBeLessThan(10 * 1.609344);
    expect(page.body.lastSeenAt).toEqual(expect.any(String));
    // Nothing of the walker's account beyond the first name.
    expect(page.text).not.toMatch(/Brook|@example\.test|"userId"|"email"/);
  });

  it('answers the same 404 for a guessed, a malformed, a revoked and an expired token', async () => {
    const walker = await walking();
    const guessed = Buffer.alloc(32, 7).toString('base64url');
    for (const token of [guessed, 'short', `${guessed}x`]) {
      const response = await guest().get(`/api/walk-shares/${token}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(WALK_SAFE_TEXTS.linkGone);
    }

    const revoked = await shareLink(walker);
    expect((await guest().get(`/api/walk-shares/${revoked.token}`)).status).toBe(200);
    const revoke = await walker.client.delete(`/api/share-links/${revoked.link.id}`);
    expect(revoke.status).toBe(200);
    expect(revoke.body).toMatchObject({ isOpen: false });
    const gone = await guest().get(`/api/walk-shares/${revoked.token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(WALK_SAFE_TEXTS.linkGone);

    const timed = await shareLink(walker, { expiresAt: later(30).toISOString() });
    expect((await guest().get(`/api/walk-shares/${timed.token}`)).status).toBe(200);
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 31 * MINUTE);
      expect((await guest().get(`/api/walk-shares/${timed.token}`)).status).toBe(404);
    } finally {
      clock = saved;
    }
  });

  it('keeps working a few hours after the journey ends, then stops', async () => {
    const walker = await walking();
    const link = await shareLink(walker);
    const ended = await walker.client.graphql(
      `mutation { endJourney(activePilgrimageId: ${walker.journeyId}) { id } }`,
    );
    expect(ended.body.errors).toBeUndefined();
    const endedAt = new Date(
      ((await app.db.knex('active_pilgrimages').where({ id: walker.journeyId }).first()) as { updated_at: Date })
        .updated_at,
    );
    const saved = clock;
    try {
      clock = new Date(endedAt.getTime() + (WALK_SAFE.graceHoursAfterJourney * 60 - 5) * MINUTE);
      const within = await guest().get(`/api/walk-shares/${link.token}`);
      expect(within.status).toBe(200);
      expect(within.body).toMatchObject({ isActive: false, estimatedArrivalAt: null });
      clock = new Date(endedAt.getTime() + (WALK_SAFE.graceHoursAfterJourney * 60 + 1) * MINUTE);
      expect((await guest().get(`/api/walk-shares/${link.token}`)).status).toBe(404);
    } finally {
      clock = saved;
    }
    // And an ended journey takes no new link.
    const refused = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/share-links`, {});
    expect(refused.status).toBe(400);
  });

  it("lets only the walker create, list and revoke a journey's links", async () => {
    const walker = await walking();
    const link = await shareLink(walker);
    const other = await member('Hazel');
    expect((await other.client.post(`/api/active-pilgrimages/${walker.journeyId}/share-links`, {})).status).toBe(404);
    expect((await other.client.get(`/api/active-pilgrimages/${walker.journeyId}/share-links`)).status).toBe(404);
    expect((await other.client.delete(`/api/share-links/${link.link.id}`)).status).toBe(404);
    expect((await guest().post(`/api/active-pilgrimages/${walker.journeyId}/share-links`, {})).status).toBe(401);
    expect((await guest().get(`/api/walk-shares/${link.token}`)).status).toBe(200);

    const listed = await walker.client.get(`/api/active-pilgrimages/${walker.journeyId}/share-links`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: link.link.id, isOpen: true, viewCount: 0 })]);
    expect(JSON.stringify(listed.body)).not.toContain(link.token);
  });

  it('counts openings and records nothing else about the viewer', async () => {
    const walker = await walking();
    const link = await shareLink(walker);
    expect((await guest().post(`/api/walk-shares/${link.token}/views`)).status).toBe(204);
    const viewed = await new TestClient(app.url).graphql(`mutation($t: String!) { countSharedWalkView(token: $t) }`, {
      t: link.token,
    });
    expect(viewed.body).toEqual({ data: { countSharedWalkView: true } });
    const row = (await app.db.knex('walk_shares').where({ id: link.link.id }).first()) as Record<string, unknown>;
    expect(row.view_count).toBe(2);
    expect(Object.keys(row).sort()).toEqual(
      [
        'active_pilgrimage_id',
        'created_at',
        'expires_at',
        'for_alert',
        'id',
        'revoked_at',
        'token_hash',
        'user_id',
        'view_count',
      ].sort(),
    );
  });

  it("obeys the walker's location-sharing setting and never shows a sensitive altar's true point", async () => {
    const walker = await walking();
    const link = await shareLink(walker);
    await sharing(walker, false);
    const hidden = await guest().get(`/api/walk-shares/${link.token}`);
    expect(hidden.body).toMatchObject({ positionShared: false, latitude: null, longitude: null });
    expect(hidden.text).not.toContain('34.8712');

    await sharing(walker, true);
    const secret = { latitude: 44.0412345, longitude: -71.6876543 };
    const [altar] = (await app.db
      .knex('altars')
      .insert({
        name: 'Hidden Spring',
        altar_type: 'Water Altar',
        latitude: secret.latitude,
        longitude: secret.longitude,
        creator_id: walker.id,
        is_location_sensitive: true,
      })
      .returning(['id'])) as Array<{ id: number }>;
    await app.db
      .knex('pilgrimages')
      .where({ id: walker.pilgrimageId })
      .update({ altar_ids: [altar?.id] });
    const there = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/location`, {
      latitude: secret.latitude + 0.0003,
      longitude: secret.longitude,
    });
    expect(there.status).toBe(200);
    const page = await guest().get(`/api/walk-shares/${link.token}`);
    expect(page.body.positionApproximate).toBe(true);
    const numbers = (page.text.match(/-?\d+\.\d+/g) ?? []).map(Number);
    const nearSecret = numbers.filter(
      (n) => Math.abs(n - secret.latitude) < 0.001 || Math.abs(n - secret.longitude) < 0.001,
    );
    expect(nearSecret).toEqual([]);
    expect(page.body.sites).toEqual([expect.objectContaining({ name: 'Hidden Spring', reached: false })]);
  });

  it("shows the same positions wherever a sensitive altar's true point lies inside its cell", async () => {
    const walker = await walking();
    const link = await shareLink(walker);
    // One 0.2° cell (44.0-44.2, -71.8 to -71.6, public point 44.1, -71.7) and two true points in it.
    const first = { latitude: 44.0412345, longitude: -71.6876543 };
    const second = { latitude: 44.1712345, longitude: -71.6176543 };
    const [altar] = (await app.db
      .knex('altars')
      .insert({
        name: 'Hidden Spring',
        altar_type: 'Water Altar',
        ...first,
        creator_id: walker.id,
        is_location_sensitive: true,
      })
      .returning(['id'])) as Array<{ id: number }>;
    // A walker probing around the first true point: at it, near it, just past 500 m, across the cell, outside it.
    const probes = [
      { latitude: first.latitude + 0.0003, longitude: first.longitude },
      { latitude: first.latitude + 0.004, longitude: first.longitude },
      { latitude: first.latitude + 0.0046, longitude: first.longitude },
      { latitude: 44.19, longitude: -71.79 },
      { latitude: 43.99, longitude: first.longitude },
    ];
    const walk = async () => {
      const seen = [];
      for (const probe of probes) {
        const moved = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/location`, probe);
        expect(moved.status).toBe(200);
        const page = await guest().get(`/api/walk-shares/${link.token}`);
        const { latitude, longitude, positionApproximate } = page.body as Record<string, unknown>;
        seen.push({ latitude, longitude, positionApproximate });
      }
      return seen;
    };
    const aroundFirst = await walk();
    await app.db.knex('altars').where({ id: altar?.id }).update(second);
    expect(await walk()).toEqual(aroundFirst);
    const centre = { latitude: 44.1, longitude: -71.7, positionApproximate: true };
    expect(aroundFirst).toEqual([centre, centre, centre, centre, { ...probes[4], positionApproximate: false }]);
  });

  it('limits how many links a member creates in an hour', async () => {
    const walker = await walking();
    for (let i = 0; i < WALK_SAFE.linksPerHour; i += 1) await shareLink(walker);
    const refused = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/share-links`, {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(WALK_SAFE_TEXTS.tooManyLinks);
  });

  it('sends the share page live over the subscription, and ends it when the link is revoked', async () => {
    const walker = await walking();
    const link = await shareLink(walker);
    const socket = guest().socket();
    const received: Array<{ latitude: number | null }> = [];
    let completed = false;
    const stop = socket.subscribe<{ sharedWalkUpdated: { latitude: number | null } }>(
      {
        query: 'subscription($t: String!) { sharedWalkUpdated(token: $t) { latitude longitude lastSeenAt } }',
        variables: { t: link.token },
      },
      {
        next: (value) => value.data && received.push(value.data.sharedWalkUpdated),
        error: () => undefined,
        complete: () => (completed = true),
      },
    );
    try {
      // The page listens to the walker's moves and to the link's own changes: once the server holds both,
      // one move reaches it.
      expect(await subscribedOn(app.server, liveTopic('companion', walker.pilgrimageId))).toBe(1);
      expect(await subscribedOn(app.server, walkShareTopic(walker.journeyId))).toBe(1);
      const moved = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/location`, {
        latitude: 34.872,
        longitude: -111.762,
      });
      expect(moved.status).toBe(200);
      await until(() => received.length > 0);
      expect(received[0]?.latitude).toBeCloseTo(34.872, 2);
      await walker.client.delete(`/api/share-links/${link.link.id}`);
      await until(() => completed);
      expect(completed).toBe(true);
    } finally {
      stop();
      await socket.dispose();
    }
  });

  it('reads the share page once per event however many follow the link live', async () => {
    const walker = await walking();
    const link = await shareLink(walker);
    const reads = vi.spyOn(app.server.services.walkShares, 'sharedWalk');
    const sockets: Array<ReturnType<TestClient['socket']>> = [];
    const received: number[] = [];
    const stops: Array<() => void> = [];
    const follow = () => {
      const socket = guest().socket();
      const index = sockets.push(socket) - 1;
      received[index] = 0;
      stops.push(
        socket.subscribe<{ sharedWalkUpdated: { latitude: number | null } }>(
          {
            query: 'subscription($t: String!) { sharedWalkUpdated(token: $t) { latitude } }',
            variables: { t: link.token },
          },
          {
            next: () => void (received[index] = (received[index] ?? 0) + 1),
            error: () => undefined,
            complete: () => undefined,
          },
        ),
      );
    };
    /** Page reads for one move of the walker, once every follower has its update. */
    const readsForOneMove = async (latitude: number) => {
      await until(() => app.server.services.walkShares.liveViewers(link.link.id) === sockets.length);
      received.fill(0);
      reads.mockClear();
      const moved = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/location`, {
        latitude,
        longitude: -111.763,
      });
      expect(moved.status).toBe(200);
      await until(() => received.every((count) => count > 0));
      return reads.mock.calls.length;
    };
    try {
      follow();
      const alone = await readsForOneMove(34.873);
      follow();
      follow();
      const together = await readsForOneMove(34.874);
      expect(alone).toBeGreaterThan(0);
      // Three followers, one listener on the walk's topic and the same reads as for one.
      expect(together).toBe(alone);
      expect(app.server.listening(walkShareTopic(walker.journeyId))).toBe(1);
    } finally {
      reads.mockRestore();
      stops.forEach((stop) => stop());
      await Promise.all(sockets.map((socket) => socket.dispose()));
    }
  });
});

describe('expected back by', () => {
  /** A fellow pilgrim on the same pilgrimage with a push device, chosen as a contact. */
  async function companionWithDevice(pilgrimageId: number, name: string) {
    const companion = await member(name);
    const device = pushService.device(`${name}-${companion.id}`);
    const subscribed = await companion.client.post(`/api/users/${companion.id}/notifications/subscribe`, {
      subscription: device.subscription,
    });
    expect(subscribed.status).toBe(201);
    const started = await companion.client.post(`/api/pilgrimages/${pilgrimageId}/start`, {});
    expect(started.status).toBe(200);
    return { ...companion, device };
  }

  async function watch(walker: Awaited<ReturnType<typeof walking>>, body: Record<string, unknown>) {
    const response = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/safety`, {
      expectedBackAt: later(60).toISOString(),
      timeZone: 'Europe/London',
      ...body,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  /** Ends a test's watch, so that no later sweep of the shared clock alerts for it. */
  async function offWatch(walker: { client: TestClient; journeyId: number }) {
    expect((await walker.client.delete(`/api/active-pilgrimages/${walker.journeyId}/safety`)).status).toBe(200);
  }

  async function waitFor<T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
    const value = await eventually(read, (found) => found !== undefined, timeoutMs);
    if (value === undefined) throw new Error('timed out');
    return value;
  }

  it("shows the watch live on the cards of the walker's contacts, and to nobody else", async () => {
    const walker = await walking('Rowan');
    const friend = await companionWithDevice(walker.pilgrimageId, 'Hazel');
    const bystander = await companionWithDevice(walker.pilgrimageId, 'Bramble');
    const socket = friend.client.socket();
    const seen: Array<string | null> = [];
    const stop = socket.subscribe<{ companionMoved: { userId: number; expectedBackAt: string | null } }>(
      {
        query: 'subscription($p: Int!) { companionMoved(pilgrimageId: $p) { userId expectedBackAt } }',
        variables: { p: walker.pilgrimageId },
      },
      {
        next: (value) => {
          const moved = value.data?.companionMoved;
          if (moved?.userId === walker.id) seen.push(moved.expectedBackAt);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const cardOf = async (viewer: { client: TestClient }) => {
      const listed = await viewer.client.get(`/api/pilgrimages/${walker.pilgrimageId}/participants`);
      expect(listed.status).toBe(200);
      return (listed.body as unknown as Array<{ userId: number; expectedBackAt: string | null }>).find(
        (card) => card.userId === walker.id,
      );
    };
    try {
      expect(await subscribedOn(app.server, liveTopic('companion', walker.pilgrimageId))).toBe(1);
      const expected = later(60);
      await watch(walker, { expectedBackAt: expected.toISOString(), memberIds: [friend.id] });
      // The contact's card has it at once, over the subscription and on the list.
      await waitFor(() => (seen.includes(expected.toISOString()) ? true : undefined));
      expect((await cardOf(friend))?.expectedBackAt).toBe(expected.toISOString());
      // A fellow pilgrim who is not a contact, nor walking with the walker, never sees it.
      expect((await cardOf(bystander))?.expectedBackAt).toBeNull();

      const extended = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/safety/extend`, {
        minutes: 30,
      });
      expect(extended.status).toBe(200);
      const later30 = new Date(expected.getTime() + 30 * MINUTE).toISOString();
      await waitFor(() => (seen.includes(later30) ? true : undefined));

      await offWatch(walker);
      await waitFor(() => (seen.at(-1) === null ? true : undefined));
      expect((await cardOf(friend))?.expectedBackAt).toBeNull();
    } finally {
      stop();
      await socket.dispose();
    }
  });

  it('reminds the walker, then alerts the contacts once by email and push with the last position, the link and the route', async () => {
    const walker = await walking('Ash');
    const walkerDevice = pushService.device(`walker-${walker.id}`);
    expect(
      (
        await walker.client.post(`/api/users/${walker.id}/notifications/subscribe`, {
          subscription: walkerDevice.subscription,
        })
      ).status,
    ).toBe(201);
    const friend = await companionWithDevice(walker.pilgrimageId, 'Linden');
    const email = `home.${walker.id}@family.test`;
    // Set from the address the walker uses: the alert, sent later by a job, links there.
    const fromTrail = { ...walker, client: atAddress(walker, { host: 'trail.example', 'x-forwarded-proto': 'https' }) };
    const watched = await watch(fromTrail, { memberIds: [friend.id], emails: [email] });
    expect(watched).toMatchObject({
      emailAvailable: true,
      contacts: [
        { memberId: friend.id, email: null },
        { memberId: null, email },
      ],
    });

    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 50 * MINUTE);
      await app.server.services.walkWatch.queueSweep();
      const reminder = await waitFor(() => pushService.received.find((push) => push.device === walkerDevice.name));
      expect(reminder.payload).toMatchObject({
        title: WALK_SAFE_TEXTS.reminderTitle,
        body: WALK_SAFE_TEXTS.reminderBody,
      });

      clock = new Date(saved.getTime() + (60 + WALK_SAFE.alertGraceMinutes + 1) * MINUTE);
      await app.server.services.walkWatch.queueSweep();
      const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject === WALK_SAFE_TEXTS.alertSubject);
      expect(mail.subject).toBe(WALK_SAFE_TEXTS.alertSubject);
      expect(mail.text).toContain('Last known position: 34.87120, -111.76150');
      expect(mail.text).toMatch(/Live page: https:\/\/trail\.example\/share\/[A-Za-z0-9_-]{43}\n/);
      expect(mail.text).toContain(`Route: ${walker.pilgrimageName}`);
      expect(mail.text).toContain('(Europe/London)');
      const told = await eventually(
        async () => (await walker.client.get(`/api/active-pilgrimages/${walker.journeyId}/safety`)).body as WatchAnswer,
        (body: WatchAnswer) => body.contacts?.every((contact) => contact.alertOutcome === 'reached') ?? false,
        20_000,
      );
      expect(told.contacts).toEqual([
        expect.objectContaining({ memberId: friend.id, alertOutcome: 'reached', reachedBy: 'push' }),
        expect.objectContaining({ email, alertOutcome: 'reached', reachedBy: 'email' }),
      ]);
      expect(alertReport(told.contacts ?? [])).toMatch(
        new RegExp(`^You are overdue: your alert reached Linden.* \\(notification\\) and ${email} \\(email\\)\\.$`),
      );
      const alertPush = await waitFor(() => pushService.received.find((push) => push.device === friend.device.name));
      expect(alertPush.payload).toMatchObject({ title: 'Ash is overdue', url: expect.stringMatching(/^\/share\//) });
      // The link in the alert opens the share page.
      const token = /\/share\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect((await guest().get(`/api/walk-shares/${token}`)).status).toBe(200);

      // Once: further runs (and a second instance's) find nothing to send.
      expect(await app.server.services.walkWatch.sweep()).toMatchObject({ alerts: 0, reminders: 0 });
      await app.server.services.walkWatch.queueSweep();
      // The queued sweep has run, and any email or push it might have queued has gone out.
      expect(
        await jobsIdle(app.db.knex, [
          WALK_WATCH_JOBS.sweep,
          SAFETY_CONTACT_JOBS.email,
          SAFETY_CONTACT_JOBS.pushOutcome,
          PUSH_JOBS.deliver,
        ]),
      ).toBe(true);
      expect(
        mailbox.messages.filter((m) => m.to.includes(email) && m.subject === WALK_SAFE_TEXTS.alertSubject),
      ).toHaveLength(1);

      // Back in signal: "I'm safe" to the same contacts, once.
      const safe = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/safety/safe`);
      expect(safe.status).toBe(200);
      expect(safe.body).toMatchObject({ canSendSafe: false });
      const reassured = await mailbox.waitFor((m) => m.to.includes(email) && m.subject === WALK_SAFE_TEXTS.safeSubject);
      expect(reassured.text).toContain("I'm safe");
      await waitFor(() =>
        pushService.received.find(
          (push) => push.device === friend.device.name && (push.payload as { title: string }).title === 'Ash is safe',
        ),
      );
      expect((await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/safety/safe`)).status).toBe(400);
    } finally {
      clock = saved;
    }
  });

  it('starts a watch only with a contact who can be reached, and says who can be', async () => {
    const walker = await walking('Hazel');
    const deviceless = await member('Quill');
    expect((await deviceless.client.post(`/api/pilgrimages/${walker.pilgrimageId}/start`, {})).status).toBe(200);
    const friend = await companionWithDevice(walker.pilgrimageId, 'Sorrel');
    const before = await walker.client.get(`/api/active-pilgrimages/${walker.journeyId}/safety`);
    expect(before.body.candidates).toEqual(
      expect.arrayContaining([
        {
          memberId: deviceless.id,
          name: expect.any(String),
          canBeReached: false,
          reachability: WALK_SAFE_TEXTS.memberUnreachable,
        },
        {
          memberId: friend.id,
          name: expect.any(String),
          canBeReached: true,
          reachability: WALK_SAFE_TEXTS.memberReachable,
        },
      ]),
    );
    for (const contacts of [{}, { memberIds: [deviceless.id] }]) {
      const refused = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/safety`, {
        expectedBackAt: later(60).toISOString(),
        ...contacts,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ memberIds: WALK_SAFE_TEXTS.noReachableContact });
    }
    const unchanged = await walker.client.get(`/api/active-pilgrimages/${walker.journeyId}/safety`);
    expect(unchanged.body).toMatchObject({ expectedBackAt: null, contacts: [] });
    await watch(walker, { memberIds: [deviceless.id, friend.id] });
    await offWatch(walker);
  });

  it('names only the contacts an alert reached, and says when it reached nobody', async () => {
    const walker = await walking('Juniper');
    const gone = await member('Bramble');
    const device = pushService.device(`gone-${gone.id}`, 410);
    expect(
      (await gone.client.post(`/api/users/${gone.id}/notifications/subscribe`, { subscription: device.subscription }))
        .status,
    ).toBe(201);
    expect((await gone.client.post(`/api/pilgrimages/${walker.pilgrimageId}/start`, {})).status).toBe(200);
    await watch(walker, { memberIds: [gone.id] });
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + (60 + WALK_SAFE.alertGraceMinutes + 1) * MINUTE);
      await app.server.services.walkWatch.queueSweep();
      const settled = await eventually(
        async () => (await walker.client.get(`/api/active-pilgrimages/${walker.journeyId}/safety`)).body as WatchAnswer,
        (body: WatchAnswer) => body.contacts?.[0]?.alertOutcome === 'unreached',
        20_000,
      );
      expect(settled.alertSentAt).not.toBeNull();
      expect(settled.contacts).toEqual([
        expect.objectContaining({ memberId: gone.id, alertOutcome: 'unreached', reachedBy: null }),
      ]);
      expect(alertReport(settled.contacts ?? [])).toBe(WALK_SAFE_TEXTS.alertReachedNobody);
    } finally {
      clock = saved;
    }
  });

  it('keeps watching after the last site, until the walker says they are back', async () => {
    const walker = await walking('Alder');
    const [site] = (await app.db
      .knex('altars')
      .insert({
        name: 'Trail End Cairn',
        altar_type: 'Stone Altar',
        latitude: 34.8712,
        longitude: -111.7615,
        creator_id: walker.id,
      })
      .returning(['id'])) as Array<{ id: number }>;
    await app.db
      .knex('pilgrimages')
      .where({ id: walker.pilgrimageId })
      .update({ altar_ids: [site?.id] });
    const email = `walkout.${walker.id}@family.test`;
    await watch(walker, { emails: [email] });
    const reached = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/checkpoint`, {
      altarId: site?.id,
    });
    expect(reached.status).toBe(200);
    expect((await walker.client.get(`/api/active-pilgrimages/${walker.journeyId}`)).body.isActive).toBe(false);
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 50 * MINUTE);
      const extended = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/safety/extend`, {
        minutes: 30,
      });
      expect(extended.status).toBe(200);
      clock = new Date(saved.getTime() + (90 + WALK_SAFE.alertGraceMinutes + 1) * MINUTE);
      await app.server.services.walkWatch.queueSweep();
      await mailbox.waitFor((m) => m.to.includes(email) && m.subject === WALK_SAFE_TEXTS.alertSubject);
      const told = await eventually(
        async () => (await walker.client.get(`/api/active-pilgrimages/${walker.journeyId}/safety`)).body as WatchAnswer,
        (body: WatchAnswer) => body.contacts?.[0]?.alertOutcome === 'reached',
        20_000,
      );
      expect(alertReport(told.contacts ?? [])).toBe(`You are overdue: your alert reached ${email} (email).`);
    } finally {
      clock = saved;
    }
  });

  it('adds email contacts only for a confirmed walker, tells each new address once, and honours its opt-out', async () => {
    const unconfirmed = await walking('Fern', { confirmed: false });
    const refused = await unconfirmed.client.request('PUT', `/api/active-pilgrimages/${unconfirmed.journeyId}/safety`, {
      expectedBackAt: later(60).toISOString(),
      emails: [`relay.${unconfirmed.id}@elsewhere.test`],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ emails: WALK_SAFE_TEXTS.confirmBeforeEmailContacts });

    const walker = await walking('Yarrow');
    const email = `Sister.${walker.id}@family.test`;
    await watch(
      { ...walker, client: atAddress(walker, { host: 'trail.example', origin: 'http://trail.example' }) },
      {
        emails: [email],
      },
    );
    const notice = await mailbox.waitFor((m) => m.to.includes(email.toLowerCase()));
    expect(notice.subject).toBe(WALK_SAFE_TEXTS.noticeSubject);
    expect(notice.text).toMatch(/open this link: http:\/\/trail\.example\/walk-safe\/opt-out\?token=/);
    expect(notice.text).toContain('Yarrow chose you as a safety contact');
    await watch(walker, { emails: [email], expectedBackAt: later(90).toISOString() });
    await jobsIdle(app.db.knex, [SAFETY_CONTACT_JOBS.email]);
    expect(mailbox.messages.filter((m) => m.to.includes(email.toLowerCase()))).toHaveLength(1);

    const token = /opt-out\?token=([A-Za-z0-9_.-]+)/.exec(notice.text)?.[1] ?? '';
    const tampered = await guest().post(`/api/walk-safe/opt-out?token=${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    const optedOut = await guest().post(`/api/walk-safe/opt-out?token=${token}`);
    expect(optedOut.status).toBe(200);
    expect(optedOut.body.message).toBe(WALK_SAFE_TEXTS.optOutDone);
    const left = await walker.client.get(`/api/active-pilgrimages/${walker.journeyId}/safety`);
    expect(left.body.contacts).toEqual([]);
    const again = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/safety`, {
      expectedBackAt: later(60).toISOString(),
      emails: [email],
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ emails: WALK_SAFE_TEXTS.optedOut });
    await offWatch(walker);
  });

  it('adds only a few new email addresses a day', async () => {
    const walker = await walking('Sedge');
    const addresses = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `day${from + i}.${walker.id}@family.test`);
    for (let batch = 0; batch < WALK_SAFE.newEmailContactsPerDay; batch += WALK_SAFE.maxContacts) {
      await watch(walker, { emails: addresses(batch, WALK_SAFE.maxContacts) });
    }
    const over = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/safety`, {
      expectedBackAt: later(60).toISOString(),
      emails: addresses(WALK_SAFE.newEmailContactsPerDay, 1),
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(WALK_SAFE_TEXTS.tooManyNewEmails);
    // An address already told is not new.
    await watch(walker, { emails: addresses(0, 1) });
    await offWatch(walker);
  });

  it('raises no alert once the journey ended, nor while an extension runs', async () => {
    const ender = await walking();
    await watch(ender, { emails: [`ender.${ender.id}@family.test`] });
    await ender.client.graphql(`mutation { endJourney(activePilgrimageId: ${ender.journeyId}) { id } }`);

    const extender = await walking();
    await watch(extender, { emails: [`extender.${extender.id}@family.test`] });
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 50 * MINUTE);
      const extended = await extender.client.post(`/api/active-pilgrimages/${extender.journeyId}/safety/extend`, {
        minutes: 60,
      });
      expect(extended.status).toBe(200);
      expect(new Date(extended.body.expectedBackAt as string).getTime()).toBe(saved.getTime() + 120 * MINUTE);
      expect(
        (await extender.client.post(`/api/active-pilgrimages/${extender.journeyId}/safety/extend`, { minutes: 7 }))
          .status,
      ).toBe(400);

      clock = new Date(saved.getTime() + 95 * MINUTE);
      const quiet = await app.server.services.walkWatch.sweep();
      expect(quiet.alerts).toBe(0);
      const rows = await app.db
        .knex('walk_safety')
        .whereIn('active_pilgrimage_id', [ender.journeyId, extender.journeyId]);
      expect(rows.map((row: { alert_sent_at: Date | null }) => row.alert_sent_at)).toEqual([null, null]);

      // The extension lapses too: now the extender's contacts hear, the ender's never do.
      clock = new Date(saved.getTime() + (120 + WALK_SAFE.alertGraceMinutes + 1) * MINUTE);
      await app.server.services.walkWatch.queueSweep();
      await mailbox.waitFor(
        (m) => m.to.includes(`extender.${extender.id}@family.test`) && m.subject === WALK_SAFE_TEXTS.alertSubject,
      );
      expect(
        mailbox.messages.some(
          (m) => m.to.includes(`ender.${ender.id}@family.test`) && m.subject === WALK_SAFE_TEXTS.alertSubject,
        ),
      ).toBe(false);
    } finally {
      clock = saved;
    }
  });

  it('survives a restart between setting the time and the alert, and alerts once with two instances', async () => {
    const email = `restart.${Date.now()}@family.test`;
    const serverOn = () =>
      startServer({
        databaseUrl: app.db.url,
        port: 0,
        host: '127.0.0.1',
        seed: 'none',
        logLevel: 'silent',
        writeRateLimit: undefined,
        weatherBaseUrl: 'http://127.0.0.1:9',
        basemap: UNREACHABLE_BASEMAP,
        mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <safety@sacred.test>' },
      });
    const saved = clock;
    let before: RunningServer | undefined = await serverOn();
    let after: RunningServer | undefined;
    try {
      // The watch is set on a server that then stops: nothing of it lives in that process.
      useWalkSafeClock(before.services);
      const client = new TestClient(before.url, { 'x-forwarded-for': `203.0.113.${++addressCounter}` });
      const birch = await signUpAndIn(client, 'Birch');
      await app.db.knex('users').where({ id: birch }).update({ email_verified_at: new Date() });
      const pilgrimage = await buildPilgrimage(app.db.knex);
      const started = await client.post(`/api/pilgrimages/${pilgrimage.id}/start`, {
        latitude: 34.87,
        longitude: -111.76,
      });
      const set = await client.request('PUT', `/api/active-pilgrimages/${started.body.id as number}/safety`, {
        expectedBackAt: later(60).toISOString(),
        emails: [email],
      });
      expect(set.status).toBe(200);
      await before.close();
      before = undefined;

      after = await serverOn();
      clock = new Date(saved.getTime() + (60 + WALK_SAFE.alertGraceMinutes + 1) * MINUTE);
      useWalkSafeClock(after.services);
      await after.services.walkWatch.queueSweep();
      const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject === WALK_SAFE_TEXTS.alertSubject);
      expect(mail.subject).toBe(WALK_SAFE_TEXTS.alertSubject);
      // Two instances run the watch now (the test app's and the restarted one): still one alert.
      expect((await app.server.services.walkWatch.sweep()).alerts).toBe(0);
      expect((await after.services.walkWatch.sweep()).alerts).toBe(0);
      expect(
        mailbox.messages.filter((m) => m.to.includes(email) && m.subject === WALK_SAFE_TEXTS.alertSubject),
      ).toHaveLength(1);
    } finally {
      clock = saved;
      await before?.close();
      await after?.close();
    }
  });

  it('refuses a time in the past, and contacts who are not fellow pilgrims', async () => {
    const walker = await walking();
    const past = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/safety`, {
      expectedBackAt: later(-5).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ expectedBackAt: WALK_SAFE_TEXTS.expectedInPast });
    const stranger = await member('Stranger');
    const refused = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/safety`, {
      expectedBackAt: later(60).toISOString(),
      memberIds: [stranger.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ memberIds: WALK_SAFE_TEXTS.notACompanion });
    const other = await member();
    expect((await other.client.get(`/api/active-pilgrimages/${walker.journeyId}/safety`)).status).toBe(404);
  });

  it("deletes contacts' email addresses once the journey is over", async () => {
    const walker = await walking();
    await watch(walker, { emails: [`purge.${walker.id}@family.test`] });
    await walker.client.graphql(`mutation { endJourney(activePilgrimageId: ${walker.journeyId}) { id } }`);
    const saved = clock;
    try {
      clock = new Date(Date.now() + (WALK_SAFE.graceHoursAfterJourney * 60 + 1) * MINUTE);
      await app.server.services.walkWatch.sweep();
      expect(await app.db.knex('walk_safety_contacts').where({ active_pilgrimage_id: walker.journeyId })).toEqual([]);
    } finally {
      clock = saved;
    }
  });
});

describe('the request log', () => {
  it('keeps neither a share token nor anything about who opened the page', () => {
    const token = Buffer.alloc(32, 9).toString('base64url');
    for (const url of [`/share/${token}`, `/api/walk-shares/${token}`, `/api/walk-shares/${token}/views`]) {
      const logged = maskPrivateRequest(
        {
          id: 'r1',
          method: 'GET',
          url,
          remoteAddress: '198.51.100.7',
          remotePort: 4000,
          headers: { 'user-agent': 'x' },
        },
        SACRED_SPACES.privatePaths ?? [],
      );
      expect(JSON.stringify(logged)).not.toMatch(new RegExp(`${token}|198\\.51|user-agent`));
      expect(logged).toMatchObject({ method: 'GET', url: expect.stringContaining('[secret]') });
    }
    const other = { method: 'GET', url: '/api/altars/3', remoteAddress: '198.51.100.7' };
    expect(maskPrivateRequest(other, SACRED_SPACES.privatePaths ?? [])).toBe(other);
  });
});

describe('export and account deletion', () => {
  it("exports the walker's links, watch and contacts (never a token or its hash), and deletion removes them", async () => {
    const walker = await walking();
    const link = await shareLink(walker);
    const email = `export.${walker.id}@family.test`;
    const set = await walker.client.request('PUT', `/api/active-pilgrimages/${walker.journeyId}/safety`, {
      expectedBackAt: later(60).toISOString(),
      emails: [email],
    });
    expect(set.status).toBe(200);
    const exported = await walker.client.get(`/api/users/${walker.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.walkShares).toEqual([expect.objectContaining({ id: link.link.id, viewCount: 0 })]);
    expect(exported.body.walkSafety).toEqual([expect.objectContaining({ activePilgrimageId: walker.journeyId })]);
    expect(exported.body.walkSafetyContacts).toEqual([expect.objectContaining({ email })]);
    const hash = ((await app.db.knex('walk_shares').where({ id: link.link.id }).first()) as { token_hash: string })
      .token_hash;
    expect(exported.text).not.toContain(hash);
    expect(exported.text).not.toContain(link.token);

    expect((await walker.client.delete(`/api/users/${walker.id}`)).status).toBe(200);
    expect(await app.db.knex('walk_shares').where({ user_id: walker.id })).toEqual([]);
    expect(await app.db.knex('walk_safety').where({ user_id: walker.id })).toEqual([]);
    expect(await app.db.knex('walk_safety_contacts').where({ email })).toEqual([]);
    expect((await guest().get(`/api/walk-shares/${link.token}`)).status).toBe(404);
  });
});

describe('without email set up', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ mail: undefined });
  });
  afterAll(async () => bare?.close());

  it('disables email contacts with the reason', async () => {
    const client = new TestClient(bare.url);
    const user = await client.post('/api/auth/signup', validSignup());
    const pilgrimage = await buildPilgrimage(bare.db.knex);
    const started = await client.post(`/api/pilgrimages/${pilgrimage.id}/start`, {});
    const journeyId = started.body.id as number;
    const safety = await client.get(`/api/active-pilgrimages/${journeyId}/safety`);
    expect(safety.body).toMatchObject({ emailAvailable: false, emailUnavailableReason: MAIL_UNAVAILABLE_MESSAGE });
    const refused = await client.request('PUT', `/api/active-pilgrimages/${journeyId}/safety`, {
      expectedBackAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
      emails: ['home@family.test'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ emails: MAIL_UNAVAILABLE_MESSAGE });
    expect(user.status).toBe(201);
  });
});

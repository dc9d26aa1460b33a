import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { BADGE_RULES } from '@sacred/core/badges';
import { DEFAULT_RITUAL_DURATION } from '@sacred/core/rituals';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithPush, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import type { FakePushService } from '../push/fake-push-service';
import { eventually, until } from '../../test/wait';

/**
 * A badge earned by a write anywhere in the app (a ritual, a review, a journal entry at an altar, a new
 * altar, a completed pilgrimage) is pushed at once, not when the member next happens to read their
 * badges. The push service is a real HTTP listener on loopback; nothing in these tests reads badges.
 */

let app: TestApp;
let pushService: FakePushService;
let addressCounter = 0;

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, pushService, close: stop } = await startTestAppWithPush());
});

afterAll(async () => {
  await stop?.();
});

/** A member with one device subscribed to the fake push service. */
async function subscribedMember(device: string) {
  const client = new TestClient(app.url, { 'x-forwarded-for': `192.0.2.${++addressCounter}` });
  const signedUp = await client.post('/api/auth/signup', validSignup());
  expect(signedUp.status).toBe(201);
  const id = (signedUp.body.user as { id: number }).id;
  const subscribed = await client.post(`/api/users/${id}/notifications/subscribe`, {
    subscription: pushService.device(device).subscription,
  });
  expect(subscribed.status).toBe(201);
  return { client, id };
}

/** The badge pushes a device has received, waiting (as `eventually` does) for the first. */
async function badgePushes(device: string): Promise<string[]> {
  const read = () =>
    pushService
      .receivedBy(device)
      .map((push) => push.payload as { body: string; tag: string })
      .filter((payload) => payload.tag.startsWith('badge-'))
      .map((payload) => payload.body);
  return eventually(read, (bodies) => bodies.length > 0);
}

const heldBadges = (userId: number) =>
  app.db
    .knex('user_badges as ub')
    .join('badges as b', 'b.id', 'ub.badge_id')
    .where('ub.user_id', userId)
    .pluck('b.name');

/**
 * Altars in three 1°x1° cells, one short of Sacred Explorer: the member has visited all but the last
 * (rows written directly, as earlier activity), so the write under test is the one that earns it.
 */
async function oneAltarShortOfExplorer(userId: number): Promise<number> {
  const cells = [
    [39.5, -105.5],
    [35.5, -111.5],
    [44.5, -71.5],
  ] as const;
  const altarIds: number[] = [];
  for (let i = 0; i < BADGE_RULES.explorerAltars; i += 1) {
    const [latitude, longitude] = cells[i % cells.length]!;
    altarIds.push((await buildAltar(app.db.knex, { latitude: latitude + i * 0.01, longitude })).id);
  }
  const last = altarIds.pop()!;
  await app.db
    .knex('rituals')
    .insert(altarIds.map((altarId) => ({ user_id: userId, altar_id: altarId, duration: DEFAULT_RITUAL_DURATION })));
  return last;
}

describe('a badge earned by a write is pushed at once', () => {
  it('Sacred Explorer from a ritual', async () => {
    const { client, id } = await subscribedMember('explorer-ritual');
    const lastAltar = await oneAltarShortOfExplorer(id);
    expect(await heldBadges(id)).toEqual([]);
    const ritual = await client.post('/api/rituals', {
      altarId: lastAltar,
      duration: DEFAULT_RITUAL_DURATION,
      secondsSpent: DEFAULT_RITUAL_DURATION * 60,
    });
    expect(ritual.status).toBe(201);
    expect(await badgePushes('explorer-ritual')).toEqual(['You earned Sacred Explorer.']);
    expect(await heldBadges(id)).toEqual(['Sacred Explorer']);
  });

  it('Sacred Explorer from a review', async () => {
    const { client, id } = await subscribedMember('explorer-review');
    const lastAltar = await oneAltarShortOfExplorer(id);
    const review = await client.post(`/api/altars/${lastAltar}/reviews`, { rating: 5, review: 'Still and kind.' });
    expect(review.status).toBe(201);
    expect(await badgePushes('explorer-review')).toEqual(['You earned Sacred Explorer.']);
  });

  it('Sacred Explorer from a journal entry written at an altar', async () => {
    const { client, id } = await subscribedMember('explorer-journal');
    const lastAltar = await oneAltarShortOfExplorer(id);
    const entry = await client.post(`/api/users/${id}/journal-entries`, {
      content: 'Wind in the cedar.',
      altarId: lastAltar,
    });
    expect(entry.status).toBe(201);
    expect(await badgePushes('explorer-journal')).toEqual(['You earned Sacred Explorer.']);
  });

  it('Eco Guardian from creating an eco-friendly altar that follows every leave-no-trace practice', async () => {
    const { client } = await subscribedMember('eco-altar');
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3d5a3d' } })
      .png()
      .toBuffer();
    const created = await client.post('/api/altars', {
      name: 'Moss and Pebble Ring',
      altarType: 'Stone Circle',
      latitude: 44.2,
      longitude: -71.4,
      photos: [`data:image/png;base64,${png.toString('base64')}`],
      isEcoFriendly: true,
      noPlasticUsed: true,
      biodegradableOnly: true,
      noWasteLeft: true,
    });
    expect(created.status, created.text).toBe(201);
    expect(await badgePushes('eco-altar')).toEqual(['You earned Eco Guardian.']);
  });

  it('Sacred Pilgrim from reaching the last site of a pilgrimage', async () => {
    const { client, id } = await subscribedMember('pilgrim');
    const site = { latitude: 34.87, longitude: -111.76 };
    const altar = await buildAltar(app.db.knex, site);
    const pilgrimage = await buildPilgrimage(app.db.knex);
    await app.db
      .knex('pilgrimages')
      .where({ id: pilgrimage.id })
      .update({ altar_ids: [altar.id] });
    const started = await client.post(`/api/pilgrimages/${pilgrimage.id}/start`, site);
    expect(started.status).toBeLessThan(300);
    const journeyId = started.body.id as number;
    expect((await client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, site)).status).toBe(200);
    const reached = await client.post(`/api/active-pilgrimages/${journeyId}/checkpoint`, { altarId: altar.id });
    expect(reached.body.completed).toBe(true);
    expect(await badgePushes('pilgrim')).toEqual(['You earned Sacred Pilgrim.']);
    expect(await heldBadges(id)).toEqual(['Sacred Pilgrim']);
  });

  it('Sacred Caretaker the day an altar turns a season old, from the daily job', async () => {
    const { id } = await subscribedMember('caretaker');
    const altar = await buildAltar(app.db.knex, { creatorId: id, isEcoFriendly: false });
    // Not yet a season old: the job awards nothing.
    await app.server.services.badges.awardTimeEarned();
    expect(await heldBadges(id)).toEqual([]);
    await app.db
      .knex('altars')
      .where({ id: altar.id })
      .update({
        created_at: app.db.knex.raw(`now() - make_interval(days => ?)`, [BADGE_RULES.caretakerSeasonDays + 1]),
      });
    expect(await app.server.services.badges.awardTimeEarned()).toBeGreaterThanOrEqual(1);
    expect(await badgePushes('caretaker')).toEqual(['You earned Sacred Caretaker.']);
    expect(await heldBadges(id)).toEqual(['Sacred Caretaker']);
  });

  it("counts a season's days on the calendar of the member's own time zone", async () => {
    // An altar made a season ago less six hours is a full season old (90 local days) where the local time
    // is now before 18:00, and a day short where it is later. Two fixed-offset zones, chosen from the
    // current UTC hour, put one member at about noon and the other at about 21:00.
    const zoneAt = (localHour: number) => {
      let offset = (localHour - new Date().getUTCHours() + 24) % 24;
      if (offset > 14) offset -= 24;
      // Etc/GMT-N is N hours east of UTC (the POSIX sign).
      return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    };
    const noon = await subscribedMember('caretaker-noon');
    const evening = await subscribedMember('caretaker-evening');
    for (const [member, zone] of [
      [noon, zoneAt(12)],
      [evening, zoneAt(21)],
    ] as const) {
      await app.db.knex('users').where({ id: member.id }).update({ time_zone: zone });
      const altar = await buildAltar(app.db.knex, { creatorId: member.id, isEcoFriendly: false });
      await app.db
        .knex('altars')
        .where({ id: altar.id })
        .update({
          created_at: app.db.knex.raw(`now() - make_interval(days => ?) + interval '6 hours'`, [
            BADGE_RULES.caretakerSeasonDays,
          ]),
        });
    }
    await app.server.services.badges.awardTimeEarned();
    expect(await badgePushes('caretaker-noon')).toEqual(['You earned Sacred Caretaker.']);
    expect(await heldBadges(noon.id)).toEqual(['Sacred Caretaker']);
    expect(await heldBadges(evening.id)).toEqual([]);
  });
});

describe('the badgesEarned subscription', () => {
  it("carries the names to the member's own open tab as the write earns them, and refuses guests", async () => {
    const { client, id } = await subscribedMember('explorer-socket');
    const other = await subscribedMember('explorer-socket-other');
    const lastAltar = await oneAltarShortOfExplorer(id);
    /**
     * Subscribes, then asks the same socket for a pilgrimage that does not exist: both go through the same
     * steps (session, context, subscribe), the first one first, so its refusal marks the first as registered.
     */
    const listen = (who: TestClient) => {
      const received: string[][] = [];
      const errors: string[] = [];
      let answered = false;
      const socket = who.socket();
      const sink = {
        next: (value: { data?: unknown; errors?: readonly unknown[] }) => {
          const names = (value.data as { badgesEarned?: string[] } | undefined)?.badgesEarned;
          if (names) received.push(names);
          if (value.errors) errors.push(JSON.stringify(value.errors));
        },
        error: (error: unknown) => errors.push(JSON.stringify(error)),
        complete: () => undefined,
      };
      socket.subscribe({ query: 'subscription { badgesEarned }' }, sink);
      socket.subscribe(
        { query: 'subscription { pilgrimageMessageAdded(pilgrimageId: 999999) { id } }' },
        { next: () => (answered = true), error: () => (answered = true), complete: () => undefined },
      );
      return { socket, received, errors, ready: () => answered };
    };
    const own = listen(client);
    const someoneElse = listen(other.client);
    const guest = listen(new TestClient(app.url));
    await until(() => [own, someoneElse, guest].every(({ ready }) => ready()), 15_000);
    expect(guest.errors.join()).toContain(ACCOUNT_MESSAGES.signInRequired);
    expect(own.errors).toEqual([]);
    const ritual = await client.post('/api/rituals', {
      altarId: lastAltar,
      duration: DEFAULT_RITUAL_DURATION,
      secondsSpent: DEFAULT_RITUAL_DURATION * 60,
    });
    expect(ritual.status).toBe(201);
    expect(await badgePushes('explorer-socket')).toEqual(['You earned Sacred Explorer.']);
    await until(() => own.received.length > 0);
    expect(own.received).toEqual([['Sacred Explorer']]);
    expect(someoneElse.received).toEqual([]);
    await Promise.all([own.socket.dispose(), someoneElse.socket.dispose(), guest.socket.dispose()]);
  });
});

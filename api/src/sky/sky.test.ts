import { rm } from 'node:fs/promises';
import path from 'node:path';
import { generalizedPosition } from '@sacred/core/altars';
import { KNOWN_PUSH_SERVICE_HOSTS } from '@sacred/core/push';
import {
  refractionDegrees,
  SKY_MESSAGES,
  skyDay,
  SUN_SEMIDIAMETER_DEGREES,
  sunPosition,
  type SkyPlace,
} from '@sacred/core/sky';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, UNREACHABLE_BASEMAP, type TestApp } from '../../test/app';
import { fixtureElevation, writeBasemapFixtures } from '../../test/basemap-fixture';
import { signUpMember, TestClient, type SignedUpMember } from '../../test/http';
import { eventually } from '../../test/wait';
import { FakePushService } from '../push/fake-push-service';
import { SKY_TEXTS } from './sky.service';

/**
 * The terrain fixture's hill (500 m, about a kilometre across) stands just east of Fredonia, Arizona, the
 * place of the USNO table core/src/sky.test.ts checks against; the altar sits at the hill's western foot,
 * so the rising Sun must climb over it.
 */
const HILL: SkyPlace = { latitude: 36.95, longitude: -112.5 };
const FOOT: SkyPlace = { latitude: 36.95, longitude: -112.512 };
const DATE = '2023-03-20';
/** USNO, Fredonia AZ 2023 (zone UTC-7): sunrise on March 20 at 06:34. */
const USNO_SUNRISE = Date.parse('2023-03-20T13:34:00Z');
const MINUTE = 60_000;

let app: TestApp;
let archives: { basemap: string; terrain: string };
let pushService: FakePushService;
let member: SignedUpMember;
let clock = new Date('2023-03-19T18:00:00Z');
let photo: string;

async function altarAt(owner: SignedUpMember, place: SkyPlace, extra: Record<string, unknown> = {}) {
  const created = await owner.client.post('/api/altars', {
    name: 'Foot of the Grey Tor',
    altarType: 'Stone Circle',
    ...place,
    photos: [photo],
    ...extra,
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id as number;
}

beforeAll(async () => {
  archives = await writeBasemapFixtures(HILL);
  pushService = new FakePushService();
  await pushService.start();
  app = await startTestApp({
    basemap: { ...UNREACHABLE_BASEMAP, terrainArchive: { kind: 'file', path: archives.terrain } },
    push: { serviceHosts: KNOWN_PUSH_SERVICE_HOSTS, allowLoopback: true },
  });
  app.server.services.sky.useClock(() => clock);
  member = await signUpMember(app.url);
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#806040' } })
    .png()
    .toBuffer();
  photo = `data:image/png;base64,${png.toString('base64')}`;
});

afterAll(async () => {
  await app?.close();
  await pushService?.stop();
  if (archives) await rm(path.dirname(archives.terrain), { recursive: true, force: true });
});

/** The terrain's elevation angle seen from a place at an azimuth, from the fixture's own formula (not the tiles). */
function terrainAngle(from: SkyPlace, azimuth: number): number {
  const eye = fixtureElevation(HILL, from) + 1.7;
  let highest = -90;
  const radians = Math.PI / 180;
  for (let distance = 10; distance <= 3000; distance += 5) {
    const point = {
      latitude: from.latitude + (distance * Math.cos(azimuth * radians)) / 6371000 / radians,
      longitude:
        from.longitude +
        (distance * Math.sin(azimuth * radians)) / (6371000 * Math.cos(from.latitude * radians)) / radians,
    };
    highest = Math.max(highest, Math.atan2(fixtureElevation(HILL, point) - eye, distance) / radians);
  }
  return highest;
}

describe('the sky at an altar', () => {
  it('answers the day at the altar, its sunrise within a minute of the USNO table, and first light over the hill', async () => {
    const altarId = await altarAt(member, FOOT);
    const response = await new TestClient(app.url).get(`/api/altars/${altarId}/sky?date=${DATE}`);
    expect(response.status, response.text).toBe(200);
    const sky = response.body as Record<string, unknown>;
    expect(sky).toMatchObject({ altarId, date: DATE, kind: 'normal', terrainKnown: true, reminder: null });
    expect(Math.abs(Date.parse(sky.sunrise as string) - USNO_SUNRISE)).toBeLessThan(MINUTE);
    expect(sky.sunriseAzimuth).toBeGreaterThan(88);
    expect(sky.sunriseAzimuth).toBeLessThan(91);
    expect(sky.seasons).toHaveLength(4);

    // The hill hides the sunrise: the Sun's upper edge clears it well after the level-horizon sunrise.
    const firstLight = new Date(sky.firstLight as string);
    expect(firstLight.getTime() - Date.parse(sky.sunrise as string)).toBeGreaterThan(20 * MINUTE);
    const sun = sunPosition(firstLight, FOOT);
    const edge = sun.altitude + refractionDegrees(sun.altitude) + SUN_SEMIDIAMETER_DEGREES;
    expect(Math.abs(edge - terrainAngle(FOOT, sun.azimuth)), `edge ${edge} at ${sun.azimuth}`).toBeLessThan(0.6);

    // GraphQL answers the same.
    const graphql = await app.graphql<{ altarSky: Record<string, unknown> }>(
      'query Q($id: Int!, $date: String) { altarSky(altarId: $id, date: $date) { sunrise firstLight terrainKnown moonPhase } }',
      { id: altarId, date: DATE },
    );
    expect(graphql.body.data?.altarSky).toMatchObject({
      sunrise: sky.sunrise,
      firstLight: sky.firstLight,
      terrainKnown: true,
    });
  });

  it('sees the Sun sooner from the summit than from the foot, and answers today without a date', async () => {
    const foot = await altarAt(member, FOOT);
    const top = await altarAt(member, HILL);
    const [low, high] = await Promise.all(
      [foot, top].map((id) => new TestClient(app.url).get(`/api/altars/${id}/sky?date=${DATE}`)),
    );
    const summitLight = new Date(high?.body.firstLight as string);
    expect(summitLight.getTime()).toBeLessThan(Date.parse(low?.body.firstLight as string) - 20 * MINUTE);
    // Nothing nearer than a few elevation pixels is resolved: the summit's own ripples are not compared here.
    expect(summitLight.getTime()).toBeGreaterThanOrEqual(Date.parse(high?.body.sunrise as string) - 5 * MINUTE);
    const today = await new TestClient(app.url).get(`/api/altars/${top}/sky`);
    expect(today.body.date).toBe('2023-03-19');
  });

  it('computes a sensitive altar at its public point for everyone but its creator', async () => {
    const creator = await signUpMember(app.url);
    const secret: SkyPlace = { latitude: 36.9812345, longitude: -112.5887654 };
    const altarId = await altarAt(creator, secret, { isLocationSensitive: true });
    const atPublic = skyDay(DATE, generalizedPosition(secret.latitude, secret.longitude), clock);
    const atSecret = skyDay(DATE, secret, clock);
    expect(atPublic.sunrise.at).not.toBe(atSecret.sunrise.at);
    for (const client of [new TestClient(app.url), member.client]) {
      const answer = await client.get(`/api/altars/${altarId}/sky?date=${DATE}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ sunrise: atPublic.sunrise.at, sunset: atPublic.sunset.at });
      expect(answer.text).not.toContain('36.98123');
    }
    const own = await creator.client.get(`/api/altars/${altarId}/sky?date=${DATE}`);
    expect(own.body).toMatchObject({ sunrise: atSecret.sunrise.at, sunset: atSecret.sunset.at });
  });

  it('refuses a bad date and an unknown altar, changing nothing', async () => {
    const altarId = await altarAt(member, FOOT);
    const bad = await member.client.get(`/api/altars/${altarId}/sky?date=2023-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SKY_MESSAGES.invalidDate);
    const missing = await member.client.get('/api/altars/99999999/sky');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(SKY_TEXTS.altarNotFound);
  });
});

describe('the first-light reminder', () => {
  it('sends one web push N minutes before first light over the terrain, the latest setting winning', async () => {
    const altarId = await altarAt(member, FOOT);
    const device = pushService.device(`first-light-${member.id}`);
    const subscribed = await member.client.post(`/api/users/${member.id}/notifications/subscribe`, {
      subscription: device.subscription,
    });
    expect(subscribed.status).toBe(201);
    expect(
      (await new TestClient(app.url).request('PUT', `/api/altars/${altarId}/first-light-reminder`, {})).status,
    ).toBe(401);
    const tooSoon = await member.client.request('PUT', `/api/altars/${altarId}/first-light-reminder`, {
      minutesBefore: 1,
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.message).toBe(SKY_MESSAGES.minutesRange);

    clock = new Date('2023-03-19T18:00:00Z');
    const set = await member.client.request('PUT', `/api/altars/${altarId}/first-light-reminder`, {
      minutesBefore: 20,
    });
    expect(set.status, set.text).toBe(200);
    const sky = await member.client.get(`/api/altars/${altarId}/sky?date=${DATE}`);
    expect(set.body.firstLightAt).toBe(sky.body.firstLight);
    expect(Date.parse(set.body.firstLightAt as string) - Date.parse(set.body.remindAt as string)).toBe(20 * MINUTE);
    expect(sky.body.reminder).toMatchObject({ minutesBefore: 20, sentAt: null });

    // Set again when the reminder is all but due: the new one is sent, once.
    clock = new Date(Date.parse(set.body.firstLightAt as string) - 25 * MINUTE - 1500);
    const again = await member.client.request('PUT', `/api/altars/${altarId}/first-light-reminder`, {
      minutesBefore: 25,
    });
    expect(again.status).toBe(200);
    const push = await eventually(
      () => pushService.receivedBy(device.name),
      (received) => received.length > 0,
      20_000,
    );
    expect(push[0]?.payload).toMatchObject({
      title: SKY_TEXTS.reminderTitle('Foot of the Grey Tor'),
      body: SKY_TEXTS.reminderBody(25),
      url: `/altar/${altarId}`,
    });
    const stored = await app.db.knex('first_light_reminders').where({ altar_id: altarId }).first();
    expect(stored.sent_at).not.toBeNull();
    expect(stored.version).toBe(2);

    const removed = await member.client.request('DELETE', `/api/altars/${altarId}/first-light-reminder`);
    expect(removed.body).toEqual({ removed: true });
    expect(pushService.receivedBy(device.name)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_STYLE_UNAVAILABLE } from '@sacred/core/basemap';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { TIME_ZONE_MESSAGES } from '@sacred/core/time-zone';
import { startTestApp, type TestApp } from '../../test/app';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { TestClient, signUpMember } from '../../test/http';
import { SettingsService } from './settings.service';

let app: TestApp;
// Email Digest can be turned on only where email can be sent (digest.test.ts covers the server without).
let mailbox: Mailbox;

const member = () => signUpMember(app.url);

const changed = {
  notifications: {
    pilgrimageUpdates: false,
    communityPosts: true,
    nearbyAltars: false,
    achievements: true,
    emailDigest: true,
  },
  privacy: { profileVisibility: 'private', locationSharing: false, activityTracking: false },
  preferences: {
    theme: 'light',
    language: 'en',
    units: 'imperial',
    soundEffects: false,
    mapStyle: 'street',
    searchRadius: 25000,
    timeZone: 'Pacific/Auckland',
  },
};

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startTestApp({ mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' } });
});

afterAll(async () => {
  await app?.close();
  await mailbox?.close();
});

describe('settings', () => {
  it('reads every default setting before anything is saved (location sharing off: issue 24)', async () => {
    const { client, id } = await member();
    const response = await client.get(`/api/users/${id}/settings`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULT_SETTINGS);
    expect(response.body).toEqual({
      notifications: {
        pilgrimageUpdates: true,
        communityPosts: true,
        nearbyAltars: true,
        achievements: true,
        emailDigest: false,
      },
      privacy: { profileVisibility: 'public', locationSharing: false, activityTracking: true },
      preferences: {
        theme: 'dark',
        language: 'en',
        units: 'metric',
        soundEffects: true,
        mapStyle: 'satellite',
        searchRadius: 10000,
        timeZone: null,
      },
    });
  });

  it('replaces the whole object and reads it back', async () => {
    const { client, id } = await member();
    const saved = await client.patch(`/api/users/${id}/settings`, changed);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(changed);
    expect((await client.get(`/api/users/${id}/settings`)).body).toEqual(changed);
    const service = new SettingsService(app.db.knex, app.server.services.basemap, app.server.services.mailer);
    expect(await service.isLocationSharingOn(id)).toBe(false);
    expect(await service.isProfilePublic(id)).toBe(false);
  });

  it.each([
    [{ privacy: DEFAULT_SETTINGS.privacy }, 'notifications.pilgrimageUpdates'],
    [
      { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, searchRadius: 1500 } },
      'preferences.searchRadius',
    ],
    [
      { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, searchRadius: 60000 } },
      'preferences.searchRadius',
    ],
    [{ ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, units: 'furlongs' } }, 'preferences.units'],
    [
      { ...DEFAULT_SETTINGS, privacy: { ...DEFAULT_SETTINGS.privacy, profileVisibility: 'secret' } },
      'privacy.profileVisibility',
    ],
    [
      { ...DEFAULT_SETTINGS, notifications: { ...DEFAULT_SETTINGS.notifications, emailDigest: 'yes' } },
      'notifications.emailDigest',
    ],
    ...['Mars/Olympus_Mons', 'Europe/Paris; DROP TABLE users', '', 42].map((timeZone): [object, string] => [
      { ...changed, preferences: { ...changed.preferences, timeZone } },
      'preferences.timeZone',
    ]),
  ])('refuses %o with 400 on %s and changes nothing', async (body, field) => {
    const { client, id } = await member();
    await client.patch(`/api/users/${id}/settings`, changed);
    const response = await client.patch(`/api/users/${id}/settings`, body);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBeTruthy();
    expect((await client.get(`/api/users/${id}/settings`)).body).toEqual(changed);
  });

  it("keeps the member's time zone in its canonical spelling; left out it stays, null forgets it", async () => {
    const { client, id } = await member();
    const withoutZone: Record<string, unknown> = { ...changed.preferences };
    delete withoutZone.timeZone;
    const zoned = (timeZone: string | null) => ({ ...changed, preferences: { ...withoutZone, timeZone } });
    const saved = await client.patch(`/api/users/${id}/settings`, zoned('us/pacific'));
    expect(saved.status).toBe(200);
    const zoneOf = (body: unknown) => (body as { preferences: { timeZone: unknown } }).preferences.timeZone;
    expect(zoneOf(saved.body)).toBe('America/Los_Angeles');
    const kept = await client.patch(`/api/users/${id}/settings`, { ...changed, preferences: withoutZone });
    expect((kept.body as { preferences: unknown }).preferences).toEqual({
      ...withoutZone,
      timeZone: 'America/Los_Angeles',
    });
    const refused = await client.patch(`/api/users/${id}/settings`, zoned('Atlantis/Capital'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TIME_ZONE_MESSAGES.invalid);
    expect(zoneOf((await client.get(`/api/users/${id}/settings`)).body)).toBe('America/Los_Angeles');
    expect(zoneOf((await client.patch(`/api/users/${id}/settings`, zoned(null))).body)).toBeNull();
  });

  it('refuses a map style this server cannot draw and keeps the one held', async () => {
    const { client, id } = await member();
    await client.patch(`/api/users/${id}/settings`, changed);
    const terrain = { ...changed, preferences: { ...changed.preferences, mapStyle: 'terrain' } };
    const response = await client.patch(`/api/users/${id}/settings`, terrain);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MAP_STYLE_UNAVAILABLE.terrain);
    expect(response.body.errors?.['preferences.mapStyle']).toBe(MAP_STYLE_UNAVAILABLE.terrain);
    expect((await client.get(`/api/users/${id}/settings`)).body).toEqual(changed);
    // The spec's default (satellite) may be sent back unchanged with the rest of the object.
    const fresh = await member();
    expect((await fresh.client.patch(`/api/users/${fresh.id}/settings`, DEFAULT_SETTINGS)).status).toBe(200);
  });

  it('is only for the member: 401 for guests, 403 for others', async () => {
    const owner = await member();
    const other = await member();
    expect((await new TestClient(app.url).get(`/api/users/${owner.id}/settings`)).status).toBe(401);
    expect((await other.client.get(`/api/users/${owner.id}/settings`)).status).toBe(403);
    expect((await other.client.patch(`/api/users/${owner.id}/settings`, changed)).status).toBe(403);
    expect((await owner.client.get(`/api/users/${owner.id}/settings`)).body).toEqual(DEFAULT_SETTINGS);
  });

  it('works over GraphQL', async () => {
    const { client } = await member();
    const read = await client.graphql(
      '{ mySettings { preferences { units searchRadius } privacy { profileVisibility } } }',
    );
    expect(read.body.data).toEqual({
      mySettings: { preferences: { units: 'metric', searchRadius: 10000 }, privacy: { profileVisibility: 'public' } },
    });
    const write = await client.graphql(
      'mutation ($input: UserSettingsInput!) { updateSettings(input: $input) { preferences { units } } }',
      { input: changed },
    );
    expect(write.body.data).toEqual({ updateSettings: { preferences: { units: 'imperial' } } });
  });
});

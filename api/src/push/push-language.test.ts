import { localClock } from '@sacred/core/time-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithPush, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';
import { eventually } from '../../test/wait';
import { journeysText } from '../journeys/messages';
import type { FakePushService } from './fake-push-service';

/**
 * Web push in the member's language: a member who signed up in German receives German notifications, an
 * English member the spec's words. The push service is a real HTTP listener on loopback, the database real.
 */

let app: TestApp;
let pushService: FakePushService;
let stop: () => Promise<void>;
let addressCounter = 0;

beforeAll(async () => {
  ({ app, pushService, close: stop } = await startTestAppWithPush());
});

afterAll(async () => {
  await stop?.();
});

async function subscribedMember(device: string, overrides: Record<string, unknown>) {
  const client = new TestClient(app.url, { 'x-forwarded-for': `192.0.2.${++addressCounter}` });
  const signedUp = await client.post('/api/auth/signup', validSignup(overrides));
  expect(signedUp.status).toBe(201);
  const id = (signedUp.body.user as { id: number }).id;
  const subscribed = await client.post(`/api/users/${id}/notifications/subscribe`, {
    subscription: pushService.device(device).subscription,
    preferences: { communityActivity: true },
  });
  expect(subscribed.status).toBe(201);
  return id;
}

const payloadsOf = (device: string, count: number) =>
  eventually(
    () => pushService.receivedBy(device).map((push) => push.payload as { title: string; body: string; tag: string }),
    (list) => list.length >= count,
  );

describe('web push in the member language', () => {
  it('sends a German member badges, likes, checkpoints and the daily reminder in German; English stays', async () => {
    const german = await subscribedMember('german', { language: 'de', timeZone: 'Europe/Berlin' });
    const english = await subscribedMember('english', {});
    const push = app.server.services.push;
    for (const id of [german, english]) {
      await push.notifyAchievements(id, ['Sacred Pilgrim']);
      await push.notifyCommunityActivity({
        postId: 5,
        postAuthorId: id,
        actorId: id + 100_000,
        actorName: 'Fern',
        kind: 'like',
      });
      await push.notifyPilgrimageUpdate({
        pilgrimageId: 3,
        actorId: id + 100_000,
        recipientIds: [id],
        text: (audience) => ({
          title: journeysText(audience)('reachedTitle', { altar: 'Cedar Circle' }),
          body: 'At the cairn',
        }),
      });
    }
    const byTag = (list: Array<{ tag: string }>, prefix: string) => list.find((p) => p.tag.startsWith(prefix));
    const germanPushes = await payloadsOf('german', 3);
    expect(byTag(germanPushes, 'badge-')).toMatchObject({
      title: 'Ein neues Abzeichen',
      body: 'Du hast Heiliger Pilger erhalten.',
    });
    expect(byTag(germanPushes, 'post-')).toMatchObject({ title: 'Community', body: 'Fern gefällt dein Beitrag' });
    expect(byTag(germanPushes, 'pilgrimage-')).toMatchObject({ title: 'Cedar Circle erreicht', body: 'At the cairn' });

    const englishPushes = await payloadsOf('english', 3);
    expect(byTag(englishPushes, 'badge-')).toMatchObject({ title: 'A new badge', body: 'You earned Sacred Pilgrim.' });
    expect(byTag(englishPushes, 'post-')).toMatchObject({ title: 'Sacred Community', body: 'Fern liked your post' });
    expect(byTag(englishPushes, 'pilgrimage-')).toMatchObject({ title: 'Reached Cedar Circle' });

    // Two days on, 08:30 in Berlin: the German member's morning reminder, in German.
    const today = localClock(new Date(), 'Europe/Berlin').date;
    const morning = new Date(new Date(`${today}T08:30:00+01:00`).getTime() + 2 * 24 * 3600 * 1000);
    expect(await push.sendDailyReminders(morning)).toBeGreaterThanOrEqual(1);
    const reminder = await eventually(
      () => pushService.receivedBy('german').find((p) => (p.payload as { tag: string }).tag === 'daily-reminder'),
      (found) => found !== undefined,
    );
    expect(reminder?.payload).toMatchObject({
      title: 'Ein Moment der Stille',
      body: 'Geh hinaus, atme durch und besuche heute einen heiligen Ort.',
    });
  });
});

import { KNOWN_PUSH_SERVICE_HOSTS } from '@sacred/core/push';
import { DEFAULT_SETTINGS, type Language } from '@sacred/core/settings';
import { WALK_SAFE } from '@sacred/core/walk-safe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildPilgrimage } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { eventually } from '../../test/wait';
import { FakePushService } from '../push/fake-push-service';

/**
 * Walk safe in the recipient's language: a Spanish walker's email contact (no member) reads Spanish, a German
 * fellow pilgrim's push is German with times in their own zone, and the walker's reminder is in Spanish.
 * Real PostgreSQL, a real local SMTP server and a fake web push service on loopback.
 */

let app: TestApp;
let mailbox: Mailbox;
let pushService: FakePushService;
let clock = new Date();
let addressCounter = 0;
const MINUTE = 60_000;

async function member(firstName: string, language: Language, timeZone?: string) {
  const client = new TestClient(app.url, { 'x-forwarded-for': `198.18.0.${++addressCounter}` });
  const input = validSignup({ firstName, language, ...(timeZone ? { timeZone } : {}) });
  expect((await client.post('/api/auth/signup', input)).status).toBe(201);
  const login = await client.post('/api/auth/login', { email: input.email, password: input.password });
  expect(login.status).toBe(200);
  const id = (login.body.user as { id: number }).id;
  return { client, id, language };
}

async function withDevice(person: { client: TestClient; id: number }, name: string) {
  const device = pushService.device(name);
  const subscribed = await person.client.post(`/api/users/${person.id}/notifications/subscribe`, {
    subscription: device.subscription,
  });
  expect(subscribed.status).toBe(201);
  return device;
}

const pushesTo = (device: string) =>
  pushService.received
    .filter((push) => push.device === device)
    .map((push) => push.payload as { title: string; body: string });

beforeAll(async () => {
  mailbox = await startMailbox();
  pushService = new FakePushService();
  await pushService.start();
  app = await startTestApp({
    mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <safety@sacred.test>' },
    push: { serviceHosts: KNOWN_PUSH_SERVICE_HOSTS, allowLoopback: true },
  });
  app.server.services.walkShares.useClock(() => clock);
  app.server.services.walkWatch.useClock(() => clock);
});

afterAll(async () => {
  await app?.close();
  await mailbox?.close();
  await pushService?.stop();
});

describe('walk safe in the recipient language', () => {
  it("a Spanish walker's email contact reads Spanish; a German fellow pilgrim gets German pushes in their zone", async () => {
    const walker = await member('Ash', 'es');
    await app.db.knex('users').where({ id: walker.id }).update({ email_verified_at: new Date() });
    const settings = await walker.client.patch(`/api/users/${walker.id}/settings`, {
      ...DEFAULT_SETTINGS,
      privacy: { ...DEFAULT_SETTINGS.privacy, locationSharing: true },
      preferences: { ...DEFAULT_SETTINGS.preferences, language: 'es', timeZone: undefined },
    });
    expect(settings.status).toBe(200);
    const walkerDevice = await withDevice(walker, `walker-${walker.id}`);
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

    const friend = await member('Linden', 'de', 'Europe/Berlin');
    const friendDevice = await withDevice(friend, `friend-${friend.id}`);
    expect((await friend.client.post(`/api/pilgrimages/${pilgrimage.id}/start`, {})).status).toBe(200);

    const email = `casa.${walker.id}@familia.test`;
    const expectedBackAt = new Date(clock.getTime() + 60 * MINUTE);
    const watched = await walker.client.request('PUT', `/api/active-pilgrimages/${journeyId}/safety`, {
      expectedBackAt: expectedBackAt.toISOString(),
      timeZone: 'Europe/London',
      memberIds: [friend.id],
      emails: [email],
    });
    expect(watched.status).toBe(200);

    // The notice to a new address: the walker's language.
    const notice = await mailbox.waitFor((m) => m.to.includes(email));
    expect(notice.subject).toBe('Te han elegido como contacto de seguridad (Sacred Spaces)');
    expect(notice.text).toContain('Ash te eligió como contacto de seguridad para una caminata en Sacred Spaces.');
    expect(notice.text).toMatch(/abre este enlace: http\S+\/walk-safe\/opt-out\?token=/);

    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 50 * MINUTE);
      await app.server.services.walkWatch.queueSweep();
      const reminder = await eventually(
        () => pushesTo(walkerDevice.name),
        (pushes) => pushes.length > 0,
        20_000,
      );
      expect(reminder[0]).toMatchObject({ title: '¿Sigues caminando?', body: 'Amplía o termina' });

      clock = new Date(saved.getTime() + (60 + WALK_SAFE.alertGraceMinutes + 1) * MINUTE);
      await app.server.services.walkWatch.queueSweep();
      const alert = await mailbox.waitFor((m) => m.to.includes(email) && m.subject !== notice.subject);
      expect(alert.subject).toBe('Alguien a quien acompañas no ha vuelto a tiempo (Sacred Spaces)');
      const expectedInLondon = new Intl.DateTimeFormat('es-ES', {
        timeZone: 'Europe/London',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(expectedBackAt);
      expect(alert.text).toContain(
        `Ash pidió a Sacred Spaces que te avisara si no volvía de su caminata antes de ${expectedInLondon} (Europe/London).`,
      );
      expect(alert.text).toContain(
        `${WALK_SAFE.alertGraceMinutes} minutos después no ha terminado ni ampliado la caminata.`,
      );
      expect(alert.text).toContain('Última posición conocida: 34.87120, -111.76150, hace ');
      expect(alert.text).toMatch(/Página en directo: http\S+\/share\/[A-Za-z0-9_-]{43}\n/);
      expect(alert.text).toContain(`Ruta: ${pilgrimage.name}`);
      expect(alert.text).not.toMatch(/Last known|Live page|Route:/);

      const alertPush = await eventually(
        () => pushesTo(friendDevice.name).find((push) => push.title.startsWith('Ash')),
        (push) => push !== undefined,
        20_000,
      );
      expect(alertPush?.title).toBe('Ash ist überfällig');
      const expectedInBerlin = new Intl.DateTimeFormat('de-DE', {
        timeZone: 'Europe/Berlin',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(expectedBackAt);
      expect(alertPush?.body).toMatch(
        new RegExp(
          `^Zurück erwartet: ${expectedInBerlin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(Europe/Berlin\\); zuletzt gesehen vor `,
        ),
      );

      const safe = await walker.client.post(`/api/active-pilgrimages/${journeyId}/safety/safe`);
      expect(safe.status).toBe(200);
      const reassured = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes('a salvo'));
      expect(reassured.subject).toBe('Alguien a quien acompañas está a salvo (Sacred Spaces)');
      expect(reassured.text).toContain('Ash envió «Estoy bien» desde Sacred Spaces a las ');
      const safePush = await eventually(
        () => pushesTo(friendDevice.name).find((push) => push.title === 'Ash ist in Sicherheit'),
        (push) => push !== undefined,
        20_000,
      );
      expect(safePush?.body).toMatch(/^Ash hat um .+ \(Europe\/Berlin\) „Mir geht es gut“ gesendet\.$/);
    } finally {
      clock = saved;
    }
  });
});

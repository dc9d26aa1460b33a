import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { seriousViolations } from './axe';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

const INTENTION = 'For my father, that his walk home is gentle.';

describeInBrowser('carried intentions', () => {
  const e2e = useBrowserApp({ altarCount: 4 });
  let sites: SeededAltar[];
  let pilgrimageId: number;

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      e2e.app.url,
      'query { altars(limit: 10) { id name latitude longitude } }',
    );
    sites = altars.slice(0, 2);
    if (sites.length < 2) throw new Error('The seed needs two altars');
    const [row] = await e2e.app
      .knex('pilgrimages')
      .insert({
        name: 'Intentions Test Walk',
        type: 'Nature Spiritual',
        description: 'Two sites.',
        difficulty: 'easy',
        duration: '1 day',
        estimated_duration: '1 day',
        season: 'spring',
        significance: 'A test.',
        altar_ids: sites.map((site) => site.id),
      })
      .returning('id');
    pilgrimageId = (row as { id: number }).id;
  });

  it('is entrusted on the pilgrimage page, carried by a walker, delivered at the checkpoint, and shown delivered', async () => {
    const [first] = sites as [SeededAltar, SeededAltar];
    const sender = await e2e.openPhonePage();
    const walker = await e2e.openPhonePage();
    try {
      for (const { context } of [sender, walker]) {
        await context.addInitScript(() => window.localStorage.setItem('onboarding_completed', 'true'));
      }
      await signInAs(sender.page, DEMO_EMAIL, DEMO_PASSWORD);
      await sender.page.goto(`/pilgrimage/${pilgrimageId}`);
      const form = sender.page.getByTestId('entrust-intention');
      await form.waitFor({ timeout: 15_000 });
      // An empty intention is refused in the form, with the core message, and nothing is sent.
      await form.getByRole('button', { name: 'Entrust this intention' }).click();
      await form.getByText('Write the intention you would like carried.').waitFor();
      await form.getByLabel('Your intention').fill(INTENTION);
      expect(await form.getByTestId('intention-counter').textContent()).toBe(
        `${500 - INTENTION.length} characters left`,
      );
      await form.getByLabel('Carried to').selectOption(String(first.id));
      await form.getByRole('button', { name: 'Entrust this intention' }).click();
      await form.getByTestId('entrust-note').waitFor({ timeout: 15_000 });
      expect(await seriousViolations(sender.page)).toEqual([]);

      // The walker: a new member who begins the pilgrimage at its first site.
      const signup = await walker.page.request.post('/api/auth/signup', {
        data: {
          firstName: 'Ivo',
          lastName: 'Marsh',
          email: `ivo.${Date.now()}@example.test`,
          password: 'Moonlit9Path',
        },
      });
      expect(signup.status(), await signup.text()).toBe(201);
      const start = await walker.page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, {
        data: { latitude: first.latitude, longitude: first.longitude },
      });
      expect(start.status()).toBe(200);
      const journeyId = ((await start.json()) as { id: number }).id;
      await walker.page.goto(`/pilgrimage/${pilgrimageId}`);
      const card = walker.page.getByTestId('carry-intentions');
      const offered = card.getByTestId('offered-intention');
      await offered.waitFor({ timeout: 15_000 });
      // Offered: where it goes and from whom, never its text.
      expect(await offered.textContent()).toContain(first.name);
      expect(await card.textContent()).not.toContain(INTENTION);
      await offered.getByRole('button', { name: `Carry the intention to ${first.name}` }).click();
      const carried = card.getByTestId('carried-intention');
      await carried.waitFor({ timeout: 15_000 });
      expect(await carried.textContent()).toContain(INTENTION);
      expect(await seriousViolations(walker.page)).toEqual([]);

      // The checkpoint at the site is accepted: the live page shows it delivered.
      const moved = await walker.page.request.put(`/api/active-pilgrimages/${journeyId}/location`, {
        data: { latitude: first.latitude, longitude: first.longitude },
      });
      expect(moved.status()).toBe(200);
      const reached = await walker.page.request.post(`/api/active-pilgrimages/${journeyId}/checkpoint`, {
        data: { altarId: first.id },
      });
      expect(reached.status(), await reached.text()).toBe(200);
      await walker.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      const delivered = walker.page.getByTestId('carry-intentions').getByTestId('carried-status');
      await delivered.waitFor({ timeout: 15_000 });
      expect(await delivered.textContent()).toMatch(/^Delivered /);

      // The sender's own list, from the profile: delivered, to that site.
      await sender.page.goto('/profile');
      expect(await sender.page.getByTestId('intentions-link').getAttribute('href')).toBe('/intentions');
      await sender.page.goto('/intentions');
      const mine = sender.page.getByTestId('sent-intention').filter({ hasText: INTENTION });
      await mine.waitFor({ timeout: 15_000 });
      const status = mine.getByTestId('sent-intention-status');
      expect(await status.getAttribute('data-status')).toBe('delivered');
      expect(await status.textContent()).toContain(`Carried to ${first.name}`);
      expect(await seriousViolations(sender.page)).toEqual([]);
      expect([...sender.pageErrors, ...walker.pageErrors].map((error) => error.message)).toEqual([]);
    } finally {
      await sender.context.close();
      await walker.context.close();
    }
  });

  /** A member other than the walker, signed up over HTTP, who entrusts an intention to the first site. */
  async function entrustAsNewMember(text: string, altarId: number): Promise<{ cookie: string; id: number }> {
    const signup = await fetch(`${e2e.app.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
      body: JSON.stringify({
        firstName: 'Nell',
        lastName: 'Ashby',
        email: `nell.${Date.now()}@example.test`,
        password: 'Moonlit9Path',
      }),
    });
    expect(signup.status).toBe(201);
    const cookie = (signup.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const made = await fetch(`${e2e.app.url}/api/pilgrimages/${pilgrimageId}/intentions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ text, altarId }),
    });
    expect(made.status).toBe(201);
    return { cookie, id: ((await made.json()) as { intention: { id: number } }).intention.id };
  }

  const moveTo = async (context: BrowserContext, page: Page, point: { latitude: number; longitude: number }) => {
    await context.setGeolocation({ ...point, accuracy: 8 });
    await page.getByTestId('current-location').getByText(point.latitude.toFixed(6)).waitFor();
  };

  it('shows what the walker carries offline, and delivers it once when the queued checkpoint arrives', async () => {
    const [first] = sites as [SeededAltar, SeededAltar];
    const text = 'For the nurses on the night shift.';
    const sender = await entrustAsNewMember(text, first.id);
    const walker = await e2e.openPhonePage();
    const { context, page } = walker;
    try {
      await context.addInitScript(() => window.localStorage.setItem('onboarding_completed', 'true'));
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({
        latitude: Number((first.latitude + 0.01).toFixed(6)),
        longitude: first.longitude,
        accuracy: 8,
      });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      await page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      // Accepted online, on the live page.
      const card = page.getByTestId('carry-intentions');
      const offered = card.getByTestId('offered-intention');
      await offered.waitFor({ timeout: 15_000 });
      await offered.getByRole('button', { name: `Carry the intention to ${first.name}` }).click();
      await card.getByTestId('carried-intention').filter({ hasText: text }).waitFor({ timeout: 15_000 });

      // No signal at the site: the checkpoint waits on the device, and the card still shows what is carried.
      await context.setOffline(true);
      await moveTo(context, page, first);
      const checkpoint = page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
      await expect.poll(() => checkpoint.isEnabled()).toBe(true);
      await checkpoint.click();
      await page.getByTestId('toast').filter({ hasText: LIVE_TEXTS.savedOfflineTitle }).first().waitFor();
      const offline = page.getByTestId('carry-intentions');
      await offline.getByTestId('carried-intention').filter({ hasText: text }).waitFor({ timeout: 15_000 });
      await offline.getByText(/^Offline: what you carry/).waitFor();
      const stored = () => e2e.app.knex('intentions').where({ id: sender.id }).first('status', 'notified_at');
      expect(((await stored()) as { status: string }).status).toBe('carried');

      // Back online: the outbox sends the checkpoint, the server delivers, and the sender is told once.
      await context.setOffline(false);
      await expect
        .poll(async () => ((await stored()) as { status: string }).status, { timeout: 45_000 })
        .toBe('delivered');
      const told = (await stored()) as { notified_at: Date | null };
      expect(told.notified_at).not.toBeNull();
      const sent = await fetch(`${e2e.app.url}/api/intentions/sent`, { headers: { cookie: sender.cookie } });
      const rows = (await sent.json()) as Array<{ id: number; status: string }>;
      expect(rows.find((row) => row.id === sender.id)?.status).toBe('delivered');
      // The journey's checkpoint arrived once: one checkpoint update at the site.
      const demo = (await e2e.app.knex('users').where({ email: DEMO_EMAIL }).first('id')) as { id: number };
      const updates = await e2e.app
        .knex('pilgrimage_updates')
        .where({ altar_id: first.id, update_type: 'checkpoint', pilgrimage_id: pilgrimageId, user_id: demo.id })
        .count<{ count: string }[]>('* as count');
      expect(Number(updates[0]?.count)).toBe(1);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});

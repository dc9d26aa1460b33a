import { DEFAULT_SETTINGS, type Units } from '@sacred/core/settings';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const MAP_READY_MS = 20_000;

/**
 * The member's Units setting on every screen that shows a distance or a temperature: the nearby list,
 * pilgrimage cards and detail, map popups' routes and the journal's temperatures (weather and live
 * journeys read the same core formatting, tested beside it).
 */
describeInBrowser('units everywhere', () => {
  const e2e = useBrowserApp({ altarCount: 60 });
  let altar: { id: number; name: string; latitude: number; longitude: number };

  beforeAll(async () => {
    const { altarsNear } = await graphqlRequest<{ altarsNear: Array<typeof altar> }>(
      e2e.app.url,
      '{ altarsNear(latitude: 39.7392, longitude: -104.9903, radius: 50000, limit: 1) { id name latitude longitude } }',
    );
    if (!altarsNear[0]) throw new Error('No seeded altar near Denver');
    altar = altarsNear[0];
  });

  const openAsMember = async () => {
    const phone = await e2e.openPhonePage();
    await phone.context.grantPermissions(['geolocation'], { origin: e2e.app.url });
    // A few hundred metres south of the altar: it is the nearest, well inside the radius.
    await phone.context.setGeolocation({ latitude: altar.latitude - 0.004, longitude: altar.longitude });
    await skipOnboarding(phone.context);
    await signInAs(phone.page, DEMO_EMAIL, DEMO_PASSWORD);
    const me = (await (await phone.page.request.get('/api/auth/user')).json()) as { id: number };
    const journal = await phone.page.request.post(`/api/users/${me.id}/journal-entries`, {
      data: { content: 'Warm stones after the rain.', temperature: 70, altarId: altar.id, isPrivate: true },
      headers: { origin: e2e.app.url },
    });
    expect(journal.status()).toBe(201);
    return { ...phone, memberId: me.id };
  };

  const chooseUnits = async (page: Page, memberId: number, units: Units) => {
    const saved = await page.request.patch(`/api/users/${memberId}/settings`, {
      data: { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, units } },
      headers: { origin: e2e.app.url },
    });
    expect(saved.status()).toBe(200);
  };

  /** What each screen shows, read in the page after the settings were saved. */
  const readScreens = async (page: Page) => {
    await page.goto('/map');
    const toggle = page.locator('#nearby-title button');
    await toggle.waitFor({ timeout: MAP_READY_MS });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const entry = page.locator(`[data-testid="nearby-entry"][data-altar-id="${altar.id}"]`);
    await entry.waitFor({ timeout: MAP_READY_MS });
    const nearby = (await entry.textContent()) ?? '';
    const nearbyTitle = (await toggle.textContent()) ?? '';

    await page.goto('/pilgrimages?view=browse');
    const card = page.getByTestId('pilgrimage-card').first();
    await card.waitFor();
    const pilgrimageCard = (await card.locator('strong').first().textContent()) ?? '';
    await card.click();
    const detailDistance = page.locator('dt', { hasText: 'Distance' }).locator('xpath=following-sibling::dd[1]');
    await detailDistance.waitFor();
    const pilgrimageDetail = (await detailDistance.textContent()) ?? '';

    await page.goto(`/altar/${altar.id}`);
    await page.getByRole('tab', { name: 'Journal' }).click();
    const entryMeta = page.getByTestId('journal-entry').first();
    await entryMeta.waitFor();
    const journal = (await entryMeta.textContent()) ?? '';
    return { nearby, nearbyTitle, pilgrimageCard, pilgrimageDetail, journal };
  };

  it('shows miles and °F to a member who chose imperial, km and °C to one who chose metric', async () => {
    const { page, context, memberId, pageErrors } = await openAsMember();
    try {
      await chooseUnits(page, memberId, 'imperial');
      const imperial = await readScreens(page);
      expect(imperial.nearby).toMatch(/\d\.\d mi$/);
      // The panel's radius in the unit of its entries.
      expect(imperial.nearbyTitle).toContain('Sacred Spaces Within 6.2mi');
      expect(imperial.pilgrimageCard).toMatch(/^[\d.]+ miles?$/);
      expect(imperial.pilgrimageDetail).toMatch(/^[\d.]+ miles?$/);
      expect(imperial.journal).toContain('70°F');

      await chooseUnits(page, memberId, 'metric');
      const metric = await readScreens(page);
      expect(metric.nearby).toMatch(/\d\.\d km$/);
      expect(metric.nearbyTitle).toContain('Sacred Spaces Within 10km');
      expect(metric.pilgrimageCard).toMatch(/^[\d.]+ km$/);
      expect(metric.pilgrimageDetail).toMatch(/^[\d.]+ km$/);
      expect(metric.journal).toContain('21°C');

      // The journal form asks each member in their unit and stores °F: 4 °C is 39.2 °F, shown back as 4°C.
      await page.getByRole('button', { name: 'New Journal Entry' }).click();
      const form = page.getByRole('form', { name: 'New journal entry' });
      await form.getByLabel('What did you notice?').fill('Frost on the cairn.');
      await form.getByLabel('Temperature (°C)').fill('61');
      await form.getByRole('button', { name: 'Save Entry' }).click();
      await form.getByText('Temperature must be at most 60 °C').waitFor();
      await form.getByLabel('Temperature (°C)').fill('4');
      await form.getByLabel('Mood').selectOption('grateful');
      await form.getByRole('button', { name: 'Save Entry' }).click();
      const frost = page.getByTestId('journal-entry').filter({ hasText: 'Frost on the cairn.' });
      await frost.waitFor();
      expect(await frost.textContent()).toMatch(/ · Grateful · 4°C/);
      const stored = await e2e.app.knex('journal_entries').where({ content: 'Frost on the cairn.' }).first();
      expect({ temperature: Number(stored.temperature), mood: stored.mood, weather: stored.weather }).toEqual({
        temperature: 39.2,
        mood: 'grateful',
        weather: null,
      });
      await chooseUnits(page, memberId, 'imperial');
      await page.reload();
      await page.getByRole('tab', { name: 'Journal' }).click();
      await page.getByTestId('journal-entry').filter({ hasText: 'Frost on the cairn.' }).getByText(/39°F/).waitFor();
      await page.getByRole('button', { name: 'New Journal Entry' }).click();
      await page.getByRole('form', { name: 'New journal entry' }).getByLabel('Temperature (°F)').waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

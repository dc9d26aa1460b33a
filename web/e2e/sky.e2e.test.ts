import { skyDay, solarDateAt } from '@sacred/core/sky';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { seriousViolations } from './axe';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** Holds back GraphQL operations with this name until `release` is called. */
async function holdOperation(page: Page, operationName: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) await released;
    await route.fallback();
  });
  return release;
}

describeInBrowser('the sky at an altar', () => {
  const e2e = useBrowserApp({ altarCount: 4 });
  let altar: SeededAltar;

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      e2e.app.url,
      'query { altars(limit: 10) { id name latitude longitude } }',
    );
    const first = altars[0];
    if (!first) throw new Error('The seed has no altar');
    altar = first;
  });

  it('shows a guest the sun, golden hours, moon and season directions, in text and as rays on the map', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      const release = await holdOperation(page, 'AltarSky');
      await page.goto(`/guest/altar/${altar.id}`);
      await page.getByRole('heading', { level: 1, name: altar.name }).waitFor();
      const panel = page.getByTestId('sky-panel');
      // Held back: the panel says it is reading the sky, busy for assistive technology.
      await panel.getByText('Reading the sky...').waitFor();
      expect(await panel.getAttribute('aria-busy')).toBe('true');
      release();

      const sunrise = panel.getByTestId('sky-sunrise').locator('time');
      await sunrise.waitFor({ timeout: 15_000 });
      const place = { latitude: altar.latitude, longitude: altar.longitude };
      const now = new Date();
      const expected = skyDay(solarDateAt(now, place.longitude), place, now);
      // The instant is the one core computes for the altar's day; the text is a clock time of this browser.
      expect(await sunrise.getAttribute('datetime')).toBe(expected.sunrise.at);
      expect(await sunrise.textContent()).toMatch(/^\d{1,2}:\d{2}/);
      expect(await panel.getByTestId('sky-moon').textContent()).toContain(expected.moon.phase);
      expect(await panel.getByTestId('sky-first-light').textContent()).toBe('Terrain not known here');

      const rows = panel.getByTestId('sky-seasons').locator('tbody tr');
      expect(await rows.count()).toBe(4);
      const firstRow = (await rows.first().textContent()) ?? '';
      expect(firstRow).toContain(expected.seasons[0]?.name ?? 'none');
      expect(firstRow).toMatch(/\d{1,3}° \([NESW]{1,3}\)/);

      // The small map draws one ray per direction listed, and says where the text is.
      const map = page.getByTestId('altar-location-map');
      await map.waitFor();
      const rays = expected.seasons
        .flatMap((season) => [season.sunriseAzimuth, season.sunsetAzimuth])
        .filter((azimuth) => azimuth !== null);
      await page.waitForFunction(
        (count) => document.querySelector('[data-testid="altar-location-map"]')?.getAttribute('data-rays') === count,
        String(rays.length),
      );
      expect(await map.getAttribute('aria-label')).toContain('sunrise and sunset directions listed under Sky');
      // A guest is not offered the reminder.
      expect(await panel.getByTestId('first-light-reminder').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a member set, see and remove a reminder before first light', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto(`/altar/${altar.id}`);
      const reminder = page.getByTestId('first-light-reminder');
      await reminder.waitFor({ timeout: 15_000 });
      const minutes = reminder.getByLabel('Minutes before first light');
      await minutes.fill('2');
      await reminder.getByRole('button', { name: 'Remind me' }).click();
      // The server's message, announced beside the field.
      await reminder.getByRole('alert').getByText('minutesBefore must be a whole number from 5 to 180').waitFor();

      await minutes.fill('30');
      await reminder.getByRole('button', { name: 'Remind me' }).click();
      const set = reminder.getByTestId('first-light-reminder-set');
      await set.waitFor({ timeout: 10_000 });
      expect(await set.textContent()).toMatch(/^A notification 30 minutes before first light, at \d{1,2}:\d{2}/);

      await reminder.getByRole('button', { name: 'Remove reminder' }).click();
      await set.waitFor({ state: 'detached' });
      expect(await reminder.getByRole('button', { name: 'Remind me' }).count()).toBe(1);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

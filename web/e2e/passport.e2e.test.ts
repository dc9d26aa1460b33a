import { PASSPORT_MESSAGES } from '@sacred/core/passport';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { seriousViolations } from './axe';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

describeInBrowser("the pilgrim's passport", () => {
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
        name: 'Passport Test Walk',
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

  it('stamps each checkpoint, issues a credential with the name shown, and anyone verifies it', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const [first, second] = sites as [SeededAltar, SeededAltar];
      const start = await page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, {
        data: { latitude: first.latitude, longitude: first.longitude },
      });
      expect(start.status()).toBe(200);
      const journeyId = ((await start.json()) as { id: number }).id;
      for (const site of [first, second]) {
        const moved = await page.request.put(`/api/active-pilgrimages/${journeyId}/location`, {
          data: { latitude: site.latitude, longitude: site.longitude },
        });
        expect(moved.status()).toBe(200);
        const reached = await page.request.post(`/api/active-pilgrimages/${journeyId}/checkpoint`, {
          data: { altarId: site.id },
        });
        expect(reached.status(), await reached.text()).toBe(200);
      }

      // The profile leads to the passport.
      await page.goto('/profile');
      expect(await page.getByTestId('passport-link').getAttribute('href')).toBe('/passport');
      await page.goto('/passport');
      await page.getByRole('heading', { level: 1, name: 'Pilgrim passport' }).waitFor();
      const journey = page.getByTestId('passport-journey').filter({ hasText: 'Passport Test Walk' });
      await journey.waitFor({ timeout: 15_000 });
      const stamps = journey.getByTestId('passport-stamp');
      expect(await stamps.count()).toBe(2);
      expect(await stamps.nth(0).textContent()).toContain(first.name);
      expect(await stamps.nth(1).textContent()).toContain(second.name);
      expect(await journey.getByText(/^Completed /).count()).toBe(1);

      await journey.getByLabel('Show my name on the credential').check();
      await journey.getByRole('button', { name: 'Get my credential' }).click();
      await journey.getByTestId('credential-link').click();
      const credential = page.getByTestId('credential');
      await credential.waitFor({ timeout: 15_000 });
      expect(await credential.getByTestId('credential-verdict').textContent()).toBe(PASSPORT_MESSAGES.verified);
      expect(await credential.textContent()).toContain('completed Passport Test Walk');
      expect(await credential.getByTestId('credential-stamps').locator('li').count()).toBe(2);
      const qr = credential.getByTestId('credential-qr');
      await qr.waitFor();
      expect(await qr.getAttribute('alt')).toContain(page.url());
      const url = page.url();
      expect(await seriousViolations(page)).toEqual([]);
      expect(pageErrors.map((error) => error.message)).toEqual([]);

      // A stranger with the link (a fresh browser, no account) sees the same verdict, and no coordinate.
      const stranger = await e2e.openPhonePage();
      try {
        await stranger.page.goto(url);
        const seen = stranger.page.getByTestId('credential');
        await seen.waitFor({ timeout: 15_000 });
        expect(await seen.getAttribute('data-valid')).toBe('true');
        const text = (await seen.textContent()) ?? '';
        expect(text).not.toContain(String(first.latitude));
        expect(text).not.toContain(String(first.longitude));
        await stranger.page.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
        await stranger.page.getByText('No such credential').waitFor({ timeout: 15_000 });
      } finally {
        await stranger.context.close();
      }
    } finally {
      await context.close();
    }
  });
});

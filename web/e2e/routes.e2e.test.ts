import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

/** What a signed-out visitor's first load of `/` may weigh: its HTML and every script it fetches, gzip. */
const LANDING_BUDGET_BYTES = 200 * 1024;

describeInBrowser('routes', () => {
  const e2e = useBrowserApp({ altarCount: 5 });

  it("keeps the landing route's HTML and scripts within 200 KB gzip, with no map or validation code", async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      const fetched: Array<Promise<{ url: string; gzipBytes: number }>> = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'document' && type !== 'script') return;
        fetched.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
      });
      await page.goto('/');
      await page.getByTestId('splash').waitFor();
      await page.waitForLoadState('networkidle');
      const files = await Promise.all(fetched);
      const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      expect(files.length).toBeGreaterThan(2);
      expect(total, files.map((file) => `${file.url} ${file.gzipBytes}`).join('\n')).toBeLessThanOrEqual(
        LANDING_BUDGET_BYTES,
      );
      const names = files.map((file) => new URL(file.url).pathname);
      expect(names.filter((name) => /maplibre|MapPage|deck/i.test(name))).toEqual([]);
      const scripts = await Promise.all(
        names
          .filter((name) => name.endsWith('.js'))
          .map((name) => page.evaluate((url) => fetch(url).then((r) => r.text()), name)),
      );
      // A message of yup's own locale, which comes with the library wherever it is bundled.
      expect(scripts.filter((text) => text.includes('${path} must be a valid ISO date-time'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page for an unknown path, and Explore Map goes to /guest', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await page.goto('/no/such/place');
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      expect(await page.getByText("The page you're looking for doesn't exist or has been moved.").count()).toBe(1);
      const home = page.getByRole('link', { name: 'Home' });
      expect(await home.getAttribute('href')).toBe('/');
      await page.getByRole('link', { name: 'Explore Map' }).click();
      await page.waitForURL((url) => url.pathname === '/guest');
      await page.getByTestId('map-screen').waitFor();
    } finally {
      await context.close();
    }
  });

  it('redirects /pilgrimage/active without an id to /pilgrimages', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      // A member page: a signed-out visitor would be sent to /login first.
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await skipOnboarding(context);
      await page.goto('/pilgrimage/active');
      await page.waitForURL((url) => url.pathname === '/pilgrimages');
      await page.getByRole('heading', { name: 'Sacred Pilgrimages' }).waitFor();

      await page.goto('/pilgrimage/active?id=3');
      await page.getByRole('heading', { name: 'Live Navigation' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/pilgrimage/active');
    } finally {
      await context.close();
    }
  });

  it('asks guests to sign in for the feed and the profile', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await page.goto('/guest/feed');
      await page.getByText('Please sign in to access community feed').waitFor();
      await page.goto('/guest/profile');
      await page.getByText('Please sign in to access profile').waitFor();
    } finally {
      await context.close();
    }
  });
});

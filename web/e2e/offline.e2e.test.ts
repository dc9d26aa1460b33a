import { expect, it } from 'vitest';
import { JOURNAL_MESSAGES } from '@sacred/core/journal';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

describeInBrowser('installable offline app', () => {
  const e2e = useBrowserApp({ altarCount: 20 });

  it('installs, downloads an area, and opens a downloaded altar page with the network off', async () => {
    const { altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      e2e.app.url,
      '{ altars(limit: 1) { id name latitude longitude } }',
    );
    const altar = altars[0] as SeededAltar;
    const { page, context } = await e2e.openPhonePage();
    try {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: altar.latitude, longitude: altar.longitude });
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);

      // Install criteria: a linked manifest with icons, and a service worker at /sw.js controlling the page.
      const sw = await page.request.get('/sw.js');
      expect(sw.headers()['cache-control']).toBe('no-cache');
      expect(sw.headers()['content-type']).toMatch(/javascript/);
      await page.goto('/settings');
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
        display: string;
        start_url: string;
        icons: Array<{ sizes: string; purpose: string }>;
      };
      expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      // Installing precaches the whole build; a failed install would leave `ready` pending forever.
      const registration = await page.evaluate(async () => {
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the service worker did not activate in 30 s')), 30_000),
        );
        const ready = await Promise.race([navigator.serviceWorker.ready, timeout]);
        return { script: ready.active?.scriptURL, scope: ready.scope };
      });
      expect(registration).toEqual({ script: `${e2e.app.url}/sw.js`, scope: `${e2e.app.url}/` });
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${e2e.app.url}/sw.js`);

      // Download the sacred spaces around the member: 10, 50, 100, then the bar resets.
      await page.getByRole('tab', { name: 'Offline' }).click();
      await page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
      const download = page.getByRole('button', { name: 'Download Sacred Spaces (50 km)' });
      await expect.poll(() => download.isEnabled()).toBe(true);
      await download.click();
      await page.getByRole('progressbar').waitFor();
      await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 30_000 });
      expect(Number(await page.getByTestId('offline-sacred-spaces').textContent())).toBeGreaterThanOrEqual(1);
      expect(await page.getByTestId('offline-last-updated').textContent()).toBe('Just now');

      // No network: the shell comes from the service worker, the altar page from the device.
      await context.setOffline(true);
      await page.goto(`/altar/${altar.id}`);
      await page.getByRole('heading', { name: altar.name, level: 1 }).waitFor({ timeout: 15_000 });
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Offline' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Offline$/ })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Download All' }).isDisabled()).toBe(true);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it('keeps a journal entry written offline and stores it once when the network returns', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
      const entries = async () =>
        ((await (await page.request.get(`/api/users/${me.id}/journal-entries`)).json()) as Array<{ content: string }>)
          .map((entry) => entry.content)
          .filter((content) => content === text);
      const text = `Mist on the ridge, no signal ${Date.now()}`;

      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Offline' }).click();
      await page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
      // A blank entry is refused on the field itself, which takes the focus.
      const entry = page.getByRole('textbox', { name: 'Journal entry' });
      await page.getByRole('button', { name: 'Save Entry' }).click();
      await page.getByText(JOURNAL_MESSAGES.contentRequired).waitFor();
      expect(await entry.getAttribute('aria-invalid')).toBe('true');
      expect(await entry.evaluate((node) => node === document.activeElement)).toBe(true);
      await context.setOffline(true);
      await entry.fill(text);
      await page.getByRole('button', { name: 'Save Entry' }).click();
      await page.getByText('Saved on this device. It will be sent when you are back online.').first().waitFor();
      await page.getByTestId('outbox-item').waitFor();

      await context.setOffline(false);
      await page.getByTestId('outbox-item').waitFor({ state: 'detached', timeout: 15_000 });
      expect(await entries()).toEqual([text]);
      // Another flush (another tab, a retry) sends nothing twice.
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.waitForTimeout(500);
      expect(await entries()).toEqual([text]);
    } finally {
      await context.close();
    }
  });
});

/**
 * "Offline - showing your downloads" is the network's state: a request the app cancels itself (the map
 * left while its pilgrimages were on the way) never raises it while the device is online, and offline
 * the map home says it once.
 */
import { OFFLINE_MESSAGES } from '@sacred/core/offline';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

describeInBrowser('the offline notice', () => {
  const e2e = useBrowserApp({ altarCount: 20 });

  it('never shows while online when the app cancels its own request, and shows once on the offline map', async () => {
    const { altars } = await graphqlRequest<{ altars: Array<{ latitude: number; longitude: number }> }>(
      e2e.app.url,
      '{ altars(limit: 1) { latitude longitude } }',
    );
    const at = altars[0] as { latitude: number; longitude: number };
    const { page, context } = await e2e.openPhonePage();
    try {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(at);
      await skipOnboarding(context);
      await context.addInitScript(() => {
        // Whether the notice was ever on screen, however briefly.
        const seen = () => {
          if (document.querySelector('[data-testid="offline-notice"]'))
            (window as unknown as { offlineNoticeSeen: boolean }).offlineNoticeSeen = true;
        };
        new MutationObserver(seen).observe(document, { childList: true, subtree: true });
      });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);

      // Downloads on the device: a request failing offline would be answered from them.
      await page.goto('/settings');
      await page.evaluate(async () => {
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the service worker did not activate in 30 s')), 30_000),
        );
        await Promise.race([navigator.serviceWorker.ready, timeout]);
      });
      await page.reload();
      await page.getByRole('tab', { name: 'Offline' }).click();
      await page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
      const download = page.getByRole('button', { name: 'Download All' });
      await expect.poll(() => download.isEnabled(), { timeout: 15_000 }).toBe(true);
      await download.click();
      await page.getByRole('progressbar').waitFor();
      await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 60_000 });

      // The map's pilgrimages are slow to come; the member leaves the map before they do.
      let held = 0;
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (!route.request().postData()?.includes('"operationName":"PilgrimagesOnMap"')) return route.continue();
        held++;
        await released;
        await route.continue().catch(() => undefined);
      });
      const cancelled: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.postData()?.includes('"operationName":"PilgrimagesOnMap"'))
          cancelled.push(request.failure()?.errorText ?? '');
      });
      await page.goto('/');
      await page.evaluate(() => ((window as unknown as { offlineNoticeSeen: boolean }).offlineNoticeSeen = false));
      await expect.poll(() => held, { timeout: 30_000 }).toBeGreaterThan(0);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Pilgrimages' })
        .click();
      await page.waitForURL('**/pilgrimages');
      await expect.poll(() => cancelled.length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(cancelled[0]).toMatch(/ABORTED/);
      release();
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { offlineNoticeSeen: boolean }).offlineNoticeSeen)).toBe(
        false,
      );
      await page.unroute('**/graphql');

      // Really offline, the map home says so, once.
      await context.setOffline(true);
      await page.goto('/');
      await page.getByTestId('offline-notice').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await page.getByText(OFFLINE_MESSAGES.showingDownloads).count()).toBe(1);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});

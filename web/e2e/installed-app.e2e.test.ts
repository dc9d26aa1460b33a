import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const DENVER = { latitude: 39.7392, longitude: -104.9903 };

describeInBrowser('the installed app (display-mode standalone)', () => {
  const e2e = useBrowserApp({ altarCount: 60 });
  let user = DENVER;

  beforeAll(async () => {
    const { altarsNear } = await graphqlRequest<{ altarsNear: Array<{ latitude: number; longitude: number }> }>(
      e2e.app.url,
      `query { altarsNear(latitude: ${DENVER.latitude}, longitude: ${DENVER.longitude}, radius: 5000, limit: 1) { latitude longitude } }`,
    );
    const home = altarsNear[0];
    if (!home) throw new Error('No seeded altar near Denver');
    user = { latitude: home.latitude - 0.001, longitude: home.longitude };
  });

  for (const standalone of [true, false]) {
    it(
      standalone
        ? 'opens a popup link in the same window, so the member stays in the app'
        : 'keeps the new tab of the spec in a browser tab',
      async () => {
        const { page, context, pageErrors } = await e2e.openPhonePage();
        try {
          await skipOnboarding(context);
          if (standalone) {
            // Chromium cannot be put in an installed-app window from a test: the media query answers as one would.
            await context.addInitScript(() => {
              const real = window.matchMedia.bind(window);
              window.matchMedia = (query: string) => {
                if (!query.includes('display-mode: standalone')) return real(query);
                const list = real('(min-width: 0px)');
                return Object.defineProperty(Object.create(list) as MediaQueryList, 'matches', { value: true });
              };
            });
          }
          await context.grantPermissions(['geolocation'], { origin: e2e.app.url });
          await context.setGeolocation(user);
          await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
          await page.goto('/map');
          await page.getByRole('button', { name: /^Sacred Spaces Within \d+km$/ }).click();
          const entry = page.getByTestId('nearby-entry').first();
          const altarId = await entry.getAttribute('data-altar-id');
          await entry.click();
          const popup = page.getByTestId('altar-popup');
          await popup.waitFor({ timeout: 10_000 });
          const visit = popup.getByRole('link', { name: 'Visit' });
          expect(await visit.getAttribute('href')).toBe(`/altar/${altarId}`);
          if (standalone) {
            expect(await visit.getAttribute('target')).toBeNull();
            await visit.click();
            await page.waitForURL((url) => url.pathname === `/altar/${altarId}`);
            expect(context.pages()).toHaveLength(1);
          } else {
            expect(await visit.getAttribute('target')).toBe('_blank');
            const [opened] = await Promise.all([context.waitForEvent('page'), visit.click()]);
            await opened.waitForURL((url) => url.pathname === `/altar/${altarId}`);
            expect(new URL(page.url()).pathname).toBe('/map');
          }
          expect(pageErrors).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }
});

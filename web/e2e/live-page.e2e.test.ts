import { expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { buildAltar } from '../../api/test/factories';
import { GPS_ISSUE_TEXTS, LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { describeInBrowser, PHONE_VIEWPORT, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const TRAILHEAD = { latitude: 37.7694, longitude: -122.4862 };
// About 2.9 km east of the trailhead: far beyond a map that shows 700 m round the walker.
const FAR_SITE = { latitude: 37.7694, longitude: -122.4532 };

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

describeInBrowser('the live journey page on a phone', () => {
  const e2e = useBrowserApp({ altarCount: 5 });

  const walkPilgrimage = async (page: import('playwright-core').Page) => {
    const site = await buildAltar(e2e.app.knex, { name: 'Far Hill Cairn', ...FAR_SITE });
    const created = await page.request.post('/api/pilgrimages', {
      data: {
        name: `To the far hill ${site.id}`,
        description: 'From the trailhead east to the cairn on the far hill.',
        altarIds: [site.id],
        estimatedDuration: '2 hours',
        startingPoint: 'Trailhead',
        endingPoint: 'Far Hill Cairn',
        startingLatitude: TRAILHEAD.latitude,
        startingLongitude: TRAILHEAD.longitude,
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };

  it('puts the map, the next site and the tabs in the first screen, framing the walker and the site', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ ...TRAILHEAD, accuracy: 5 });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const id = await walkPilgrimage(page);
      await page.goto(`/pilgrimage/active?id=${id}`);
      await page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      await page.locator('[data-testid="journey-map"][data-map-state="loaded"]').waitFor();
      await page
        .getByTestId('next-site-direction')
        .getByText(/^Far Hill Cairn: /)
        .waitFor();

      // Scrolled to the top, the map, the line to the next site and the tabs (Chat among them) are all in view.
      await page.evaluate(() => window.scrollTo(0, 0));
      const map = await boxOf(page.getByTestId('journey-map'));
      const direction = await boxOf(page.getByTestId('next-site-direction'));
      const chat = await boxOf(page.getByRole('tab', { name: 'Chat' }));
      // The End Journey bar is fixed at the bottom of the screen: the rest stays above it.
      const endBar = await boxOf(page.getByRole('button', { name: LIVE_TEXTS.endJourney }));
      expect(endBar.y + endBar.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
      for (const box of [map, direction, chat]) expect(box.y + box.height).toBeLessThanOrEqual(endBar.y);

      // The map frames both the walker and the next site, with room round them.
      const inside = async (locator: Locator) => {
        const box = await boxOf(locator);
        return (
          box.x >= map.x &&
          box.y >= map.y &&
          box.x + box.width <= map.x + map.width &&
          box.y + box.height <= map.y + map.height
        );
      };
      const next = page.getByTestId('journey-map').locator('[data-testid="trail-point"][data-kind="next"]');
      await expect.poll(() => inside(next)).toBe(true);
      await expect.poll(() => inside(page.getByTestId('walker'))).toBe(true);

      // The tabs are keyboard tabs: the arrow keys move to Chat and its panel shows.
      await page.getByRole('tab', { name: 'Navigate' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: 'Chat', selected: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps the screen on while walking, says when it is off, and when the browser cannot', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ ...TRAILHEAD, accuracy: 5 });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const id = await walkPilgrimage(page);
      await page.goto(`/pilgrimage/active?id=${id}`);
      await page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      const wake = page.getByTestId('wake-lock');
      // Until the browser allows it, the lock is refused, and the card says so.
      await page.locator('[data-testid="wake-lock"][data-state="refused"]').waitFor();
      await wake.getByText('This browser would not keep the screen on').waitFor();
      const cdp = await context.newCDPSession(page);
      // Granting replaces this context's permissions: the position stays granted beside the screen lock.
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.grantPermissions', {
        permissions: ['geolocation', 'wakeLockScreen'],
        origin: e2e.app.url,
        browserContextId: targetInfo.browserContextId,
      });
      // Coming back to the page takes the lock again.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      // What the card says is what the browser holds: a lock this page took and has not released.
      await page.locator('[data-testid="wake-lock"][data-state="on"]').waitFor();
      const toggle = wake.getByRole('button', { name: 'Keep screen on' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      await page.locator('[data-testid="wake-lock"][data-state="off"]').waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await wake.getByText('The screen may sleep').waitFor();
      await toggle.click();
      await page.locator('[data-testid="wake-lock"][data-state="on"]').waitFor();

      // In a browser without the Wake Lock API the toggle says so and cannot be pressed.
      await context.addInitScript(() => {
        delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
      });
      await page.reload();
      await page.locator('[data-testid="wake-lock"][data-state="unsupported"]').waitFor();
      expect(await page.getByRole('button', { name: 'Keep screen on' }).isDisabled()).toBe(true);
      await wake.getByText('This browser cannot keep the screen on').waitFor();
    } finally {
      await context.close();
    }
  });

  it('says what went wrong with the GPS: permission refused, or no position to be had', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const id = await walkPilgrimage(page);
      // No permission granted: the browser refuses the position.
      await page.goto(`/pilgrimage/active?id=${id}`);
      await page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      const issue = page.getByTestId('gps-issue');
      await issue.getByText(`${LIVE_TEXTS.gpsIssueTitle}: ${GPS_ISSUE_TEXTS.denied}`).waitFor();
      expect(await issue.getAttribute('data-issue')).toBe('denied');

      // Permission given, but the device has no position (the override without coordinates).
      await context.grantPermissions(['geolocation']);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setGeolocationOverride', {});
      await page.reload();
      await page.locator('[data-testid="gps-issue"][data-issue="unavailable"]').waitFor();
      await issue.getByText(`${LIVE_TEXTS.gpsIssueTitle}: ${GPS_ISSUE_TEXTS.unavailable}`).waitFor();
      expect(await issue.textContent()).not.toContain(GPS_ISSUE_TEXTS.denied);
    } finally {
      await context.close();
    }
  });
});

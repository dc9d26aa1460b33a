/**
 * Walk safe in the browser: a walker shares a live link from the live journey page in one tap and sets
 * "expected back by" with a contact who can be reached (never with nobody); a second browser context
 * without an account watches the
 * position move live; the walker's network goes away and the page says "last seen" honestly; the queued
 * position arrives when the network returns; revoking the link closes the page; axe finds nothing serious.
 */
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../api/test/mailbox';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { seriousViolations } from './axe';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

/** A directory to save screenshots of the walker's card and the share page in (for review). */
const SCREENSHOTS = process.env.WALK_SAFE_SCREENSHOTS;

const P0 = { latitude: 36.11, longitude: -112.11 };
const P1 = { latitude: 36.1134, longitude: -112.1077 };
const P2 = { latitude: 36.1171, longitude: -112.1043 };
const shown = (point: { latitude: number; longitude: number }) =>
  `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;

describeInBrowser('walk safe', () => {
  // Email contacts need mail on the server: a mail server on loopback takes it.
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.close());
  const e2e = useBrowserApp(() => ({
    altarCount: 12,
    configOverrides: { mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <safety@sacred.test>' } },
  }));
  let pilgrimageId: number;

  beforeAll(async () => {
    const found = await graphqlRequest<{ pilgrimages: Array<{ id: number }> }>(
      e2e.app.url,
      '{ pilgrimages(limit: 1) { id } }',
    );
    pilgrimageId = found.pilgrimages[0]!.id;
  });

  const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).first();

  it('a walker shares a live link; a viewer without an account follows, sees "last seen" offline, and loses it when revoked', async () => {
    const walker = await e2e.openPhonePage();
    await skipOnboarding(walker.context);
    await walker.context.grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
    await walker.context.setGeolocation({ ...P0, accuracy: 8 });
    await signInAs(walker.page, DEMO_EMAIL, DEMO_PASSWORD);
    // The share page obeys the walker's location-sharing setting: this walker shares.
    const me = (await (await walker.page.request.get('/api/auth/user')).json()) as { id: number };
    const settings = await walker.page.request.patch(`/api/users/${me.id}/settings`, {
      data: { ...DEFAULT_SETTINGS, privacy: { ...DEFAULT_SETTINGS.privacy, locationSharing: true } },
    });
    expect(settings.status()).toBe(200);

    await walker.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
    await walker.page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
    await toast(walker.page, LIVE_TEXTS.begunTitle).waitFor();
    const card = walker.page.getByTestId('walk-safe');

    // Share my walk: one tap (Web Share where there is one, else the link is copied).
    await card.getByRole('button', { name: 'Share my walk' }).click();
    const url = await card.getByTestId('walk-share-url').inputValue();
    expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);

    // The viewer: a second context, no account, with a clock the test can move on.
    const viewer = await e2e.openPhonePage();
    await viewer.page.clock.install();
    await viewer.page.goto(new URL(url).pathname);
    const page = viewer.page.getByTestId('share-page');
    await page.getByRole('heading', { name: /^Maya on / }).waitFor();
    await page.getByTestId('share-position').getByText(shown(P0)).waitFor();
    await page
      .getByTestId('share-status')
      .getByText(/^Live · updated/)
      .waitFor();

    // Expected back by: two taps (open the prefilled form, start the watch); the viewer sees it live.
    await card.getByRole('button', { name: 'Expected back by' }).click();
    if (SCREENSHOTS) await walker.page.screenshot({ path: `${SCREENSHOTS}/expected-back-dialog.png` });
    // A time already past is refused on its field, which takes the focus; the proposed time is accepted.
    const when = walker.page.getByLabel('I expect to be back by');
    const proposed = await when.inputValue();
    await when.fill('2020-01-01T08:00');
    await walker.page.getByRole('button', { name: 'Start watch' }).click();
    await walker.page.getByText(WALK_SAFE_TEXTS.expectedInPast).waitFor();
    expect(await when.evaluate((node) => node === document.activeElement)).toBe(true);
    await when.fill(proposed);
    // Nobody to alert: the watch does not start, and the form says why.
    await walker.page.getByRole('button', { name: 'Start watch' }).click();
    await walker.page.getByText(WALK_SAFE_TEXTS.noReachableContact).waitFor();
    await walker.page.getByLabel('Email addresses to alert').fill('home@family.test');
    await walker.page.getByRole('button', { name: 'Start watch' }).click();
    await card
      .getByText(/Expected back by/)
      .first()
      .waitFor();
    await page.getByText('Expected back by', { exact: true }).waitFor();

    // The walker moves: the viewer's page follows over the subscription.
    await walker.context.setGeolocation({ ...P1, accuracy: 8 });
    await page.getByTestId('share-position').getByText(shown(P1)).waitFor();

    expect(await seriousViolations(viewer.page)).toEqual([]);
    expect(await seriousViolations(walker.page)).toEqual([]);
    if (SCREENSHOTS) {
      await viewer.page.screenshot({ path: `${SCREENSHOTS}/share-page.png`, fullPage: true });
      await card.screenshot({ path: `${SCREENSHOTS}/walk-safe-card.png` });
    }

    // Out of signal: the new position stays on the walker's device; the viewer's page stops calling it live.
    await walker.context.setOffline(true);
    await walker.context.setGeolocation({ ...P2, accuracy: 8 });
    await viewer.page.clock.fastForward('05:00');
    await page
      .getByTestId('share-status')
      .getByText(/^Last seen [5-6] min ago$/)
      .waitFor();
    expect(await page.getByTestId('share-position').textContent()).toBe(shown(P1));
    await page.locator('[data-testid="walker"][data-stale="true"]').waitFor();
    if (SCREENSHOTS) await viewer.page.screenshot({ path: `${SCREENSHOTS}/share-page-last-seen.png` });

    // Back in signal: the queued position is sent and reaches the viewer.
    await walker.context.setOffline(false);
    await page.getByTestId('share-position').getByText(shown(P2)).waitFor({ timeout: 30_000 });

    // Revoked: the viewer's page closes at once.
    await card.getByRole('button', { name: /^Turn off the link/ }).click();
    await page.getByText(WALK_SAFE_TEXTS.linkGone).waitFor();
    expect(await page.getByTestId('share-position').count()).toBe(0);
    expect(await seriousViolations(viewer.page)).toEqual([]);

    expect(walker.pageErrors).toEqual([]);
    expect(viewer.pageErrors).toEqual([]);
    await viewer.context.close();
    await walker.context.close();
  });
});

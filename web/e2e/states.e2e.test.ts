/**
 * Loading, empty and error states, in a phone-sized Chromium: a skeleton shows while a
 * request is on its way, an empty state's next step leads to the right form, and an error state's
 * Try Again recovers once the API answers again. Each state passes axe (no serious or critical finding).
 */
import { COMMUNITY_MESSAGES } from '@sacred/core/community';
import { JOURNAL_MESSAGES } from '@sacred/core/journal';
import { MESSAGES } from '@sacred/core/messages';
import { PILGRIMAGE_MESSAGES } from '@sacred/core/pilgrimages';
import { PROFILE_TEXT } from '@sacred/core/badges';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ERROR_STATE_TEXT } from '../src/ui/States';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { PHONE_VIEWPORT, describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';
import { seriousViolations } from './axe';

interface Phone {
  context: BrowserContext;
  page: Page;
  pageErrors: Error[];
}

/**
 * A fresh phone with the onboarding done. The service worker is blocked: it would fetch GraphQL on
 * the page's behalf, out of reach of page.route.
 */
async function openPhone(browser: Browser, baseURL: string): Promise<Phone> {
  const context = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
  await skipOnboarding(context);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** Refuses GraphQL operations with this name (as when the server is unreachable) until `allow` is called. */
async function refuseOperation(page: Page, operationName: string) {
  let refusing = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (refusing && body?.operationName === operationName) await route.abort('connectionrefused');
    else await route.fallback();
  });
  return () => {
    refusing = false;
  };
}

/** Holds GraphQL operations with this name back until `release` is called. */
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

describeInBrowser('loading, empty and error states', () => {
  const e2e = useBrowserApp({ altarCount: 8 });
  let altarId: number;

  beforeAll(async () => {
    const found = await graphqlRequest<{ altars: Array<{ id: number }> }>(e2e.app.url, '{ altars(limit: 1) { id } }');
    altarId = found.altars[0]!.id;
  });

  it("offers a new member's next steps from the empty states, each leading to its form", async () => {
    const { context, page, pageErrors } = await openPhone(e2e.browser, e2e.app.url);
    try {
      const signup = await page.request.post('/api/auth/signup', {
        data: { email: `empty.${Date.now()}@example.com`, password: 'Sacred123', firstName: 'Fern', lastName: 'New' },
      });
      expect(signup.ok()).toBe(true);

      // Profile, My Altars: nothing yet, and a way to create the first one.
      await page.goto('/profile');
      const noAltars = page.getByTestId('empty-state').filter({ hasText: PROFILE_TEXT.noAltars });
      await noAltars.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await noAltars.getByRole('link', { name: 'Create an Altar' }).click();
      await page.waitForURL('**/create-altar');
      await page.getByRole('textbox', { name: 'Altar name' }).waitFor();

      // Profile, Pilgrimages: a way to browse them.
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Pilgrimages' }).click();
      const noWalks = page.getByTestId('empty-state').filter({ hasText: PROFILE_TEXT.noCompletions });
      await noWalks.getByRole('link', { name: 'Browse Pilgrimages' }).click();
      await page.waitForURL('**/pilgrimages?view=browse');
      await page.getByRole('search', { name: 'Filter pilgrimages' }).waitFor();

      // An altar's journal: the spec's empty text, and its button opens the entry form.
      await page.goto(`/altar/${altarId}`);
      await page.getByRole('tab', { name: 'Journal' }).click();
      const noEntries = page.getByTestId('empty-state').filter({ hasText: JOURNAL_MESSAGES.empty });
      await noEntries.getByRole('button', { name: 'New Journal Entry' }).click();
      await page.getByRole('form', { name: 'New journal entry' }).waitFor();
      expect(await page.getByTestId('empty-state').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an error with Try Again when the API refuses, and recovers once it answers', async () => {
    const { context, page, pageErrors } = await openPhone(e2e.browser, e2e.app.url);
    try {
      // A guest browsing pilgrimages while the server cannot be reached.
      let allow = await refuseOperation(page, 'BrowsePilgrimages');
      await page.goto('/guest/pilgrimages?view=browse');
      const failure = page.getByTestId('error-state');
      await failure.getByText(PILGRIMAGE_MESSAGES.loadFailed).waitFor();
      expect(await failure.getAttribute('role')).toBe('alert');
      expect(await page.getByTestId('pilgrimage-count').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      allow();
      await failure.getByRole('button', { name: ERROR_STATE_TEXT.retry }).click();
      await page.getByTestId('pilgrimage-count').waitFor();
      await failure.waitFor({ state: 'detached' });

      // An altar page: a failed request is not "not found"; the way home and Try Again are there.
      await page.unrouteAll();
      allow = await refuseOperation(page, 'AltarDetail');
      await page.goto(`/guest/altar/${altarId}`);
      const altarFailure = page.getByTestId('error-state');
      await altarFailure.getByRole('heading', { name: 'Could not load this sacred space' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await altarFailure.getByRole('link', { name: ERROR_STATE_TEXT.home }).getAttribute('href')).toBe('/guest');
      allow();
      await altarFailure.getByRole('button', { name: ERROR_STATE_TEXT.retry }).click();
      await page.getByRole('tab', { name: 'Reviews' }).waitFor();
      await altarFailure.waitFor({ state: 'detached' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the app's error state, not the router's, when a page's code cannot be fetched", async () => {
    const { context, page } = await openPhone(e2e.browser, e2e.app.url);
    try {
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      let refusing = true;
      await page.route('**/assets/FeedPage-*.js', async (route) => {
        if (refusing) await route.abort('connectionrefused');
        else await route.fallback();
      });
      await page.goto('/feed');
      const failure = page.getByTestId('error-state');
      await failure.getByRole('heading', { name: ERROR_STATE_TEXT.title }).waitFor();
      expect(await failure.getByRole('link', { name: ERROR_STATE_TEXT.home }).getAttribute('href')).toBe('/');
      expect(await seriousViolations(page)).toEqual([]);
      refusing = false;
      await failure.getByRole('button', { name: ERROR_STATE_TEXT.retry }).click();
      await page.getByRole('heading', { name: 'Sacred Community' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a skeleton while a request is pending, then the content', async () => {
    const { context, page, pageErrors } = await openPhone(e2e.browser, e2e.app.url);
    try {
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const release = await holdOperation(page, 'FeedPosts');
      await page.goto('/feed');
      const loading = page.getByTestId('loading-state');
      await loading.getByText(COMMUNITY_MESSAGES.loadingFeed).waitFor();
      expect(await loading.getAttribute('role')).toBe('status');
      expect(await loading.locator('[aria-hidden="true"]').count()).toBeGreaterThan(0);
      expect(await page.getByRole('article').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      release();
      await page.getByRole('article').first().waitFor();
      await loading.waitFor({ state: 'detached' });

      // A detail page too: the altar's skeleton carries the spec's loading text.
      await page.unrouteAll();
      const releaseAltar = await holdOperation(page, 'AltarDetail');
      await page.goto(`/altar/${altarId}`);
      await page.getByTestId('loading-state').getByText(MESSAGES.loadingAltarDetails).waitFor();
      releaseAltar();
      await page.getByRole('tab', { name: 'Reviews' }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

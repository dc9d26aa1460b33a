import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, launchChromium, signInAs, startTestApp } from './harness';
import type { TestApp } from './harness';

/** GraphiQL is a desktop tool: a laptop-sized window. */
const DESKTOP = { width: 1280, height: 800 } as const;

interface ExplorerPage {
  page: Page;
  /** Requests that left the app's origin (a CDN would show up here). */
  foreign: string[];
  /** Uncaught exceptions and content-security-policy refusals. */
  problems: string[];
}

async function openExplorer(context: BrowserContext, origin: string): Promise<ExplorerPage> {
  const page = await context.newPage();
  const foreign: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== new URL(origin).host)
      foreign.push(request.url());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/graphiql');
  return { page, foreign, problems };
}

/** The response pane's text (Monaco renders it as lines of spans, spaces as no-break spaces). */
const responseText = async (page: Page) =>
  (await page.locator('.graphiql-response').innerText()).replace(/\u00a0/g, ' ');

/**
 * Runs a tab's operation until `ran` says it did. Right after a load GraphiQL may still be restoring its
 * tabs, and after a tab change it swaps the editor and re-reads the operation name after a short
 * debounce: a click before that runs the previous tab's document or sends its name.
 */
async function run(page: Page, tab: string, ran: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      await page.getByRole('tab', { name: tab }).click();
      return page.getByRole('tab', { name: tab, selected: true }).count();
    })
    .toBe(1);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: /^Execute query/ }).click();
    const started = Date.now();
    while (Date.now() - started < 5_000) {
      if (await ran()) return;
      await page.waitForTimeout(200);
    }
  }
  throw new Error(`GraphiQL did not run the ${tab} tab`);
}

describeInBrowser('the GraphQL explorer at /graphiql', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ altarCount: 40 }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('runs the preloaded query, and a subscription receives the altar the preloaded mutation creates', async () => {
    const guest = await browser.newContext({ baseURL: app.url, viewport: DESKTOP });
    const member = await browser.newContext({ baseURL: app.url, viewport: DESKTOP });
    try {
      const watcher = await openExplorer(guest, app.url);
      const { page } = watcher;
      await expect.poll(() => page.title()).toBe('Sacred Spaces GraphQL explorer');
      // The examples open as tabs; the schema arrives by introspection (the Docs pane names the roots).
      for (const name of ['AltarsNear', 'CreateAltar', 'FollowJourney', 'AltarCreated'])
        await page.getByRole('tab', { name }).waitFor();
      await page.getByRole('button', { name: /documentation explorer/i }).click();
      await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();

      await run(page, 'AltarsNear', async () => (await responseText(page)).includes('"altarsNear"'));
      await expect.poll(() => responseText(page), { timeout: 20_000 }).toContain('"altarsNear"');
      const nearby = await responseText(page);
      expect(nearby).toContain('"distanceMeters"');
      expect(nearby).not.toContain('"errors"');

      // A guest may follow new altars live over graphql-ws.
      // Running, the run button turns into a stop button (with the docs pane open it may be scrolled away).
      await run(page, 'AltarCreated', async () => (await page.locator('button[aria-label^="Stop query"]').count()) > 0);

      // A member who uses the app (its service worker installed and controlling the origin) creates
      // the example altar from their own explorer.
      const appPage = await member.newPage();
      await appPage.goto('/');
      expect(await appPage.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
        `${app.url}/sw.js`,
      );
      // Signed in before the explorer opens: the explorer shares the app's session cookie.
      await signInAs(appPage, DEMO_EMAIL, DEMO_PASSWORD);
      const creator = await openExplorer(member, app.url);
      await run(creator.page, 'CreateAltar', async () => (await responseText(creator.page)).includes('"createAltar"'));
      await expect.poll(() => responseText(creator.page), { timeout: 20_000 }).toContain('"createAltar"');
      expect(await responseText(creator.page)).toContain('"Juniper Listening Circle"');

      await expect.poll(() => responseText(page), { timeout: 20_000 }).toContain('"altarCreated"');
      expect(await responseText(page)).toContain('"Juniper Listening Circle"');

      expect(watcher.foreign).toEqual([]);
      expect(creator.foreign).toEqual([]);
      expect(watcher.problems).toEqual([]);
      expect(creator.problems).toEqual([]);
    } finally {
      await guest.close();
      await member.close();
    }
  });
});

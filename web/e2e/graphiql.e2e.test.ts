import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, signInAs, useBrowserApp } from './harness';

/** GraphiQL is a desktop tool: a laptop-sized window. */
const DESKTOP = { width: 1280, height: 800 } as const;

interface ExplorerPage {
  page: Page;
  /** Requests that left the app's origin (a CDN would show up here). */
  foreign: string[];
  /** Uncaught exceptions and content-security-policy refusals. */
  problems: string[];
  /** The operation names the page sent, over HTTP and over the WebSocket, in order. */
  sent: string[];
}

/** GraphiQL's own request for the schema, which it may send at any time after a load. */
const SCHEMA_REQUEST = 'IntrospectionQuery';

async function openExplorer(context: BrowserContext, origin: string): Promise<ExplorerPage> {
  const page = await context.newPage();
  const foreign: string[] = [];
  const problems: string[] = [];
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== new URL(origin).host)
      foreign.push(request.url());
    if (request.method() === 'POST' && url.pathname === '/graphql') {
      const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
      if (name) sent.push(name);
    }
  });
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const message = JSON.parse(payload) as { type?: string; payload?: { operationName?: string } };
      if (message.type === 'subscribe' && message.payload?.operationName) sent.push(message.payload.operationName);
    }),
  );
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/graphiql');
  return { page, foreign, problems, sent };
}

/** Monaco renders an editor as lines of spans, spaces as no-break spaces. */
const editorText = async (editor: Locator) => (await editor.innerText()).replace(/\u00a0/g, ' ');

const responseText = (page: Page) => editorText(page.locator('.graphiql-response'));

/**
 * Runs a tab's operation: waits until the operation editor shows the tab's own document, then runs it
 * until the page has sent it under the tab's own operation name. GraphiQL swaps the document at once on a
 * tab change but reads the operation name from it a moment later; a run in between sends the previous
 * tab's name, which the server answers as an unknown operation, so the run is repeated. Right after a
 * load GraphiQL may still be restoring its tabs, so the tab is clicked until it is the selected one.
 */
async function run({ page, sent }: ExplorerPage, tab: string) {
  await expect
    .poll(async () => {
      await page.getByRole('tab', { name: tab }).click();
      return page.getByRole('tab', { name: tab, selected: true }).count();
    })
    .toBe(1);
  const operationEditor = page.getByRole('region', { name: 'Operation Editor' }).locator('.view-lines');
  await expect
    .poll(() => editorText(operationEditor), { timeout: 20_000 })
    .toMatch(new RegExp(`(query|mutation|subscription) ${tab}\\b`));
  const runsSince = (before: number) => sent.slice(before).filter((name) => name !== SCHEMA_REQUEST);
  await expect
    .poll(
      async () => {
        const before = sent.length;
        await page.getByRole('button', { name: /^Execute query/ }).click();
        await expect.poll(() => runsSince(before).length, { timeout: 20_000 }).toBeGreaterThan(0);
        return runsSince(before);
      },
      { timeout: 60_000 },
    )
    .toContain(tab);
}

describeInBrowser('the GraphQL explorer at /graphiql', () => {
  const e2e = useBrowserApp({ altarCount: 40 });

  it('shows the document of a tab chosen while the editors were still loading', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.url, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      // Monaco, which the editors are made of, is held back until the tab has been chosen.
      let releaseMonaco = () => {};
      const monacoReleased = new Promise<void>((resolve) => (releaseMonaco = resolve));
      await page.route(/\/assets\/graphiql-monaco-editor-[^/]+\.js$/, async (route) => {
        await monacoReleased;
        await route.continue();
      });
      await page.goto('/graphiql');
      await expect
        .poll(async () => {
          await page.getByRole('tab', { name: 'CreateAltar' }).click();
          return page.getByRole('tab', { name: 'CreateAltar', selected: true }).count();
        })
        .toBe(1);
      const session = page.locator('#graphiql-session');
      expect(await session.locator('.view-lines').count()).toBe(0);

      releaseMonaco();
      const [operation, variables] = [
        page.getByRole('region', { name: 'Operation Editor' }).locator('.view-lines'),
        page.locator('.graphiql-editor-tool .view-lines').first(),
      ];
      await expect.poll(() => editorText(operation), { timeout: 20_000 }).toMatch(/mutation CreateAltar\b/);
      await expect.poll(() => editorText(variables), { timeout: 20_000 }).toContain('Juniper Listening Circle');
    } finally {
      await context.close();
    }
  });

  it('runs the preloaded query, and a subscription receives the altar the preloaded mutation creates', async () => {
    const guest = await e2e.browser.newContext({ baseURL: e2e.app.url, viewport: DESKTOP });
    const member = await e2e.browser.newContext({ baseURL: e2e.app.url, viewport: DESKTOP });
    try {
      const watcher = await openExplorer(guest, e2e.app.url);
      const { page } = watcher;
      await expect.poll(() => page.title()).toBe('Sacred Spaces GraphQL explorer');
      // The examples open as tabs; the schema arrives by introspection (the Docs pane names the roots).
      for (const name of ['AltarsNear', 'CreateAltar', 'FollowJourney', 'AltarCreated'])
        await page.getByRole('tab', { name }).waitFor();
      await page.getByRole('button', { name: /documentation explorer/i }).click();
      await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();

      await run(watcher, 'AltarsNear');
      await expect.poll(() => responseText(page), { timeout: 20_000 }).toContain('"altarsNear"');
      const nearby = await responseText(page);
      expect(nearby).toContain('"distanceMeters"');
      expect(nearby).not.toContain('"errors"');

      // A guest may follow new altars live over graphql-ws.
      // Running, the run button turns into a stop button (with the docs pane open it may be scrolled away).
      await run(watcher, 'AltarCreated');
      await page.locator('button[aria-label^="Stop query"]').waitFor({ state: 'attached' });

      // A member who uses the app (its service worker installed and controlling the origin) creates
      // the example altar from their own explorer.
      const appPage = await member.newPage();
      await appPage.goto('/');
      expect(await appPage.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
        `${e2e.app.url}/sw.js`,
      );
      // Signed in before the explorer opens: the explorer shares the app's session cookie.
      await signInAs(appPage, DEMO_EMAIL, DEMO_PASSWORD);
      const creator = await openExplorer(member, e2e.app.url);
      await run(creator, 'CreateAltar');
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

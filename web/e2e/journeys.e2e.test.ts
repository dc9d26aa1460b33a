import { readFile } from 'node:fs/promises';
import { COMPANION_TEXTS } from '@sacred/core/companions';
import { haversineMeters } from '@sacred/core/geo';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { formatTrackDistance } from '@sacred/core/settings';
import { kmBetween, LIVE_TEXTS, POLL_MS } from '../src/features/journeys/journeyView';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const FRIEND_EMAIL = 'sofia.alvarez@sacredspaces.app';
const SCREENSHOTS = process.env.JOURNEY_SCREENSHOTS;
const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Point {
  latitude: number;
  longitude: number;
}

interface Site extends Point {
  id: number;
  name: string;
}

interface Walker {
  context: BrowserContext;
  page: Page;
  pageErrors: Error[];
}

/** About 1.1 km north of a point: far outside the 0.1 mile checkpoint radius. */
const northOf = (point: Point): Point => ({ latitude: point.latitude + 0.01, longitude: point.longitude });

describeInBrowser('live journeys', () => {
  const e2e = useBrowserApp({ altarCount: 30 });
  let altarIds: number[];

  beforeAll(async () => {
    // Three altars close together: a walk, not a drive.
    const { altars } = await graphqlRequest<{ altars: Array<Site> }>(
      e2e.app.url,
      'query { altars(limit: 2000) { id name latitude longitude } }',
    );
    const groups = altars.map((altar) => {
      const nearest = [...altars].sort((a, b) => haversineMeters(altar, a) - haversineMeters(altar, b)).slice(0, 3);
      return { nearest, spread: nearest.reduce((sum, other) => sum + haversineMeters(altar, other), 0) };
    });
    groups.sort((a, b) => a.spread - b.spread);
    altarIds = (groups[0]?.nearest ?? []).map((altar) => altar.id);
  });

  async function walker(email: string, at: Point): Promise<Walker> {
    const opened = await e2e.openPhonePage();
    await skipOnboarding(opened.context);
    await opened.context.grantPermissions(['geolocation']);
    await opened.context.setGeolocation({ ...at, accuracy: 8 });
    await signInAs(opened.page, email, DEMO_PASSWORD);
    return opened;
  }

  /** Turns the member's Location Sharing on (off by default): what the Settings switch does. */
  async function shareLocation(page: Page): Promise<number> {
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
    const settings = (await (await page.request.get(`/api/users/${me.id}/settings`)).json()) as {
      privacy: Record<string, unknown>;
    };
    const saved = await page.request.patch(`/api/users/${me.id}/settings`, {
      data: { ...settings, privacy: { ...settings.privacy, locationSharing: true } },
    });
    expect(saved.ok()).toBe(true);
    return me.id;
  }

  /** A pilgrimage over the three neighbouring altars, created through the API; its sites as a member sees them. */
  async function createWalk(name: string): Promise<{ pilgrimageId: number; sites: Site[] }> {
    const setup = await walker(DEMO_EMAIL, { latitude: 0, longitude: 0 });
    try {
      const created = await setup.page.request.post('/api/pilgrimages', {
        data: {
          name,
          description: 'A short walk between three neighbouring sacred places.',
          altarIds,
          distance: 2,
          estimatedDuration: '1 day',
          difficulty: 'easy',
          type: 'nature_walk',
          startingPoint: 'First stone',
          endingPoint: 'Third stone',
        },
      });
      expect(created.status()).toBe(201);
      const pilgrimageId = ((await created.json()) as { id: number }).id;
      const detail = await setup.page.request.post('/graphql', {
        data: {
          query: 'query ($id: Int!) { pilgrimage(id: $id) { sites { id name latitude longitude } } }',
          variables: { id: pilgrimageId },
        },
      });
      const sites = ((await detail.json()) as { data: { pilgrimage: { sites: Site[] } } }).data.pilgrimage.sites;
      expect(sites.map((site) => site.id)).toEqual(altarIds);
      return { pilgrimageId, sites };
    } finally {
      await setup.context.close();
    }
  }

  const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).first();

  it('two members walk together: moves, chat, a photo and checkpoints arrive live, to completion', async () => {
    expect(altarIds).toHaveLength(3);
    const { pilgrimageId, sites } = await createWalk('Three Stones Walk');
    const [first, second, third] = sites as [Site, Site, Site];

    const start = northOf(first);
    const a = await walker(DEMO_EMAIL, start);
    const b = await walker(FRIEND_EMAIL, start);
    // Every FellowPilgrims request B makes: with the socket up, it is asked once and never polled.
    const fellowQueries: string[] = [];
    b.page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"FellowPilgrims"')) {
        fellowQueries.push(request.url());
      }
    });
    const shot = async (page: Page, name: string) => {
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
    };
    try {
      // Both turn Location Sharing on (it is off by default), then join from the page itself.
      await shareLocation(a.page);
      await shareLocation(b.page);
      for (const member of [a, b]) {
        await member.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
        await member.page.getByRole('heading', { name: LIVE_TEXTS.liveNavigation }).waitFor();
        await member.page.getByRole('heading', { name: LIVE_TEXTS.readyToBegin }).waitFor();
        await member.page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
        await toast(member.page, LIVE_TEXTS.begunTitle).waitFor();
        await member.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
        await member.page.getByTestId('current-location').getByText(start.latitude.toFixed(6)).waitFor();
      }
      await shot(a.page, 'started');

      // A shares her location: B, not yet her companion, sees only her area (about 1 km).
      const aOnB = b.page.getByTestId('fellow-pilgrim').filter({ hasText: 'Maya' });
      await aOnB.getByText(COMPANION_TEXTS.approximate, { exact: false }).waitFor();
      // B asks to walk together; A accepts: from then on each sees the other exactly.
      await aOnB.getByRole('button', { name: `${COMPANION_TEXTS.askToWalk}: Maya` }).click();
      await aOnB.getByText(COMPANION_TEXTS.requested).waitFor();
      const bOnA = a.page.getByTestId('fellow-pilgrim').filter({ hasText: 'Sofia' });
      await bOnA.getByText(COMPANION_TEXTS.incoming).waitFor();
      const accept = bOnA.getByRole('button', { name: new RegExp(`^${COMPANION_TEXTS.accept}: `) });
      expect((await accept.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await accept.click();
      await aOnB.getByText(COMPANION_TEXTS.walkingTogether).waitFor();
      // B sees A among the fellow pilgrims, on the same spot; A is out of reach of the first site.
      await aOnB.getByText(`${formatTrackDistance(0, 'metric')} away`).waitFor();
      const checkpoint = a.page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
      expect(await checkpoint.isDisabled()).toBe(true);

      // A walks to the first site: B sees the real distance between them change, without polling.
      await a.context.setGeolocation({ ...first, accuracy: 8 });
      await a.page.getByTestId('current-location').getByText(first.latitude.toFixed(6)).waitFor();
      await aOnB.getByText(`${formatTrackDistance(kmBetween(start, first), 'metric')} away`).waitFor();
      expect(kmBetween(start, first)).toBeGreaterThan(1);
      expect(fellowQueries).toHaveLength(1);

      // Chat, live both ways, aligned by sender, announced to B.
      for (const member of [a, b]) await member.page.getByRole('tab', { name: 'Chat' }).click();
      await a.page.getByLabel('Message', { exact: true }).fill('   ');
      expect(await a.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await a.page.getByLabel('Message', { exact: true }).fill('Blessings from the first stone');
      await a.page.getByRole('button', { name: 'Send' }).click();
      const onB = b.page.getByTestId('chat-message').filter({ hasText: 'Blessings from the first stone' });
      await onB.waitFor();
      expect(await onB.getAttribute('data-mine')).toBe('false');
      await b.page.getByRole('status').filter({ hasText: 'New message from Maya' }).waitFor();
      const onA = a.page.getByTestId('chat-message').filter({ hasText: 'Blessings from the first stone' });
      expect(await onA.getAttribute('data-mine')).toBe('true');
      await b.page.getByRole('button', { name: 'Minimize chat' }).click();
      expect(await b.page.getByTestId('chat-message').count()).toBe(0);
      await b.page.getByRole('button', { name: 'Expand chat' }).click();
      await onB.waitFor();
      await shot(b.page, 'chat');

      // A shares a photo: repeated tags are refused, then it goes out and the form resets.
      await a.page.getByRole('button', { name: LIVE_TEXTS.sharePhoto }).click();
      await a.page.getByRole('tab', { name: 'Photos', selected: true }).waitFor();
      const png = await a.page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 96;
        canvas.height = 64;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.fillStyle = '#2f6b46';
        context.fillRect(0, 0, 96, 64);
        context.fillStyle = '#e0a33a';
        context.fillRect(30, 10, 30, 40);
        return canvas.toDataURL('image/png').split(',')[1] ?? '';
      });
      await a.page
        .getByLabel('Choose a photo')
        .setInputFiles({ name: 'stone.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
      await a.page.getByAltText('Preview of the chosen photo').waitFor();
      await a.page.getByLabel('Caption').fill('Morning light on the stone');
      await a.page.getByLabel('Tags (separated by commas)').fill('sunrise, sunrise');
      await a.page.getByLabel('Mood').selectOption('grateful');
      await a.page.getByLabel('Weather').selectOption('misty');
      await a.page.getByRole('button', { name: 'Share', exact: true }).click();
      await a.page.getByText('Photo tags cannot repeat').waitFor();
      const tags = a.page.getByLabel('Tags (separated by commas)');
      expect(await tags.getAttribute('aria-invalid')).toBe('true');
      expect(await tags.evaluate((node) => node === document.activeElement)).toBe(true);
      await a.page.getByLabel('Tags (separated by commas)').fill('sunrise, stone');
      await a.page.getByRole('button', { name: 'Share', exact: true }).click();
      await toast(a.page, LIVE_TEXTS.momentSharedTitle).waitFor();
      await a.page.getByLabel('Caption').waitFor({ state: 'detached' });
      await a.page.getByAltText('Morning light on the stone').waitFor();
      await b.page.getByRole('tab', { name: 'Feed' }).click();
      await b.page.getByRole('button', { name: 'photo', exact: true }).click();
      await b.page.getByTestId('live-feed').getByAltText('Morning light on the stone').waitFor();
      await b.page.getByRole('button', { name: 'milestone', exact: true }).click();
      await b.page.getByText('No milestone updates yet.').waitFor();
      await b.page.getByRole('button', { name: 'all', exact: true }).click();

      // Checkpoints: each opens within 0.1 mile, advances the progress and reaches B live.
      const progress = a.page.getByTestId('journey-progress');
      for (const [index, site] of [first, second, third].entries()) {
        if (index > 0) {
          await a.context.setGeolocation({ ...site, accuracy: 8 });
          await a.page.getByTestId('current-location').getByText(site.latitude.toFixed(6)).waitFor();
        }
        await expect.poll(() => checkpoint.isEnabled()).toBe(true);
        await checkpoint.click();
        await toast(a.page, LIVE_TEXTS.checkpointTitle).waitFor();
        const percent = `${Math.round(((index + 1) / 3) * 100)}%`;
        await expect.poll(() => progress.textContent()).toBe(percent);
        await expect.poll(() => b.page.getByTestId('live-feed').getByText(`(${site.name})`).count()).toBeGreaterThan(0);
      }
      await a.page.getByTestId('journey-complete').waitFor();
      await a.page.getByRole('button', { name: 'View Achievements' }).click();
      await a.page.getByRole('heading', { name: 'Spiritual Achievements' }).waitFor();
      await a.page.getByRole('button', { name: 'Back to Journey' }).click();
      await a.page.getByRole('heading', { name: 'Spiritual Achievements' }).waitFor({ state: 'detached' });
      await shot(a.page, 'complete');
      const completions = await a.page.request.get('/api/active-pilgrimages');
      expect(
        ((await completions.json()) as Array<{ pilgrimageId: number }>).some(
          (journey) => journey.pilgrimageId === pilgrimageId,
        ),
      ).toBe(false);

      // B pauses and resumes, then ends the journey with the spec's confirmation.
      await b.page.getByRole('button', { name: 'Pause Tracking' }).click();
      await b.page.getByText('Paused', { exact: true }).waitFor();
      await b.page.getByRole('button', { name: 'Resume Tracking' }).click();
      await b.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      await b.page.getByRole('button', { name: LIVE_TEXTS.endJourney }).click();
      const dialog = b.page.getByTestId('confirm-dialog');
      await dialog.getByText(LIVE_TEXTS.endConfirm).waitFor();
      await dialog.getByRole('button', { name: LIVE_TEXTS.endJourney }).click();
      await b.page.getByTestId('journey-summary').waitFor();
      const left = await b.page.request.get('/api/active-pilgrimages');
      expect(
        ((await left.json()) as Array<{ pilgrimageId: number }>).some(
          (journey) => journey.pilgrimageId === pilgrimageId,
        ),
      ).toBe(false);

      expect(a.pageErrors).toEqual([]);
      expect(b.pageErrors).toEqual([]);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  it('keeps a position, a checkpoint and a message made without network, and sends them when it returns', async () => {
    const { pilgrimageId, sites } = await createWalk('No Signal Walk');
    const first = sites[0] as Site;
    const start = northOf(first);
    const a = await walker(DEMO_EMAIL, start);
    try {
      await a.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      await a.page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      const journeyId = await a.page.evaluate(async (id) => {
        const response = await fetch('/api/active-pilgrimages', { credentials: 'include' });
        const journeys = (await response.json()) as Array<{ id: number; pilgrimageId: number }>;
        return journeys.find((journey) => journey.pilgrimageId === id)?.id;
      }, pilgrimageId);
      expect(journeyId).toBeGreaterThan(0);

      // In the valley: no network. She walks to the first site, checks in and writes to her companions.
      await a.context.setOffline(true);
      await a.context.setGeolocation({ ...first, accuracy: 8 });
      await a.page.getByTestId('current-location').getByText(first.latitude.toFixed(6)).waitFor();
      const checkpoint = a.page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
      await expect.poll(() => checkpoint.isEnabled()).toBe(true);
      await checkpoint.click();
      await toast(a.page, LIVE_TEXTS.savedOfflineTitle).waitFor();
      await a.page
        .locator('#checkpoint-hint', { hasText: `${LIVE_TEXTS.checkpointWaiting}: ${first.name}.` })
        .waitFor();
      expect(await checkpoint.isDisabled()).toBe(true);
      await a.page.getByRole('tab', { name: 'Chat' }).click();
      await a.page.getByLabel('Message', { exact: true }).fill('Written where there is no signal');
      await a.page.getByRole('button', { name: 'Send' }).click();
      const waiting = a.page
        .getByTestId('chat-message-waiting')
        .filter({ hasText: 'Written where there is no signal' });
      await waiting.getByText(LIVE_TEXTS.messageWaiting).waitFor();

      // The server has none of it yet (asked from outside the offline browser).
      const cookie = (await a.context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      const serverSide = async () => {
        const response = await fetch(`${e2e.app.url}/api/active-pilgrimages/${journeyId}`, { headers: { cookie } });
        const messages = await fetch(`${e2e.app.url}/api/pilgrimages/${pilgrimageId}/messages`, {
          headers: { cookie },
        });
        return {
          currentAltarIndex: ((await response.json()) as { currentAltarIndex: number }).currentAltarIndex,
          messages: JSON.stringify(await messages.json()),
        };
      };
      const before = await serverSide();
      expect(before.currentAltarIndex).toBe(0);
      expect(before.messages).not.toContain('Written where there is no signal');

      // Back on the ridge: the outbox sends the position, then the checkpoint, then the message, in order.
      await a.context.setOffline(false);
      await toast(a.page, LIVE_TEXTS.checkpointTitle).waitFor();
      await expect.poll(() => a.page.getByTestId('journey-progress').textContent()).toBe('33%');
      await a.page
        .getByTestId('chat-message')
        .filter({ hasText: 'Written where there is no signal' })
        .waitFor({ timeout: 15_000 });
      await waiting.waitFor({ state: 'detached' });
      const after = await serverSide();
      expect(after.currentAltarIndex).toBe(1);
      // Sent once each, though the outbox may have tried more than once.
      expect(after.messages.split('Written where there is no signal')).toHaveLength(2);
      expect(a.pageErrors).toEqual([]);
    } finally {
      await a.context.close();
    }
  });

  it('offers to continue a journey under way, shows one page after a reload, and sums it up at the end', async () => {
    const { pilgrimageId, sites } = await createWalk('Way Back Walk');
    const first = sites[0] as Site;
    const start = northOf(first);
    const a = await walker('ethan.brooks@sacredspaces.app', start);
    const begin = a.page.getByRole('button', { name: LIVE_TEXTS.begin });
    const endJourney = a.page.getByRole('button', { name: LIVE_TEXTS.endJourney });
    const continueEntry = a.page.getByTestId('continue-journey');
    try {
      // Nothing under way: nothing to continue.
      await a.page.goto('/pilgrimages');
      await a.page.getByRole('heading', { name: 'Sacred Pilgrimages' }).waitFor();
      await a.page.waitForLoadState('networkidle');
      expect(await continueEntry.count()).toBe(0);

      await a.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      await a.page.getByRole('heading', { name: LIVE_TEXTS.readyToBegin }).waitFor();
      expect(await begin.count()).toBe(1);
      expect(await endJourney.count()).toBe(0);
      await begin.click();
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      // Hours and minutes from the distance left along the route.
      await expect
        .poll(() => a.page.getByTestId('time-remaining').textContent())
        .toMatch(/^(\d+ h( \d+ min)?|\d+ min)$/);

      // The map home and the hub offer the way back in.
      for (const path of ['/', '/pilgrimages']) {
        await a.page.goto(path);
        await continueEntry.getByText('Continue your journey').waitFor();
        await continueEntry.getByText('Way Back Walk').waitFor();
      }
      await continueEntry.click();
      await a.page.waitForURL((url) => url.pathname === '/pilgrimage/active' && url.search === `?id=${pilgrimageId}`);
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();

      // After a reload: the journey under way, and no Begin button beside the End Journey bar.
      await a.page.reload();
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      expect(await begin.count()).toBe(0);
      expect(await endJourney.count()).toBe(1);

      // She reaches the first site, takes a photo, and ends the walk there.
      await a.context.setGeolocation({ ...first, accuracy: 8 });
      const checkpoint = a.page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
      await expect.poll(() => checkpoint.isEnabled()).toBe(true);
      await checkpoint.click();
      await toast(a.page, LIVE_TEXTS.checkpointTitle).waitFor();
      const photo = await a.page.request.post(`/api/pilgrimages/${pilgrimageId}/photos`, {
        data: { photoUrl: ONE_PIXEL_PNG, caption: 'The first stone' },
      });
      expect(photo.ok()).toBe(true);
      await endJourney.click();
      await a.page.getByTestId('confirm-dialog').getByRole('button', { name: LIVE_TEXTS.endJourney }).click();

      const summary = a.page.getByTestId('journey-summary');
      await summary.getByRole('heading', { name: 'Journey Ended' }).waitFor();
      await expect.poll(() => summary.getByTestId('summary-sites').textContent()).toBe('1 of 3');
      expect(await summary.getByTestId('summary-photos').textContent()).toBe('1');
      expect(await summary.getByTestId('summary-distance').textContent()).toMatch(/^\d+\.\d\d km$/);
      expect(await summary.getByTestId('summary-time').textContent()).toMatch(/^\d+ min$/);
      expect(await endJourney.count()).toBe(0);
      // Pace (a dash under 100 m of track) and climb (none without the device's altitudes), a map of the
      // track she walked, and that track as GPX.
      expect(await summary.getByTestId('summary-pace').textContent()).toMatch(/^(\d+:\d\d \/km|—)$/);
      expect(await summary.getByTestId('summary-climb').textContent()).toBe('No altitude recorded');
      await summary.locator('[data-testid="summary-map"] canvas.maplibregl-canvas').waitFor();
      const trackLink = summary.getByRole('link', { name: 'Download Track (GPX)' });
      const journeyId = Number(
        /active-pilgrimages\/(\d+)\/track/.exec((await trackLink.getAttribute('href')) ?? '')?.[1],
      );
      const [download] = await Promise.all([a.page.waitForEvent('download'), trackLink.click()]);
      expect(download.suggestedFilename()).toMatch(/track.*\.gpx$/);
      const gpx = await readFile(await download.path(), 'utf8');
      const recorded = await e2e.app.knex('journey_positions').where({ active_pilgrimage_id: journeyId });
      expect(recorded.length).toBeGreaterThan(1);
      expect(gpx.match(/<trkpt /g)).toHaveLength(recorded.length);

      // Shared to the feed, once.
      await summary.getByRole('button', { name: 'Share to the Feed' }).click();
      await toast(a.page, 'Shared to Community').waitFor();
      await summary.getByRole('button', { name: 'Shared to the feed' }).waitFor();
      expect(await summary.getByRole('button', { name: 'Shared to the feed' }).isDisabled()).toBe(true);

      // The summary survives a reload; nothing is left to continue.
      await a.page.reload();
      await a.page.getByTestId('journey-summary').getByRole('heading', { name: 'Journey Ended' }).waitFor();
      expect(await begin.count()).toBe(0);
      await a.page.goto('/feed');
      await a.page.getByText(/Walked Way Back Walk: .* 1 of 3 sacred sites reached, 1 photo\./).waitFor();
      await a.page.goto('/pilgrimages');
      await a.page.getByRole('heading', { name: 'Sacred Pilgrimages' }).waitFor();
      await a.page.waitForLoadState('networkidle');
      expect(await continueEntry.count()).toBe(0);
      expect(a.pageErrors).toEqual([]);
    } finally {
      await a.context.close();
    }
  });

  it('tells a walker without location permission about the GPS issue', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, 'priya.raman@sacredspaces.app', DEMO_PASSWORD);
      const started = await page.request.post('/graphql', {
        data: { query: `mutation { startPilgrimage(pilgrimageId: 1) { id } }` },
      });
      expect(started.ok()).toBe(true);
      await page.goto('/pilgrimage/active?id=1');
      await toast(page, LIVE_TEXTS.gpsIssueTitle).getByText(LIVE_TEXTS.gpsIssueText).waitFor();
      expect(await page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('polls at the spec intervals while the live socket is down', async () => {
    const { pilgrimageId, sites } = await createWalk('Quiet Socket Walk');
    const first = sites[0] as Site;
    const start = northOf(first);
    const a = await walker('daniel.okafor@sacredspaces.app', start);
    const b = await walker('james.whitfield@sacredspaces.app', start);
    // B's socket is refused at once, every time graphql-ws retries.
    await b.context.routeWebSocket(/\/graphql$/, (socket) => socket.close({ code: 1011, reason: 'test: socket down' }));
    // B's page runs on a clock the test can stop and step (it flows normally until then), and notes the
    // page's time of every GraphQL operation it sends and how many answers are still awaited.
    await b.context.clock.install();
    await b.context.addInitScript(() => {
      const record = { calls: [] as Array<{ name: string; at: number }>, awaiting: 0 };
      (window as unknown as { graphqlCalls: typeof record }).graphqlCalls = record;
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        let name: string | undefined;
        try {
          name = (JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { operationName?: string })
            .operationName;
        } catch {
          name = undefined;
        }
        if (!name) return send(input, init);
        record.calls.push({ name, at: Date.now() });
        record.awaiting += 1;
        // The count drops once the whole answer has arrived (read from a copy) and a task later, by when
        // the query has its result and has scheduled its next poll.
        const answered = send(input, init);
        void answered
          .then((response) => response.clone().text())
          .catch(() => undefined)
          .finally(() => setTimeoutOutsideTheClock(() => (record.awaiting -= 1)));
        return answered;
      };
      /** A macrotask the stopped clock does not hold back (MessageChannel is not one of its timers). */
      function setTimeoutOutsideTheClock(run: () => void) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => run();
        channel.port2.postMessage(null);
      }
    });
    const fellowQueries: string[] = [];
    b.page.on('request', (request) => {
      if (request.postData()?.includes('"operationName":"FellowPilgrims"')) fellowQueries.push(request.url());
    });
    try {
      const started = await a.page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, { data: start });
      expect(started.ok()).toBe(true);
      const activeId = ((await started.json()) as { id: number }).id;
      await b.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      await b.page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await b.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      // They walk together (asked and accepted over the API), and A shares her location.
      const aId = await shareLocation(a.page);
      const bId = await shareLocation(b.page);
      for (const [page, other] of [
        [a.page, bId],
        [b.page, aId],
      ] as const) {
        const tie = await page.request.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, {
          data: { userId: other },
        });
        expect(tie.ok()).toBe(true);
      }
      const aOnB = b.page.getByTestId('fellow-pilgrim').filter({ hasText: 'Daniel' });
      await aOnB.getByText(`${formatTrackDistance(0, 'metric')} away`).waitFor();

      // A moves and writes through the API; B, without its socket, learns both by polling.
      const moved = await a.page.request.put(`/api/active-pilgrimages/${activeId}/location`, { data: first });
      expect(moved.ok()).toBe(true);
      await aOnB.getByText(`${formatTrackDistance(kmBetween(start, first), 'metric')} away`).waitFor();
      expect(fellowQueries.length).toBeGreaterThan(1);
      const sent = await a.page.request.post(`/api/pilgrimages/${pilgrimageId}/messages`, {
        data: { message: 'Is anyone else at the first stone?' },
      });
      expect(sent.status()).toBe(201);
      await b.page.getByRole('tab', { name: 'Chat' }).click();
      await b.page.getByTestId('chat-message').filter({ hasText: 'Is anyone else at the first stone?' }).waitFor();

      // The intervals themselves: B's clock stops, then steps a second at a time (40 steps, several of
      // every interval); after each step every answer has arrived before the next, so each poll is timed
      // from the page's clock alone.
      type Calls = { calls: Array<{ name: string; at: number }>; awaiting: number };
      const calls = () => b.page.evaluate(() => (window as unknown as { graphqlCalls: Calls }).graphqlCalls);
      await b.page.clock.pauseAt((await b.page.evaluate(() => Date.now())) + 1_000);
      await expect.poll(async () => (await calls()).awaiting, { timeout: 15_000 }).toBe(0);
      const from = await b.page.evaluate(() => Date.now());
      const STEP_MS = 1_000;
      for (let step = 0; step < 40; step += 1) {
        await b.page.clock.runFor(STEP_MS);
        await expect.poll(async () => (await calls()).awaiting, { timeout: 15_000 }).toBe(0);
      }
      const polled = (await calls()).calls.filter((call) => call.at > from);
      // 001 section 9: each query polls at its POLL_MS interval (chat messages and the active record
      // twice as often as live updates, participants and companions).
      for (const [operation, interval] of [
        ['ChatMessages', POLL_MS.messages],
        ['Journey', POLL_MS.journey],
        ['PilgrimageLiveUpdates', POLL_MS.updates],
        ['FellowPilgrims', POLL_MS.participants],
        ['JourneyCompanions', POLL_MS.companions],
      ] as const) {
        const times = polled.filter((call) => call.name === operation).map((call) => call.at);
        expect(times.length, operation).toBeGreaterThanOrEqual(Math.floor(40_000 / interval) - 1);
        const gaps = times.slice(1).map((at, i) => at - (times[i] as number));
        for (const gap of gaps) {
          expect(gap, `${operation} polled ${gap} ms after the last`).toBeGreaterThanOrEqual(interval);
          expect(gap, `${operation} polled ${gap} ms after the last`).toBeLessThanOrEqual(interval + STEP_MS);
        }
      }
      expect([POLL_MS.messages, POLL_MS.journey, POLL_MS.updates, POLL_MS.participants, POLL_MS.companions]).toEqual([
        5_000, 5_000, 10_000, 10_000, 10_000,
      ]);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});

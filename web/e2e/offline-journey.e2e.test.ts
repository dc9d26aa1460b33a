/**
 * The walk on the trail with no signal: downloaded at home, begun at the trailhead, then the network
 * goes and the phone reloads the tab. The live page resumes the journey from the device (what the
 * server last said plus what the device recorded since), guidance moves on with each checkpoint the
 * device accepts, and when the network returns the journey, its checkpoints and its track arrive once.
 */
import { haversineMeters } from '@sacred/core/geo';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface Point {
  latitude: number;
  longitude: number;
}

interface Site extends Point {
  id: number;
  name: string;
}

/** A point `fraction` of the way from `a` to `b`. */
const between = (a: Point, b: Point, fraction: number): Point => ({
  latitude: Number((a.latitude + (b.latitude - a.latitude) * fraction).toFixed(6)),
  longitude: Number((a.longitude + (b.longitude - a.longitude) * fraction).toFixed(6)),
});

describeInBrowser('a journey on the trail without network', () => {
  const e2e = useBrowserApp({ altarCount: 30 });
  let altarIds: number[];

  beforeAll(async () => {
    // Three altars close together: a walk, not a drive.
    const { altars } = await graphqlRequest<{ altars: Site[] }>(
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

  async function walker(at: Point): Promise<{ context: BrowserContext; page: Page; pageErrors: Error[] }> {
    const opened = await e2e.openPhonePage();
    await skipOnboarding(opened.context);
    await opened.context.grantPermissions(['geolocation']);
    await opened.context.setGeolocation({ ...at, accuracy: 8 });
    await signInAs(opened.page, DEMO_EMAIL, DEMO_PASSWORD);
    return opened;
  }

  async function createWalk(page: Page, name: string): Promise<{ pilgrimageId: number; sites: Site[] }> {
    const created = await page.request.post('/api/pilgrimages', {
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
    const detail = await page.request.post('/graphql', {
      data: {
        query: 'query ($id: Int!) { pilgrimage(id: $id) { sites { id name latitude longitude } } }',
        variables: { id: pilgrimageId },
      },
    });
    const sites = ((await detail.json()) as { data: { pilgrimage: { sites: Site[] } } }).data.pilgrimage.sites;
    expect(sites.map((site) => site.id)).toEqual(altarIds);
    return { pilgrimageId, sites };
  }

  /** The service worker controls the page (so the app opens with no network) and "Download All" ran. */
  async function downloadAtHome(page: Page): Promise<void> {
    await page.goto('/settings');
    await page.evaluate(async () => {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the service worker did not activate in 30 s')), 30_000),
      );
      await Promise.race([navigator.serviceWorker.ready, timeout]);
    });
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('tab', { name: 'Offline' }).click();
    await page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
    const download = page.getByRole('button', { name: 'Download All' });
    await expect.poll(() => download.isEnabled(), { timeout: 15_000 }).toBe(true);
    await download.click();
    await page.getByRole('progressbar').waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 60_000 });
  }

  const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).first();
  const moveTo = async (context: BrowserContext, page: Page, point: Point) => {
    await context.setGeolocation({ ...point, accuracy: 8 });
    await page.getByTestId('current-location').getByText(point.latitude.toFixed(6)).waitFor();
  };

  it('resumes a journey begun after the download when the tab reloads offline, and sends it all once', async () => {
    const setup = await walker({ latitude: 0, longitude: 0 });
    const { pilgrimageId, sites } = await createWalk(setup.page, 'Valley Without Signal');
    await setup.context.close();
    const [first, second] = sites as [Site, Site, Site];
    const trailhead = { latitude: Number((first.latitude + 0.01).toFixed(6)), longitude: first.longitude };
    const a = await walker(trailhead);
    try {
      await downloadAtHome(a.page);

      // At the trailhead, online: begin.
      await a.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      await a.page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await toast(a.page, LIVE_TEXTS.begunTitle).waitFor();
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      const journeys = await e2e.app.knex('active_pilgrimages').where({ pilgrimage_id: pilgrimageId });
      expect(journeys).toHaveLength(1);
      const journeyId = (journeys[0] as { id: number }).id;
      const positionsBefore = Number(
        (
          (await e2e.app.knex('journey_positions').where({ active_pilgrimage_id: journeyId }).count())[0] as {
            count: string;
          }
        ).count,
      );

      // The signal goes, and the phone reloads the tab.
      await a.context.setOffline(true);
      await a.page.reload();
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor({ timeout: 15_000 });
      expect(await a.page.getByRole('heading', { name: LIVE_TEXTS.readyToBegin }).count()).toBe(0);
      expect(await a.page.getByRole('button', { name: LIVE_TEXTS.begin }).count()).toBe(0);
      await a.page.getByTestId('current-site').getByText(first.name).waitFor();

      // Walking on toward the first site: each stretch of the way is kept on the device.
      const track = [between(trailhead, first, 0.3), between(trailhead, first, 0.6), between(trailhead, first, 0.9)];
      for (const point of track) await moveTo(a.context, a.page, point);
      await moveTo(a.context, a.page, first);
      const checkpoint = a.page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
      await expect.poll(() => checkpoint.isEnabled()).toBe(true);
      await checkpoint.click();
      await toast(a.page, LIVE_TEXTS.savedOfflineTitle).waitFor();
      // The guidance moves on at once: the next site, a third of the way.
      await a.page.getByTestId('current-site').getByText(second.name).waitFor();
      expect(await a.page.getByTestId('journey-progress').textContent()).toBe('33%');
      await a.page.getByTestId('next-site-direction').getByText(second.name).waitFor();
      await a.page
        .locator('#checkpoint-hint', { hasText: `${LIVE_TEXTS.checkpointWaiting}: ${first.name}.` })
        .waitFor();
      // Nothing of it has reached the server.
      const server = async () => {
        const row = (await e2e.app.knex('active_pilgrimages').where({ id: journeyId }).first()) as {
          current_altar_index: number;
        };
        const positions = (await e2e.app
          .knex('journey_positions')
          .where({ active_pilgrimage_id: journeyId })
          .orderBy('id')
          .select('latitude', 'longitude')) as Array<{ latitude: string; longitude: string }>;
        return {
          index: row.current_altar_index,
          positions: positions.map((p) => `${Number(p.latitude).toFixed(6)},${Number(p.longitude).toFixed(6)}`),
        };
      };
      expect((await server()).index).toBe(0);

      // Back in signal: the checkpoint is confirmed, and everything arrives once.
      await a.context.setOffline(false);
      await toast(a.page, LIVE_TEXTS.checkpointTitle).waitFor({ timeout: 45_000 });
      await a.page
        .getByTestId('outbox-item')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await expect.poll(async () => (await server()).index, { timeout: 15_000 }).toBe(1);
      expect(await a.page.getByTestId('journey-progress').textContent()).toBe('33%');
      await a.page.getByTestId('current-site').getByText(second.name).waitFor();
      // Another flush (another tab, a retry) sends nothing twice.
      await a.page.evaluate(() => window.dispatchEvent(new Event('online')));
      await a.page.waitForTimeout(500);
      const after = await server();
      expect(after.index).toBe(1);
      const offlineTrack = after.positions.slice(positionsBefore);
      const key = (point: Point) => `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;
      for (const point of [...track, first]) {
        expect(offlineTrack.filter((p) => p === key(point))).toHaveLength(1);
      }
      expect(await e2e.app.knex('active_pilgrimages').where({ pilgrimage_id: pilgrimageId })).toHaveLength(1);
      expect(a.pageErrors).toEqual([]);
    } finally {
      await a.context.setOffline(false);
      await a.context.close();
    }
  });

  it('moves the guidance on at a checkpoint accepted offline, and takes the server’s word on reconnecting', async () => {
    const setup = await walker({ latitude: 0, longitude: 0 });
    const { pilgrimageId, sites } = await createWalk(setup.page, 'Checked In Offline');
    await setup.context.close();
    const [first, second] = sites as [Site, Site, Site];
    const a = await walker({ latitude: Number((first.latitude + 0.01).toFixed(6)), longitude: first.longitude });
    // The screen wake lock, counted at the browser's API (headless Chromium may refuse it).
    await a.context.addInitScript(() => {
      const counted = window as unknown as { wakeLocks: string[] };
      counted.wakeLocks = [];
      const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
      const request = wakeLock?.request.bind(wakeLock);
      const fake = {
        request: (type: WakeLockType) => {
          counted.wakeLocks.push(type);
          return request ? request(type) : Promise.reject(new Error('No wake lock here'));
        },
      };
      Object.defineProperty(navigator, 'wakeLock', { value: fake, configurable: true });
    });
    try {
      await a.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      expect(await a.page.evaluate(() => (window as unknown as { wakeLocks: string[] }).wakeLocks)).toEqual([]);
      await a.page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      // Walking keeps the screen awake.
      await expect
        .poll(() => a.page.evaluate(() => (window as unknown as { wakeLocks: string[] }).wakeLocks))
        .toEqual(['screen']);
      const journeyId = (
        (await e2e.app.knex('active_pilgrimages').where({ pilgrimage_id: pilgrimageId }).first()) as {
          id: number;
        }
      ).id;

      await a.context.setOffline(true);
      await moveTo(a.context, a.page, first);
      const checkpoint = a.page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
      await expect.poll(() => checkpoint.isEnabled()).toBe(true);
      await checkpoint.click();
      await toast(a.page, LIVE_TEXTS.savedOfflineTitle).waitFor();
      // At once, on the device: the arrow and the progress move on to the second site.
      await a.page.getByTestId('next-site-direction').getByText(second.name).waitFor();
      expect(await a.page.getByTestId('journey-progress').textContent()).toBe('33%');
      expect(await a.page.getByTestId('current-site').textContent()).toBe(second.name);

      // Meanwhile the journey was ended elsewhere: the server refuses the checkpoint when it arrives,
      // and the page shows the server's record again, not what the device guessed.
      const cookie = (await a.context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      const ended = await fetch(`${e2e.app.url}/graphql`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($id: Int!) { endJourney(activePilgrimageId: $id) { id isActive } }',
          variables: { id: journeyId },
        }),
      });
      expect(((await ended.json()) as { data: { endJourney: { isActive: boolean } } }).data.endJourney.isActive).toBe(
        false,
      );
      await a.context.setOffline(false);
      await toast(a.page, LIVE_TEXTS.notSentTitle).waitFor({ timeout: 45_000 });
      await expect.poll(() => a.page.getByTestId('journey-progress').textContent(), { timeout: 15_000 }).toBe('0%');
      await a.page.getByText('Journey ended', { exact: true }).waitFor();
    } finally {
      await a.context.setOffline(false);
      await a.context.close();
    }
  });

  it('begins the journey on the device without network, walks on, and the server gets it all once', async () => {
    const setup = await walker({ latitude: 0, longitude: 0 });
    const { pilgrimageId, sites } = await createWalk(setup.page, 'Begun Without Signal');
    await setup.context.close();
    const [first, second] = sites as [Site, Site, Site];
    const trailhead = { latitude: Number((first.latitude + 0.01).toFixed(6)), longitude: first.longitude };
    const a = await walker(trailhead);
    try {
      await downloadAtHome(a.page);
      await a.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      await a.page.getByRole('heading', { name: LIVE_TEXTS.readyToBegin }).waitFor();

      // At the trailhead with no signal, the tab reloaded: begin.
      await a.context.setOffline(true);
      await a.page.reload();
      await a.page.getByRole('heading', { name: LIVE_TEXTS.readyToBegin }).waitFor({ timeout: 15_000 });
      await a.page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await toast(a.page, LIVE_TEXTS.savedOfflineTitle).getByText(LIVE_TEXTS.begunOnDevice).waitFor();
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      expect(await a.page.getByText('Failed to begin the journey').count()).toBe(0);
      await a.page.getByTestId('current-site').getByText(first.name).waitFor();
      expect(await e2e.app.knex('active_pilgrimages').where({ pilgrimage_id: pilgrimageId })).toHaveLength(0);

      // The phone reloads the tab again, still without signal: the journey carries on from the device.
      await a.page.reload();
      await a.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor({ timeout: 15_000 });
      expect(await a.page.getByRole('button', { name: LIVE_TEXTS.begin }).count()).toBe(0);

      // Walking to the first site and checking in, all on the device.
      const track = [between(trailhead, first, 0.3), between(trailhead, first, 0.6), between(trailhead, first, 0.9)];
      for (const point of track) await moveTo(a.context, a.page, point);
      await moveTo(a.context, a.page, first);
      const checkpoint = a.page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
      await expect.poll(() => checkpoint.isEnabled()).toBe(true);
      await checkpoint.click();
      await a.page.getByTestId('current-site').getByText(second.name).waitFor();
      expect(await a.page.getByTestId('journey-progress').textContent()).toBe('33%');
      expect(await e2e.app.knex('active_pilgrimages').where({ pilgrimage_id: pilgrimageId })).toHaveLength(0);

      // Back in signal: the journey, its checkpoint and its track arrive, once.
      const reconnectedAt = new Date();
      await a.context.setOffline(false);
      await toast(a.page, LIVE_TEXTS.checkpointTitle).waitFor({ timeout: 45_000 });
      const journeys = async () =>
        (await e2e.app.knex('active_pilgrimages').where({ pilgrimage_id: pilgrimageId })) as Array<{
          id: number;
          current_altar_index: number;
          is_active: boolean;
        }>;
      await expect.poll(async () => (await journeys())[0]?.current_altar_index, { timeout: 15_000 }).toBe(1);
      // Another flush (another tab, a retry) sends nothing twice.
      await a.page.evaluate(() => window.dispatchEvent(new Event('online')));
      await a.page.waitForTimeout(500);
      const [journey, ...more] = await journeys();
      expect(more).toHaveLength(0);
      expect(journey?.is_active).toBe(true);
      // What the device recorded before the signal came back arrives once each, in the order walked,
      // from the trailhead where the journey began (fixes taken since are the walker's new ones).
      const positions = (await e2e.app
        .knex('journey_positions')
        .where({ active_pilgrimage_id: journey!.id })
        .where('recorded_at', '<', reconnectedAt)
        .orderBy('recorded_at')
        .select('latitude', 'longitude')) as Array<{ latitude: string; longitude: string }>;
      const key = (point: Point) => `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;
      expect(positions.map((p) => `${Number(p.latitude).toFixed(6)},${Number(p.longitude).toFixed(6)}`)).toEqual(
        [trailhead, ...track, first].map(key),
      );
      // The page now follows the server's journey: a reload online shows it under way at the second site.
      await a.page.reload();
      await a.page.getByTestId('current-site').getByText(second.name).waitFor();
      expect(a.pageErrors).toEqual([]);
    } finally {
      await a.context.setOffline(false);
      await a.context.close();
    }
  });
});

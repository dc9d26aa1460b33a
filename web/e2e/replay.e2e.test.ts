import { haversineMeters } from '@sacred/core/geo';
import { REPLAY_TEXTS } from '@sacred/core/journeyReplay';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { seriousViolations, smallTargets } from './axe';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface Site {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The points between two sites, a fifth of the way apart: the track the walker leaves. */
const between = (a: Site, b: Site) =>
  [1, 2, 3, 4].map((step) => ({
    latitude: a.latitude + ((b.latitude - a.latitude) * step) / 5,
    longitude: a.longitude + ((b.longitude - a.longitude) * step) / 5,
  }));

describeInBrowser('a journey replayed', () => {
  const e2e = useBrowserApp({ altarCount: 30 });
  let sites: Site[];

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
    sites = groups[0]?.nearest ?? [];
  });

  it('replays a completed walk on its summary and on the pilgrimage page, with its facts in words', async () => {
    expect(sites).toHaveLength(3);
    const { context, page, pageErrors } = await e2e.openPhonePage();
    await skipOnboarding(context);
    await context.grantPermissions(['geolocation']);
    const [first] = sites as [Site, Site, Site];
    await context.setGeolocation({ latitude: first.latitude, longitude: first.longitude, accuracy: 8 });
    await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
    const created = await page.request.post('/api/pilgrimages', {
      data: {
        name: 'Replayed Stones Walk',
        description: 'A short walk between three neighbouring sacred places.',
        altarIds: sites.map((site) => site.id),
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
    const deckRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ReplayMap-[^/]+\.js$/.test(request.url())) deckRequests.push(request.url());
    });

    // The walk: begun at the first site, a track to each of the others, each checked in.
    await page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
    await page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
    await page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
    const checkpoint = page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
    for (const [index, site] of sites.entries()) {
      const before = sites[index - 1];
      for (const point of before ? [...between(before, site), site] : [site]) {
        await context.setGeolocation({ ...point, accuracy: 8 });
        await page.getByTestId('current-location').getByText(point.latitude.toFixed(6)).waitFor();
      }
      await expect.poll(() => checkpoint.isEnabled()).toBe(true);
      await checkpoint.click();
      await page.getByTestId('toast').filter({ hasText: LIVE_TEXTS.checkpointTitle }).first().waitFor();
    }
    await page.getByTestId('journey-complete').waitFor();
    expect(deckRequests).toEqual([]);

    // The summary's replay: deck.gl's canvas over the basemap, drawn once the replay is on screen.
    const replay = page.getByTestId('journey-replay');
    await replay.scrollIntoViewIfNeeded();
    await replay.locator('[data-testid="replay-map"] canvas.maplibregl-canvas').waitFor();
    await expect.poll(() => replay.locator('[data-testid="replay-map"] canvas').count()).toBeGreaterThanOrEqual(2);
    expect(deckRequests).toHaveLength(1);

    // The words say what the picture shows: every site, reached in order, with its time.
    const reached = replay.getByTestId('replay-site-reached');
    await expect.poll(() => reached.count()).toBe(3);
    for (const [index, site] of sites.entries()) {
      expect(await reached.nth(index).textContent()).toMatch(new RegExp(`^${site.name} at .+ \\(\\d+ min in\\)$`));
    }
    const still = await replay.getByTestId('replay-still').getAttribute('aria-label');
    expect(still).toContain('3 of 3 sites reached');
    for (const site of sites) expect(still).toContain(site.name);

    // The scrubber moves the time by keyboard and says the time and distance; Play moves it on by itself.
    const scrubber = replay.getByRole('slider', { name: REPLAY_TEXTS.scrubber });
    const time = async () => Number(await replay.getAttribute('data-replay-time'));
    expect(await time()).toBe(0);
    expect(await scrubber.getAttribute('aria-valuetext')).toMatch(/^0 min of \d+ min, 0\.00 (km|mi) walked$/);
    await scrubber.focus();
    await page.keyboard.press('End');
    await expect.poll(time).toBe(Number(await scrubber.getAttribute('max')));
    expect(await scrubber.getAttribute('aria-valuetext')).toMatch(/walked$/);
    expect(await scrubber.getAttribute('aria-valuetext')).not.toMatch(/ 0\.00 (km|mi) walked$/);
    await page.keyboard.press('Home');
    await expect.poll(time).toBe(0);
    await replay.getByTestId('replay-speed').selectOption(String(60));
    const end = Number(await scrubber.getAttribute('max'));
    await replay.getByRole('button', { name: REPLAY_TEXTS.play }).click();
    // Played to the end by itself, it stops there and offers Play again.
    await expect.poll(time).toBeGreaterThanOrEqual(end - 1);
    await replay.getByRole('button', { name: REPLAY_TEXTS.play }).waitFor();
    expect(Number(await scrubber.inputValue())).toBeGreaterThanOrEqual(end - 1);

    // The completed pilgrimage's page replays it too, once the replay is scrolled to.
    await page.goto(`/pilgrimage/${pilgrimageId}`);
    const onPage = page.getByTestId('journey-replay');
    await onPage.getByTestId('replay-site-reached').first().waitFor();
    expect(await onPage.getByTestId('replay-site-reached').count()).toBe(3);
    await onPage.scrollIntoViewIfNeeded();
    await onPage.locator('[data-testid="replay-map"] canvas.maplibregl-canvas').waitFor();
    // The replay's controls are reachable and large enough to touch, and axe finds nothing serious.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows no replay on a pilgrimage the member has not completed', async () => {
    const { context, page } = await e2e.openPhonePage();
    await skipOnboarding(context);
    await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
    const created = await page.request.post('/api/pilgrimages', {
      data: {
        name: 'Unwalked Stones Walk',
        description: 'A short walk between three neighbouring sacred places.',
        altarIds: sites.map((site) => site.id),
        distance: 2,
        estimatedDuration: '1 day',
        difficulty: 'easy',
        type: 'nature_walk',
        startingPoint: 'First stone',
        endingPoint: 'Third stone',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const other = (await created.json()) as { id: number; name: string };
    const answered = page.waitForResponse((response) =>
      Boolean(response.request().postData()?.includes('"operationName":"PilgrimageReplay"')),
    );
    await page.goto(`/pilgrimage/${other.id}`);
    await answered;
    await page.getByRole('heading', { name: other.name }).waitFor();
    expect(await page.getByTestId('journey-replay').count()).toBe(0);
    await context.close();
  });
});

import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALTAR_MESSAGES } from '@sacred/core/altars';
import { COMMUNITY_MESSAGES } from '@sacred/core/community';
import { PILGRIMAGE_MESSAGES } from '@sacred/core/pilgrimages';
import { RITUAL_MESSAGES } from '@sacred/core/rituals';
import { SETTINGS_MESSAGES } from '@sacred/core/settings';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { seriousViolations } from './axe';
import { describeInBrowser, useBrowserApp } from './harness';

/**
 * One walk through the whole product, as a guest and two members, in one phone-sized browser each.
 * Every step leaves a screenshot in artifacts/product-journey/ (CI keeps the folder).
 */
const ARTIFACTS = path.join(fileURLToPath(new URL('../../', import.meta.url)), 'artifacts', 'product-journey');

/** Three altars about 280 m apart up a quiet valley: the nearest spaces, linked by one short walk. */
const SPRING = { latitude: 44.26012, longitude: -72.57541 };
const CAIRN = { latitude: 44.26262, longitude: -72.57541 };
const OAK = { latitude: 44.26512, longitude: -72.57541 };

interface Walker {
  name: string;
  context: BrowserContext;
  page: Page;
  pageErrors: Error[];
}

describeInBrowser('one journey through the whole product', () => {
  beforeAll(async () => {
    await rm(ARTIFACTS, { recursive: true, force: true });
    await mkdir(ARTIFACTS, { recursive: true });
  });

  const e2e = useBrowserApp({ altarCount: 30 });
  let step = 0;

  const shot = async (walker: Walker, name: string) => {
    step += 1;
    const file = `${String(step).padStart(2, '0')}-${walker.name.toLowerCase()}-${name}.png`;
    await walker.page.screenshot({ path: path.join(ARTIFACTS, file), fullPage: true });
  };

  const open = async (name: string): Promise<Walker> => ({ name, ...(await e2e.openPhonePage()) });

  async function signUp(walker: Walker, firstName: string): Promise<{ id: number }> {
    const { page } = walker;
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Journey');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${firstName.toLowerCase()}.${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sacred123');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Sacred123');
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('checkbox', { name: /Eco-Conscious Guidelines/ }).check();
    await shot(walker, 'sign-up');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const onboarding = page.getByTestId('onboarding');
    await onboarding.getByText('Step 1 of 6').waitFor();
    await shot(walker, 'onboarding');
    for (let index = 0; index < 6; index++) {
      await onboarding.getByRole('button', { name: index === 5 ? 'Get Started' : 'Next', exact: true }).click();
    }
    await onboarding.getByRole('button', { name: 'Start Exploring' }).click();
    await onboarding.waitFor({ state: 'hidden' });
    const me = await page.request.post('/graphql', { data: { query: '{ me { id } }' } });
    return ((await me.json()) as { data: { me: { id: number } } }).data.me;
  }

  /**
   * Between two sites the walker loses the network: the map, the pilgrimage and the live page open
   * from the device, a journal entry waits in the outbox, and when the network returns the outbox
   * sends it (it is then on the server) before the walk goes on from the live page.
   */
  async function walkOffline(walker: Walker, pilgrimageId: number, journeyName: string) {
    const { page, context } = walker;
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
    const text = `No signal by the cairn, only wind ${Date.now()}`;
    const entriesOnServer = async () =>
      ((await (await page.request.get(`/api/users/${me.id}/journal-entries`)).json()) as Array<{ content: string }>)
        .map((entry) => entry.content)
        .filter((content) => content === text);

    await context.setOffline(true);
    try {
      await page.goto('/map');
      await page.getByTestId('offline-notice').waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: 30_000 })
        .toMatch(/^[1-9]\d* sacred spaces? on the map$/);
      expect(await page.getByText('Error loading altars').count()).toBe(0);
      await shot(walker, 'offline-map');
      await page.goto(`/pilgrimage/${pilgrimageId}`);
      await page.getByRole('heading', { name: journeyName, level: 1 }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Could not load this pilgrimage').count()).toBe(0);
      await page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(`${journeyName} · Live Navigation`);
      expect(await page.getByText('Could not load this journey').count()).toBe(0);
      await shot(walker, 'offline-live');

      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Offline' }).click();
      await page.getByRole('textbox', { name: 'Journal entry' }).fill(text);
      await page.getByRole('button', { name: 'Save Entry' }).click();
      await page.getByText('Saved on this device. It will be sent when you are back online.').first().waitFor();
      // Beside the live page's last position, which waits there too.
      await page.getByTestId('outbox-item').filter({ hasText: 'No signal by the cairn' }).waitFor();
      await shot(walker, 'offline-outbox');
      expect(await entriesOnServer()).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    // Back online: the outbox drains and the entry is on the server, once.
    await expect.poll(() => page.getByTestId('outbox-item').count(), { timeout: 30_000 }).toBe(0);
    expect(await entriesOnServer()).toEqual([text]);
    await page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
    await page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
  }

  it(
    'a guest looks around; two members create, review, journal, plan, download, walk partly offline, post and leave',
    { timeout: 420_000 },
    async () => {
      const guest = await open('Guest');
      const willow = await open('Willow');
      const rowan = await open('Rowan');
      try {
        // A guest browses the map and the pilgrimages without an account.
        await guest.page.goto('/guest');
        await guest.page.getByTestId('guest-banner').getByText('Sacred Guest Mode').waitFor();
        await expect
          .poll(() => guest.page.getByTestId('altar-count').textContent(), { timeout: 30_000 })
          .toMatch(/^[1-9]\d* sacred spaces? on the map$/);
        await shot(guest, 'map');
        await guest.page.goto('/guest/pilgrimages?view=browse');
        await guest.page.getByTestId('pilgrimage-card').first().waitFor();
        await shot(guest, 'pilgrimages');

        // Willow signs up and is onboarded.
        const willowUser = await signUp(willow, 'Willow');
        await willow.context.grantPermissions(['geolocation']);
        await willow.context.setGeolocation({ ...SPRING, accuracy: 5 });

        // She creates an altar with a photo at the spring.
        const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3d7a5a' } })
          .png()
          .toBuffer();
        await willow.page.goto(`/create-altar?name=${encodeURIComponent('Valley Spring Altar')}`);
        await willow.page
          .getByLabel('Choose photos')
          .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: photo });
        await willow.page.getByRole('button', { name: 'Remove photo 1' }).waitFor();
        await willow.page.getByRole('button', { name: 'Water Altar' }).click();
        await willow.page.getByLabel('Story or dedication').fill('Where the spring meets the moss.');
        await willow.page.getByLabel('Materials used').fill('Moss, river stones');
        await willow.page.getByRole('tab', { name: 'GPS' }).click();
        await willow.page.getByLabel('Latitude').fill(String(SPRING.latitude));
        await willow.page.getByLabel('Longitude').fill(String(SPRING.longitude));
        await willow.page.getByRole('button', { name: 'Set Location from Coordinates' }).click();
        await willow.page.getByTestId('selected-location').waitFor();
        await shot(willow, 'create-altar');
        await willow.page.getByRole('button', { name: 'Share This Beautiful Place' }).click();
        await willow.page.getByText(ALTAR_MESSAGES.createdTitle).waitFor();
        // Two more altars up the valley, through the API as an integrator would.
        const createAltar = async (name: string, altarType: string, place: typeof CAIRN) => {
          const response = await willow.page.request.post('/api/altars', {
            data: { name, altarType, ...place, photos: [`data:image/png;base64,${photo.toString('base64')}`] },
          });
          expect(response.status()).toBe(201);
          return ((await response.json()) as { id: number }).id;
        };
        const cairnId = await createAltar('Valley Cairn', 'Stone Circle', CAIRN);
        const oakId = await createAltar('Valley Oak Shrine', 'Tree Shrine', OAK);

        // She finds her altar nearby, reviews it, journals and records a ritual there.
        await willow.page.goto('/map');
        const toggle = willow.page.getByRole('button', { name: 'Sacred Spaces Within 10km' });
        await toggle.click();
        const springEntry = willow.page.getByTestId('nearby-entry').filter({ hasText: 'Valley Spring Altar' });
        await springEntry.waitFor();
        const springId = Number(await springEntry.getAttribute('data-altar-id'));
        await willow.page.goto(`/altar/${springId}`);
        await willow.page.getByRole('heading', { name: 'Valley Spring Altar' }).waitFor();
        await willow.page.getByText('Created by Willow Journey').waitFor();
        await willow.page.getByRole('button', { name: 'Write Review' }).click();
        const review = willow.page.getByRole('form', { name: 'Write a review' });
        await review.getByLabel('Title').fill('Clear water');
        await review.getByLabel('Your review').fill('Cold, clear and quiet at dawn.');
        await review.getByRole('button', { name: 'Publish Review' }).click();
        await willow.page.getByTestId('review').getByText('Cold, clear and quiet at dawn.').waitFor();
        await shot(willow, 'review');
        await willow.page.getByRole('tab', { name: 'Journal' }).click();
        await willow.page.getByRole('button', { name: 'New Journal Entry' }).click();
        const journal = willow.page.getByRole('form', { name: 'New journal entry' });
        await journal.getByLabel('What did you notice?').fill('A dipper bobbing on the stones.');
        await journal.getByRole('button', { name: 'Save Entry' }).click();
        await willow.page.getByTestId('journal-entry').getByText('A dipper bobbing on the stones.').waitFor();
        await shot(willow, 'journal');
        await willow.page.getByRole('button', { name: 'Begin Ritual' }).click();
        const ritual = willow.page.getByTestId('ritual-dialog');
        await ritual.getByLabel('Intention (optional)').fill('Gratitude');
        await ritual.getByRole('button', { name: 'Start Timer' }).click();
        await ritual.getByRole('timer').waitFor();
        await shot(willow, 'ritual');
        // She ends it early: recorded as such (a full ritual waits for its whole duration).
        await ritual.getByRole('button', { name: 'End Early' }).click();
        await willow.page.getByText(RITUAL_MESSAGES.endedEarlyBody).waitFor();

        // She selects both altars on the map and plans a pilgrimage from the selection.
        await willow.page.goto('/map');
        for (const altarId of [springId, cairnId, oakId]) {
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
          await willow.page.locator(`[data-testid="nearby-entry"][data-altar-id="${altarId}"]`).click();
          const popup = willow.page.getByTestId('altar-popup');
          await expect.poll(() => popup.getAttribute('data-altar-id')).toBe(String(altarId));
          await popup.getByRole('button', { name: 'Select for route' }).click();
          // The next altar is chosen only once this one shows as selected (a busy machine renders late).
          await popup.locator('button[aria-pressed="true"]', { hasText: 'Selected for route' }).waitFor();
        }
        const selection = willow.page.getByTestId('selection-panel');
        await expect.poll(() => selection.getByRole('status').textContent()).toBe('3 altar(s) selected');
        await shot(willow, 'map-selection');
        await selection.getByRole('button', { name: 'Create Route' }).click();
        await willow.page.getByRole('heading', { name: 'Create Sacred Journey' }).waitFor();
        await expect.poll(() => willow.page.getByTestId('selected-site').count(), { timeout: 15_000 }).toBe(3);
        const journeyName = `Valley Walk ${Date.now()}`;
        await willow.page.getByLabel('Journey name').fill(journeyName);
        await willow.page
          .getByRole('textbox', { name: 'Description' })
          .fill('From the spring past the cairn up to the oak.');
        await willow.page.getByLabel('Duration').fill('1 hour');
        await shot(willow, 'create-pilgrimage');
        await willow.page.getByRole('button', { name: PILGRIMAGE_MESSAGES.submit }).click();
        await willow.page.getByText(PILGRIMAGE_MESSAGES.createdTitle).waitFor();
        const created = await willow.page.request.get('/api/pilgrimages?limit=2000');
        const pilgrimage = ((await created.json()) as Array<{ id: number; name: string }>).find(
          (candidate) => candidate.name === journeyName,
        );
        if (!pilgrimage) throw new Error('The new pilgrimage is not listed');

        // At home, before the walk, Willow downloads her area and the pilgrimages (Settings -> Offline),
        // with the service worker in charge of the page so the app itself opens without network.
        await willow.page.goto('/settings');
        await willow.page.evaluate(async () => {
          const timeout = new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('the service worker did not activate in 30 s')), 30_000),
          );
          await Promise.race([navigator.serviceWorker.ready, timeout]);
        });
        await willow.page.reload();
        expect(await willow.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
          `${e2e.app.url}/sw.js`,
        );
        await willow.page.getByRole('tab', { name: 'Offline' }).click();
        await willow.page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
        for (const name of ['Download Sacred Spaces (50 km)', 'Download Pilgrimages']) {
          const button = willow.page.getByRole('button', { name });
          await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
          await button.click();
          await willow.page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 60_000 });
          await expect.poll(() => button.isEnabled(), { timeout: 60_000 }).toBe(true);
        }
        expect(Number(await willow.page.getByTestId('offline-sacred-spaces').textContent())).toBeGreaterThanOrEqual(3);
        expect(Number(await willow.page.getByTestId('offline-pilgrimages').textContent())).toBeGreaterThanOrEqual(1);
        await shot(willow, 'offline-downloads');

        // Rowan signs up; both begin the journey.
        await signUp(rowan, 'Rowan');
        await rowan.context.grantPermissions(['geolocation']);
        await rowan.context.setGeolocation({ ...SPRING, accuracy: 5 });
        for (const walker of [willow, rowan]) {
          await walker.page.goto(`/pilgrimage/${pilgrimage.id}`);
          await walker.page.getByRole('heading', { name: journeyName }).waitFor();
          await walker.page.getByRole('button', { name: PILGRIMAGE_MESSAGES.begin }).click();
          await walker.page.waitForURL(/\/pilgrimage\/active\?id=\d+$/);
          await walker.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
          await walker.page.getByTestId('current-location').getByText(SPRING.latitude.toFixed(6)).waitFor();
        }
        await rowan.page.getByTestId('fellow-pilgrim').filter({ hasText: 'Willow' }).waitFor();
        await shot(rowan, 'journey-begun');

        // They walk it together: a chat message arrives live, and Willow's checkpoints carry her to the end.
        for (const walker of [willow, rowan]) await walker.page.getByRole('tab', { name: 'Chat' }).click();
        await willow.page.getByLabel('Message', { exact: true }).fill('The spring is singing today');
        await willow.page.getByRole('button', { name: 'Send' }).click();
        await rowan.page.getByTestId('chat-message').filter({ hasText: 'The spring is singing today' }).waitFor();
        await shot(rowan, 'journey-chat');
        expect(await seriousViolations(rowan.page)).toEqual([]);
        const checkpoint = willow.page.getByRole('button', { name: LIVE_TEXTS.checkpoint, exact: true });
        const progress = willow.page.getByTestId('journey-progress');
        for (const [index, place] of [SPRING, CAIRN, OAK].entries()) {
          if (index === 1) await walkOffline(willow, pilgrimage.id, journeyName);
          if (index > 0) {
            await willow.context.setGeolocation({ ...place, accuracy: 5 });
            await willow.page.getByTestId('current-location').getByText(place.latitude.toFixed(6)).waitFor();
          }
          await expect.poll(() => checkpoint.isEnabled(), { timeout: 15_000 }).toBe(true);
          await checkpoint.click();
          await expect
            .poll(() => progress.textContent(), { timeout: 15_000 })
            .toBe(`${Math.round(((index + 1) / 3) * 100)}%`);
        }
        await willow.page.getByTestId('journey-complete').waitFor();
        // The journey's end: its summary, every site reached.
        const summary = willow.page.getByTestId('journey-summary');
        await expect.poll(() => summary.getByTestId('summary-sites').textContent(), { timeout: 15_000 }).toBe('3 of 3');
        expect(await summary.getByTestId('summary-distance').textContent()).toMatch(/^\d+\.\d\d km$/);
        await shot(willow, 'journey-complete');
        expect(await seriousViolations(willow.page)).toEqual([]);

        // Rowan shares the walk in the feed; Willow likes it.
        await rowan.page.goto('/feed');
        await rowan.page.getByRole('button', { name: 'Share Your Journey' }).click();
        const dialog = rowan.page.getByRole('dialog', { name: 'Share Your Journey' });
        await dialog.getByLabel('Your post').fill('Walked the valley with Willow #valleywalk');
        await dialog.getByRole('button', { name: 'Share', exact: true }).click();
        await rowan.page.getByText(COMMUNITY_MESSAGES.sharedTitle).waitFor();
        await shot(rowan, 'feed-post');
        await willow.page.goto('/feed');
        const post = willow.page.getByTestId('post-card').filter({ hasText: 'Walked the valley with Willow' });
        await post.getByRole('button', { name: /^Like/ }).click();
        await post.getByRole('button', { name: 'Like, 1 like', exact: true, pressed: true }).waitFor();
        await shot(willow, 'feed-like');

        // Willow switches to imperial units, exports her data and deletes her account.
        await willow.page.goto('/settings');
        await willow.page.getByRole('tab', { name: 'Preferences' }).click();
        await willow.page.getByLabel('Units').selectOption('imperial');
        await willow.page.getByText(SETTINGS_MESSAGES.updatedDescription).waitFor();
        await shot(willow, 'settings');
        await willow.page.getByRole('tab', { name: 'Account' }).click();
        const [download] = await Promise.all([
          willow.page.waitForEvent('download'),
          willow.page.getByRole('button', { name: 'Export My Data' }).click(),
        ]);
        const exported = JSON.parse(await streamText(await download.createReadStream())) as Record<string, unknown>;
        expect(JSON.stringify(exported)).toContain('A dipper bobbing on the stones.');
        await willow.page.getByRole('button', { name: 'Delete Account' }).click();
        await willow.page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete Account' }).click();
        await willow.page.waitForURL((url) => url.pathname === '/login');
        await shot(willow, 'deleted');
        const gone = await rowan.page.request.get(`/api/users/${willowUser.id}/profile`);
        expect(gone.status()).toBe(404);

        // What others rely on stays: the guest still finds the altar, under a placeholder name.
        await guest.page.goto(`/guest/altar/${springId}`);
        await guest.page.getByRole('heading', { name: 'Valley Spring Altar' }).waitFor();
        await guest.page.getByText('Cold, clear and quiet at dawn.').waitFor();
        await shot(guest, 'altar-after-deletion');
        // Willow's like left with her account: Rowan's post counts what remains.
        const feed = (await (await rowan.page.request.get('/api/posts')).json()) as Array<{
          content: string;
          likesCount: number;
        }>;
        expect(feed.find((p) => p.content.startsWith('Walked the valley with Willow'))?.likesCount).toBe(0);
        for (const walker of [guest, willow, rowan])
          expect(walker.pageErrors.map((error) => error.message)).toEqual([]);
      } finally {
        await Promise.all([guest, willow, rowan].map((walker) => walker.context.close()));
      }
    },
  );
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

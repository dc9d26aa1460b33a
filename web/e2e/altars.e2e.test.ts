import { ALTAR_MESSAGES } from '@sacred/core/altars';
import { JOURNAL_MESSAGES } from '@sacred/core/journal';
import { MESSAGES } from '@sacred/core/messages';
import { RITUAL_MESSAGES } from '@sacred/core/rituals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const NAME = 'Heron Stillwater Altar';
/** Set E2E_SCREENSHOTS=some/dir to keep phone screenshots of each screen for a visual check. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describeInBrowser('altars: create, detail, reviews, journal and rituals', () => {
  const e2e = useBrowserApp({ altarCount: 10 });

  it('creates an altar by GPS with a photo, then reviews it, journals at it and records a ritual', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);

      // Create: the name comes from the query string; a photo is uploaded at once.
      await page.goto(`/create-altar?name=${encodeURIComponent(NAME)}`);
      await page.getByRole('heading', { name: 'Create Beautiful Altar' }).waitFor();
      expect(await page.getByLabel('Altar name').inputValue()).toBe(NAME);
      const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f6b46' } })
        .png()
        .toBuffer();
      await page.getByLabel('Choose photos').setInputFiles({ name: 'heron.png', mimeType: 'image/png', buffer: photo });
      await page.getByRole('button', { name: 'Remove photo 1' }).waitFor();
      const share = page.getByRole('button', { name: 'Share This Beautiful Place' });
      await share.waitFor();

      // Submitting early shows the create rules' messages.
      await share.click();
      await page.getByText(ALTAR_MESSAGES.typeRequired).waitFor();
      await page.getByText(ALTAR_MESSAGES.locationRequired).waitFor();

      await page.getByRole('button', { name: 'Other', exact: true }).click();
      await share.click();
      await page.getByText(ALTAR_MESSAGES.customTypeRequired).waitFor();
      await page.getByRole('button', { name: 'Water Altar' }).click();
      await page.getByLabel('Story or dedication').fill('For the heron who fishes here at dawn.');
      await page.getByLabel('Materials used').fill('River stones, reeds');
      await page.getByLabel('Tags (separated by commas)').fill('heron, dawn');

      // The Map tab comes first (the offline basemap); then the location by GPS, both messages first.
      await page.locator('.maplibregl-canvas').waitFor();
      await shot(page, 'create-altar-map');
      await page.getByRole('tab', { name: 'GPS' }).click();
      await page.getByLabel('Latitude').fill('north');
      await page.getByLabel('Longitude').fill('-104.99');
      await page.getByRole('button', { name: 'Set Location from Coordinates' }).click();
      await page.getByText(MESSAGES.invalidCoordinates, { exact: true }).waitFor();
      await page.getByLabel('Latitude').fill('95');
      await page.getByRole('button', { name: 'Set Location from Coordinates' }).click();
      await page.getByText(MESSAGES.invalidCoordinateRanges).waitFor();
      await page.getByLabel('Latitude').fill('39.7392358');
      await page.getByLabel('Longitude').fill('-104.990251');
      await page.getByRole('button', { name: 'Set Location from Coordinates' }).click();
      const selected = page.getByTestId('selected-location');
      await selected.getByText('39.739236, -104.990251').waitFor();
      await selected.getByText(/^Near /).waitFor();
      await expect.poll(() => page.getByText(ALTAR_MESSAGES.locationRequired).count()).toBe(0);
      await shot(page, 'create-altar');

      await share.click();
      await page.getByText(ALTAR_MESSAGES.createdTitle).waitFor();
      await page.waitForURL((url) => url.pathname === '/');

      const { altars } = await graphqlRequest<{ altars: Array<{ id: number; photos: string[] }> }>(
        e2e.app.url,
        `{ altars(limit: 5, filter: { q: "${NAME}" }) { id photos } }`,
      );
      expect(altars).toHaveLength(1);
      const altar = altars[0] as { id: number; photos: string[] };
      expect(altar.photos[0]).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);

      // Detail: the photo, the creator's name, the story, tags and materials.
      await page.goto(`/altar/${altar.id}`);
      await page.getByRole('heading', { name: NAME }).waitFor();
      await page.getByText('Created by Maya Thompson').waitFor();
      await page.getByText('For the heron who fishes here at dawn.').waitFor();
      await page.getByText('#heron').waitFor();
      await page.getByRole('heading', { name: 'Eco-Conscious Creation' }).waitFor();
      const hero = page.getByRole('img', { name: `${NAME}, photo 1 of 1` });
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
      await shot(page, 'altar-detail');

      // A review: blank text cannot be published; the rating defaults to 5, here 4.
      await page.getByText('No reviews yet. Be the first to share your experience!').waitFor();
      await page.getByRole('button', { name: 'Write Review' }).click();
      const form = page.getByRole('form', { name: 'Write a review' });
      await form.getByLabel('Your review').fill('   ');
      expect(await form.getByRole('button', { name: 'Publish Review' }).isDisabled()).toBe(true);
      expect(await form.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true');
      await form.getByRole('radio', { name: '4 stars' }).click();
      await form.getByLabel('Title').fill('Still water');
      await form.getByLabel('Your review').fill('The heron came back while I sat.');
      await form.getByRole('button', { name: 'Publish Review' }).click();
      await page.getByTestId('review').getByText('The heron came back while I sat.').waitFor();
      expect(await page.getByTestId('review-average').textContent()).toBe('4.0');
      await shot(page, 'altar-reviews');

      // A journal entry: private, and no mood, weather or temperature until the member gives one (the
      // demo member is metric: asked in °C). Then deleted after confirmation.
      await page.getByRole('tab', { name: 'Journal' }).click();
      await page.getByText(JOURNAL_MESSAGES.empty).waitFor();
      await page.getByRole('button', { name: 'New Journal Entry' }).click();
      const journal = page.getByRole('form', { name: 'New journal entry' });
      expect(await journal.getByLabel('Mood').inputValue()).toBe('');
      expect(await journal.getByLabel('Weather').inputValue()).toBe('');
      expect(await journal.getByLabel('Temperature (°C)').inputValue()).toBe('');
      expect(await journal.getByLabel('Private entry').isChecked()).toBe(true);
      await journal.getByLabel('What did you notice?').fill('Mist on the water, then sun.');
      await journal.getByRole('button', { name: 'Save Entry' }).click();
      const entry = page.getByTestId('journal-entry');
      await entry.getByText('Mist on the water, then sun.').waitFor();
      expect(await entry.textContent()).not.toMatch(/Peaceful|Sunny|°/);
      expect(
        await e2e.app
          .knex('journal_entries')
          .where({ content: 'Mist on the water, then sun.' })
          .first('mood', 'weather', 'temperature'),
      ).toEqual({ mood: null, weather: null, temperature: null });
      await shot(page, 'altar-journal');
      await entry.getByRole('button', { name: /^Delete/ }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText(JOURNAL_MESSAGES.empty).waitFor();

      // A ritual from 641 m away is recorded as a ritual from afar, not a visit; ending early is said so.
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 39.7392358 + 0.005765, longitude: -104.990251, accuracy: 10 });
      await page.clock.install();
      await page.getByRole('button', { name: 'Begin Ritual' }).click();
      const ritual = page.getByTestId('ritual-dialog');
      expect(await ritual.getByRole('button', { name: '3 min' }).getAttribute('aria-pressed')).toBe('true');
      await ritual.getByRole('button', { name: 'Start Timer' }).click();
      await ritual.getByRole('button', { name: 'End Early' }).waitFor();
      // No completion before the duration: only an early end is offered.
      expect(await ritual.getByRole('button', { name: 'Complete Ritual' }).count()).toBe(0);
      await page.clock.fastForward('00:03');
      await ritual.getByRole('button', { name: 'End Early' }).click();
      await page.getByText(RITUAL_MESSAGES.fromAfarBody).waitFor();
      await page.getByText('0 visits', { exact: true }).waitFor();

      // A ritual of 5 minutes at the altar runs its full time and counts as a visit.
      await context.setGeolocation({ latitude: 39.7392358, longitude: -104.990251, accuracy: 10 });
      await page.getByRole('button', { name: 'Begin Ritual' }).click();
      await ritual.getByRole('button', { name: '5 min' }).click();
      await ritual.getByLabel('Intention (optional)').fill('Patience');
      await ritual.getByRole('button', { name: 'Start Timer' }).click();
      await page.clock.fastForward('00:10');
      await ritual
        .getByRole('timer')
        .getByText(/^4:5\d$/)
        .waitFor();
      await shot(page, 'altar-ritual');
      await page.clock.fastForward('04:55');
      await ritual.getByRole('timer').getByText('Complete').waitFor();
      await ritual.getByRole('button', { name: 'Complete Ritual' }).click();
      await page.getByText(RITUAL_MESSAGES.completedBody).waitFor();
      await page.getByText('1 visit', { exact: true }).waitFor();

      // The Weather tab is there too; a guest sees the page with a sign-in prompt for the journal.
      await page.getByRole('tab', { name: 'Weather' }).click();
      await page.getByTestId('weather-tab').waitFor();
      await page.goto(`/guest/altar/${altar.id}`);
      await page.getByRole('heading', { name: NAME }).waitFor();
      expect(await page.getByRole('button', { name: 'Write Review' }).count()).toBe(0);
      await page.getByRole('tab', { name: 'Journal' }).click();
      await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();

      await page.goto('/altar/987654');
      await page.getByRole('heading', { name: MESSAGES.altarNotFound }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

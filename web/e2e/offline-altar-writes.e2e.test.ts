/**
 * Writing at the sacred place with no signal: a journal entry and a review on the altar page, and a
 * Trail Journal entry in Settings → Offline, are kept on the device, say so calmly, and arrive once
 * after reconnecting with their altar and title. In the light theme an error toast stays readable.
 */
import { OFFLINE_MESSAGES } from '@sacred/core/offline';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** WCAG contrast ratio between two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r = 0, g = 0, bl = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
    const linear = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describeInBrowser('writes made offline at a sacred place', () => {
  const e2e = useBrowserApp({ altarCount: 20 });

  async function member(altar: SeededAltar, theme: 'dark' | 'light' = 'dark') {
    const opened = await e2e.openPhonePage();
    await opened.context.grantPermissions(['geolocation']);
    await opened.context.setGeolocation({ latitude: altar.latitude, longitude: altar.longitude });
    await skipOnboarding(opened.context);
    await opened.context.addInitScript((choice) => window.localStorage.setItem('sacred-theme', choice), theme);
    await signInAs(opened.page, DEMO_EMAIL, DEMO_PASSWORD);
    return opened;
  }

  /** The service worker controls the page and the sacred spaces around were downloaded. */
  async function downloadAtHome(page: Page) {
    await page.goto('/settings');
    await page.evaluate(async () => {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the service worker did not activate in 30 s')), 30_000),
      );
      await Promise.race([navigator.serviceWorker.ready, timeout]);
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Offline' }).click();
    await page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
    const download = page.getByRole('button', { name: 'Download Sacred Spaces (50 km)' });
    await expect.poll(() => download.isEnabled(), { timeout: 15_000 }).toBe(true);
    await download.click();
    await page.getByRole('progressbar').waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 60_000 });
  }

  const firstAltar = async () =>
    (
      await graphqlRequest<{ altars: SeededAltar[] }>(
        e2e.app.url,
        '{ altars(limit: 1) { id name latitude longitude } }',
      )
    ).altars[0] as SeededAltar;
  const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).first();

  it('keeps a journal entry and a review written offline on the altar page and sends each once', async () => {
    const altar = await firstAltar();
    const { page, context, pageErrors } = await member(altar);
    const stamp = Date.now();
    const entryTitle = `Frost at dawn ${stamp}`;
    const entryText = `The stones were white with frost ${stamp}`;
    const reviewText = `Quiet, even with the wind ${stamp}`;
    try {
      await downloadAtHome(page);
      await context.setOffline(true);
      await page.goto(`/altar/${altar.id}`);
      await page.getByRole('heading', { name: altar.name, level: 1 }).waitFor({ timeout: 15_000 });

      await page.getByRole('tab', { name: 'Journal' }).click();
      await page.getByRole('button', { name: 'New Journal Entry' }).first().click();
      const journalForm = page.getByRole('form', { name: 'New journal entry' });
      await journalForm.getByLabel('Title').fill(entryTitle);
      await journalForm.getByLabel('What did you notice?').fill(entryText);
      await journalForm.getByRole('button', { name: 'Save Entry' }).click();
      await toast(page, OFFLINE_MESSAGES.savedOnDeviceTitle).getByText(OFFLINE_MESSAGES.savedOnDevice).waitFor();
      const waitingEntry = page.getByTestId('journal-entry-waiting').filter({ hasText: entryText });
      await waitingEntry.getByText(OFFLINE_MESSAGES.savedOnDevice).waitFor();
      expect(await page.getByText('Failed to save the entry').count()).toBe(0);

      await page.getByRole('tab', { name: 'Reviews' }).click();
      await page.getByRole('button', { name: 'Write Review' }).first().click();
      const reviewForm = page.getByRole('form', { name: 'Write a review' });
      await reviewForm.getByRole('radio', { name: '4 stars' }).click();
      await reviewForm.getByLabel('Title').fill('Windy ridge');
      await reviewForm.getByLabel('Your review').fill(reviewText);
      await reviewForm.getByRole('button', { name: 'Publish Review' }).click();
      await page.getByTestId('review-waiting').filter({ hasText: reviewText }).waitFor();
      expect(await page.getByText('Failed to publish review').count()).toBe(0);

      // Both wait in the outbox, each under its own key.
      const kept = await page.evaluate(
        () =>
          new Promise<Array<{ id: string; kind: string }>>((resolve, reject) => {
            const open = indexedDB.open('sacred-spaces-offline');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const request = open.result.transaction('outbox').objectStore('outbox').getAll();
              request.onsuccess = () => resolve(request.result as Array<{ id: string; kind: string }>);
            };
          }),
      );
      expect(kept.map((item) => item.kind).sort()).toEqual(['journal', 'review']);
      expect(new Set(kept.map((item) => item.id)).size).toBe(2);
      const me = (await e2e.app.knex('users').where({ email: DEMO_EMAIL }).first('id')) as { id: number };
      expect(await e2e.app.knex('journal_entries').where({ content: entryText })).toHaveLength(0);

      await context.setOffline(false);
      await page.getByTestId('review-waiting').waitFor({ state: 'detached', timeout: 45_000 });
      await page.getByTestId('review').filter({ hasText: reviewText }).waitFor();
      // Another flush sends nothing twice.
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.waitForTimeout(500);
      const entries = (await e2e.app.knex('journal_entries').where({ content: entryText })) as Array<{
        altar_id: number;
        title: string;
        user_id: number;
      }>;
      expect(entries.map(({ altar_id, title, user_id }) => ({ altar_id, title, user_id }))).toEqual([
        { altar_id: altar.id, title: entryTitle, user_id: me.id },
      ]);
      const reviews = (await e2e.app.knex('altar_reviews').where({ altar_id: altar.id, user_id: me.id })) as Array<{
        review: string;
        rating: number;
        title: string;
      }>;
      expect(reviews.map(({ review, rating, title }) => ({ review, rating, title }))).toEqual([
        { review: reviewText, rating: 4, title: 'Windy ridge' },
      ]);
      await page.getByRole('tab', { name: 'Journal' }).click();
      await page.getByTestId('journal-entry').filter({ hasText: entryText }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it('keeps the Trail Journal entry’s sacred space and title, and shows an error toast readably in light', async () => {
    const altar = await firstAltar();
    const { page, context } = await member(altar, 'light');
    const text = `Wind in the pines ${Date.now()}`;
    try {
      await downloadAtHome(page);
      await context.setOffline(true);
      await page.getByLabel('Title', { exact: true }).fill('Pine ridge');
      await page.getByLabel('Sacred space').selectOption(String(altar.id));
      await page.getByRole('textbox', { name: 'Journal entry' }).fill(text);
      await page.getByRole('button', { name: 'Save Entry' }).click();
      await page.getByText(OFFLINE_MESSAGES.savedOnDevice).first().waitFor();
      await context.setOffline(false);
      await page.getByTestId('outbox-item').waitFor({ state: 'detached', timeout: 45_000 });
      const entries = (await e2e.app.knex('journal_entries').where({ content: text })) as Array<{
        altar_id: number;
        title: string;
      }>;
      expect(entries.map(({ altar_id, title }) => ({ altar_id, title }))).toEqual([
        { altar_id: altar.id, title: 'Pine ridge' },
      ]);

      // A refusal on the altar page, in the light theme: the error toast reads at WCAG AA.
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('"operationName":"AddJournalEntry"')) {
          await route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'Refused', extensions: { code: 'BAD_USER_INPUT' } }] }),
          });
          return;
        }
        await route.continue();
      });
      await page.goto(`/altar/${altar.id}`);
      await page.getByRole('tab', { name: 'Journal' }).click();
      await page.getByRole('button', { name: 'New Journal Entry' }).first().click();
      const journalForm = page.getByRole('form', { name: 'New journal entry' });
      await journalForm.getByLabel('What did you notice?').fill('A refused entry');
      await journalForm.getByRole('button', { name: 'Save Entry' }).click();
      const error = toast(page, 'Error');
      await error.waitFor();
      const colours = await error.evaluate((node) => {
        const style = (element: Element) => getComputedStyle(element);
        const paragraphs = [...node.querySelectorAll('p')];
        return {
          background: style(node).backgroundColor,
          texts: paragraphs.map((p) => style(p).color),
        };
      });
      expect(colours.texts.length).toBeGreaterThanOrEqual(2);
      for (const text of colours.texts) expect(contrast(text, colours.background)).toBeGreaterThanOrEqual(4.5);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});

import { notAWalkReason, WALK_SPEED_LIMIT_KMH } from '@sacred/core/journeyPace';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { buildAltar } from '../../api/test/factories';
import { LIVE_TEXTS, SUMMARY_TEXTS } from '../src/features/journeys/journeyView';
import { describeInBrowser, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const START = { latitude: 46.2, longitude: 7.3 };
// One minute apart, 0.01° of latitude (about 1.11 km) each: 67 km/h, or at a walk's 5 km/h 13 minutes apart.
const STEP_DEGREES = 0.01;

describeInBrowser("the end-of-journey summary's walk check", () => {
  const e2e = useBrowserApp({ altarCount: 5 });

  /** A journey begun and walked (in fact moved) over three steps `minutesPerStep` apart, then ended on the page. */
  async function endedJourney(page: Page, name: string, minutesPerStep: number) {
    const site = await buildAltar(e2e.app.knex, {
      name: `${name} stone`,
      latitude: START.latitude + 5 * STEP_DEGREES,
      longitude: START.longitude,
    });
    const created = await page.request.post('/api/pilgrimages', {
      data: {
        name,
        description: 'Along the valley floor to the stone.',
        altarIds: [site.id],
        estimatedDuration: '2 hours',
        startingPoint: 'Valley floor',
        endingPoint: 'The stone',
        startingLatitude: START.latitude,
        startingLongitude: START.longitude,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const pilgrimageId = ((await created.json()) as { id: number }).id;
    const begun = Date.now() - 3 * minutesPerStep * 60_000 - 60_000;
    const started = await page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, {
      data: { ...START, startedAt: new Date(begun).toISOString() },
    });
    expect(started.status()).toBe(200);
    const journeyId = ((await started.json()) as { id: number }).id;
    const fixes = [1, 2, 3].map((step) => ({
      latitude: START.latitude + step * STEP_DEGREES,
      longitude: START.longitude,
      recordedAt: new Date(begun + step * minutesPerStep * 60_000).toISOString(),
    }));
    const sent = await page.request.post(`/api/active-pilgrimages/${journeyId}/fixes`, { data: { fixes } });
    expect(sent.status()).toBe(200);

    // The page's own GPS finds the walker where the track ended: it adds no stretch of its own.
    const end = fixes[2]!;
    await page.context().setGeolocation({ latitude: end.latitude, longitude: end.longitude, accuracy: 5 });
    await page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
    await page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
    await page.getByRole('button', { name: LIVE_TEXTS.endJourney }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: LIVE_TEXTS.endJourney }).click();
    const summary = page.getByTestId('journey-summary');
    await summary.getByRole('heading', { name: 'Journey Ended' }).waitFor();
    return summary;
  }

  it('flags a track faster than anyone walks as not a walk, and offers no share of it', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ ...START, accuracy: 5 });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);

      const driven = await endedJourney(page, 'Down the Valley by Car', 1);
      const flag = driven.getByTestId('summary-not-a-walk');
      await flag.waitFor();
      const text = (await flag.textContent()) ?? '';
      const shown = Number(/moved at (\d+) km\/h/.exec(text)?.[1]);
      expect(shown).toBeGreaterThan(WALK_SPEED_LIMIT_KMH);
      expect(text).toBe(notAWalkReason(shown));
      expect(await driven.getByRole('button', { name: SUMMARY_TEXTS.share }).count()).toBe(0);

      // The same way at a walk's pace is a walk: no flag, and it may be shared.
      const walked = await endedJourney(page, 'Down the Valley on Foot', 13);
      await walked.getByRole('button', { name: SUMMARY_TEXTS.share }).waitFor();
      expect(await walked.getByTestId('summary-not-a-walk').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * The live journey page and walk safe in German and Spanish: a member who chose Deutsch begins a journey and
 * reads the page, its distances (`0,47 km`) and the walk-safe card in German; the people at home open the
 * share link as guests whose browser speaks Spanish and read it in Spanish, with distances in km and miles
 * formatted for Spain (`0,5 km (0,3 mi)`); a guest in English reads the spec's words, unchanged.
 */
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { displayIn } from './languages';
import { skipOnboarding } from './onboarding';

const P0 = { latitude: 36.11, longitude: -112.11 };
const P1 = { latitude: 36.1134, longitude: -112.1077 };

describeInBrowser('journeys and walk safe in Spanish and German', () => {
  const e2e = useBrowserApp({ altarCount: 12 });
  let pilgrimageId: number;

  beforeAll(async () => {
    const found = await graphqlRequest<{ pilgrimages: Array<{ id: number }> }>(
      e2e.app.url,
      '{ pilgrimages(limit: 1) { id } }',
    );
    pilgrimageId = found.pilgrimages[0]!.id;
  });

  const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).first();

  it('a member in German walks with the live page and the walk-safe card; the people at home read Spanish', async () => {
    const walker = await e2e.openPhonePage();
    await displayIn(walker.context, 'de');
    await skipOnboarding(walker.context);
    await walker.context.grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
    await walker.context.setGeolocation({ ...P0, accuracy: 8 });
    await signInAs(walker.page, DEMO_EMAIL, DEMO_PASSWORD);
    // Deutsch, kilometres, and a shared position, as Settings would save them.
    const me = (await (await walker.page.request.get('/api/auth/user')).json()) as { id: number };
    const saved = await walker.page.request.patch(`/api/users/${me.id}/settings`, {
      data: {
        ...DEFAULT_SETTINGS,
        privacy: { ...DEFAULT_SETTINGS.privacy, locationSharing: true },
        preferences: { ...DEFAULT_SETTINGS.preferences, language: 'de', units: 'metric' },
      },
    });
    expect(saved.status()).toBe(200);

    const page = walker.page;
    await page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
    await page.getByRole('heading', { name: 'Live-Navigation', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Bereit zum Aufbruch?' }).waitFor();
    await page.getByRole('button', { name: 'Heilige Wanderung beginnen' }).first().click();
    await toast(page, 'Heilige Wanderung begonnen').waitFor();
    expect(await page.title()).toMatch(/ · Live-Navigation · Sacred Spaces$/);

    // The live panel: German labels, distances in German digits.
    await page.getByRole('heading', { name: 'Live-Verfolgung' }).waitFor();
    await page.getByText('Zurückgelegte Strecke', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('distance-traveled').textContent()).toBe('0,00 km');
    await page.getByRole('button', { name: 'Verfolgung pausieren' }).waitFor();
    await page.getByRole('tab', { name: 'Navigation' }).waitFor();
    await page.getByRole('button', { name: 'Wanderung beenden' }).waitFor();
    // The walker moves about half a kilometre: the distance reads "0,47 km", never "0.47 km".
    await walker.context.setGeolocation({ ...P1, accuracy: 8 });
    await expect
      .poll(() => page.getByTestId('distance-traveled').textContent(), { timeout: 15_000 })
      .toMatch(/^0,[1-9]\d km$/);

    // The walk-safe card, in German: what an alert reveals is said before the watch is on.
    const card = page.getByTestId('walk-safe');
    await card.getByRole('heading', { name: 'Sicher unterwegs' }).waitFor();
    await card.getByText(/^Wenn du nicht zurück bist und nicht verlängert hast/).waitFor();
    expect(await card.getByText(WALK_SAFE_TEXTS.alertDisclosure).count()).toBe(0);
    await card.getByRole('button', { name: 'Zurück bis' }).waitFor();
    await card.getByRole('button', { name: 'Meine Wanderung teilen' }).click();
    const url = await card.getByTestId('walk-share-url').inputValue();
    expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    await card.getByText(/^Erstellt \d\d:\d\d · 0 Aufrufe$/).waitFor();

    // "Expected back by" in German: the dialog's labels and a rule's message from core, translated.
    await card.getByRole('button', { name: 'Zurück bis' }).click();
    const dialog = page.getByTestId('expected-back-dialog');
    await dialog.getByLabel('Ich bin zurück bis').fill('2020-01-01T08:00');
    await dialog.getByRole('button', { name: 'Aufpassen starten' }).click();
    await dialog.getByText('Wähle eine Zeit in der Zukunft').waitFor();
    expect(await dialog.getByText(WALK_SAFE_TEXTS.expectedInPast).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    // The people at home: a guest whose browser chose Spanish.
    const family = await e2e.openPhonePage();
    await displayIn(family.context, 'es');
    await family.page.goto(new URL(url).pathname);
    const share = family.page.getByTestId('share-page');
    await share.getByRole('heading', { name: /^Maya en / }).waitFor();
    await share
      .getByTestId('share-status')
      .getByText(/^En directo · actualizado/)
      .waitFor();
    await share.getByText('Recorrido', { exact: true }).waitFor();
    await share.getByText('Última posición conocida', { exact: true }).waitFor();
    await share.getByText(/^Solo las personas con este enlace pueden ver esta página\./).waitFor();
    await expect.poll(() => share.getByTestId('share-walked').textContent()).toMatch(/^0,\d km \(0,\d mi\)$/);
    expect(await family.page.title()).toMatch(/^El recorrido de Maya · /);

    // A guest in English reads the spec's words, with English digits.
    const guest = await e2e.openPhonePage();
    await guest.page.goto(new URL(url).pathname);
    const english = guest.page.getByTestId('share-page');
    await english.getByRole('heading', { name: /^Maya on / }).waitFor();
    await english.getByText('Walked', { exact: true }).waitFor();
    await expect.poll(() => english.getByTestId('share-walked').textContent()).toMatch(/^0\.\d km \(0\.\d mi\)$/);
    await english
      .getByText(
        'Only people with this link can see this page. Opening it is counted; nothing else about you is recorded.',
      )
      .waitFor();

    // A link the walker turns off: the Spanish page says so in Spanish, from the API's English message.
    await card.getByRole('button', { name: /^Den Link vom .* ausschalten$/ }).click();
    await toast(page, 'Link ausgeschaltet').waitFor();
    await family.page.reload();
    await share.getByText('Este recorrido no se comparte').waitFor();
    await share.getByText('Este enlace del recorrido ha caducado o se ha desactivado.').waitFor();

    expect(walker.pageErrors).toEqual([]);
    expect(family.pageErrors).toEqual([]);
    await Promise.all([walker.context.close(), family.context.close(), guest.context.close()]);
  });
});

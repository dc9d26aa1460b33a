import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { displayIn, saveMemberLanguage } from './languages';
import { skipOnboarding } from './onboarding';

/** What the altar, create-altar and feed screens must say in each language (written out, not read from the app). */
const EXPECTED = {
  de: {
    createdBy: 'Erstellt von',
    away: /^1,5 km entfernt$/,
    tabs: ['Bewertungen', 'Tagebuch', 'Wetter'],
    location: 'Ort',
    signInToRitual: 'Anmelden, um ein Ritual zu beginnen',
    reviewsEmptyOrCount: /Noch keine Bewertungen|\d+ Bewertung(en)?/,
    types: { 'Stone Circle': 'Steinkreis', 'Water Altar': 'Wasseraltar', 'Tree Shrine': 'Baumschrein' } as Record<
      string,
      string
    >,
    createTitle: 'Schönen Altar erstellen',
    altarName: 'Name des Altars',
    share: 'Diesen schönen Ort teilen',
    typeRequired: 'Bitte wähle eine Altarart.',
    locationRequired: 'Bitte wähle einen Ort für deinen Altar.',
    photosRequired: 'Bitte füge mindestens ein Foto hinzu.',
    nameRequired: 'Pflichtfeld',
    stoneCircle: 'Steinkreis',
    feedTitle: 'Heilige Community',
    allPosts: 'Alle Beiträge',
    guidelines: 'Heilige Leitlinien',
    activeUsers: 'Aktive Mitglieder',
    shareOpen: 'Teile deine Reise',
    yourPost: 'Dein Beitrag',
    shareButton: 'Teilen',
    shared: 'Mit der Community geteilt',
    justNow: 'Gerade eben',
    badges: 'Heilige Abzeichen',
    myAltars: 'Meine Altäre',
    ecoGuardian: 'Naturwacht',
    editProfile: 'Profil bearbeiten',
  },
  es: {
    createdBy: 'Creado por',
    away: /^a 1,5 km$/,
    tabs: ['Reseñas', 'Diario', 'Tiempo'],
    location: 'Ubicación',
    signInToRitual: 'Inicia sesión para comenzar un ritual',
    reviewsEmptyOrCount: /Aún no hay reseñas|\d+ reseñas?/,
    types: {
      'Stone Circle': 'Círculo de piedras',
      'Water Altar': 'Altar de agua',
      'Tree Shrine': 'Santuario de árbol',
    } as Record<string, string>,
    createTitle: 'Crear un altar hermoso',
    altarName: 'Nombre del altar',
    share: 'Compartir este lugar hermoso',
    typeRequired: 'Elige un tipo de altar.',
    locationRequired: 'Elige una ubicación para tu altar.',
    photosRequired: 'Añade al menos una foto.',
    nameRequired: 'Obligatorio',
    stoneCircle: 'Círculo de piedras',
    feedTitle: 'Comunidad sagrada',
    allPosts: 'Todas',
    guidelines: 'Pautas sagradas',
    activeUsers: 'Miembros activos',
    shareOpen: 'Comparte tu camino',
    yourPost: 'Tu publicación',
    shareButton: 'Compartir',
    shared: 'Compartido con la comunidad',
    justNow: 'Ahora mismo',
    badges: 'Insignias sagradas',
    myAltars: 'Mis altares',
    ecoGuardian: 'Guardián ecológico',
    editProfile: 'Editar perfil',
  },
} as const;

interface ListedAltar {
  id: number;
  name: string;
  altarType: string;
  latitude: number;
  longitude: number;
  isLocationSensitive: boolean;
}

/** 1.5 km north of a point, give or take a metre: "1.5 km" in every language's digits. */
const METERS_PER_DEGREE_LATITUDE = 111_195;
const northOf = (altar: ListedAltar, meters: number) => ({
  latitude: altar.latitude + meters / METERS_PER_DEGREE_LATITUDE,
  longitude: altar.longitude,
  accuracy: 5,
});

describeInBrowser('places in Spanish and German: altar page, create-altar form, community feed', () => {
  const e2e = useBrowserApp({ altarCount: 12 });
  let altar: ListedAltar;

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: ListedAltar[] }>(
      e2e.app.url,
      '{ altars(limit: 12) { id name altarType latitude longitude isLocationSensitive } }',
    );
    const shown = altars.filter((found) => !found.isLocationSensitive);
    // One whose type the test knows in both languages, so its badge is checked too.
    const known = shown.find((found) => found.altarType in EXPECTED.de.types) ?? shown[0];
    if (!known) throw new Error('The test world has no altar with an exact location');
    altar = known;
  });

  async function guestAt(language: 'en' | 'de' | 'es'): Promise<{ page: Page; context: BrowserContext }> {
    const { page, context } = await e2e.openPhonePage();
    await skipOnboarding(context);
    if (language !== 'en') await displayIn(context, language);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(northOf(altar, 1500));
    return { page, context };
  }

  it('keeps the altar page in the spec’s English', async () => {
    const { page, context } = await guestAt('en');
    try {
      await page.goto(`/guest/altar/${altar.id}`);
      await page.getByRole('heading', { name: altar.name }).waitFor();
      await page.getByText(/^Created by /).waitFor();
      await expect.poll(() => page.getByTestId('altar-distance').textContent()).toBe('1.5 km away');
      await page.getByRole('tab', { name: 'Reviews' }).waitFor();
      await page.getByRole('link', { name: 'Sign In to Begin Ritual' }).waitFor();
      if (altar.altarType in EXPECTED.de.types) await page.getByText(altar.altarType, { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const language of ['de', 'es'] as const) {
    const want = EXPECTED[language];

    it(`shows an altar page in ${language}, its distance in the locale's digits`, async () => {
      const { page, context } = await guestAt(language);
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      try {
        await page.goto(`/guest/altar/${altar.id}`);
        await page.getByRole('heading', { name: altar.name }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.getByText(`${want.createdBy} `, { exact: false }).first().waitFor();
        await expect.poll(() => page.getByTestId('altar-distance').textContent()).toMatch(want.away);
        for (const tab of want.tabs) await page.getByRole('tab', { name: tab }).waitFor();
        await page.getByRole('heading', { name: want.location, exact: true }).waitFor();
        await page.getByRole('link', { name: want.signInToRitual }).waitFor();
        await page.getByText(want.reviewsEmptyOrCount).first().waitFor();
        const typeShown = want.types[altar.altarType];
        if (typeShown) await page.getByText(typeShown, { exact: true }).waitFor();
        // None of the altar page's own English is left.
        expect(await page.getByText(/^Created by /).count()).toBe(0);
        expect(await page.getByText(/ away$/).count()).toBe(0);
        expect(await page.getByRole('tab', { name: 'Reviews' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Sign In to Begin Ritual' }).count()).toBe(0);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`shows the create-altar form and its rules' messages in ${language}`, async () => {
      const { page, context } = await e2e.openPhonePage();
      try {
        await skipOnboarding(context);
        await displayIn(context, language);
        await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
        await saveMemberLanguage(page, language);
        await page.goto('/create-altar');
        await page.getByRole('heading', { name: want.createTitle }).waitFor();
        expect(await page.title()).toContain(want.createTitle);
        await page.getByLabel(want.altarName).waitFor();
        await page.getByRole('button', { name: want.stoneCircle }).waitFor();

        // Submitting the empty form: core's English rules, shown in the member's language.
        await page.getByRole('button', { name: want.share }).click();
        await page.getByText(want.typeRequired, { exact: true }).waitFor();
        await page.getByText(want.locationRequired, { exact: true }).waitFor();
        await page.getByText(want.photosRequired, { exact: true }).waitFor();
        await page.getByText(want.nameRequired, { exact: true }).waitFor();
        expect(await page.getByText('Please select an altar type.').count()).toBe(0);
        expect(await page.getByText('Required', { exact: true }).count()).toBe(0);

        // Choosing a type clears its message, in any language.
        await page.getByRole('button', { name: want.stoneCircle }).click();
        await expect.poll(() => page.getByText(want.typeRequired, { exact: true }).count()).toBe(0);
      } finally {
        await saveMemberLanguage(page, 'en').catch(() => undefined);
        await context.close();
      }
    });

    it(`shows the community feed in ${language}, a new post "just now", and the profile`, async () => {
      const { page, context } = await e2e.openPhonePage();
      try {
        await skipOnboarding(context);
        await displayIn(context, language);
        await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
        await saveMemberLanguage(page, language);
        await page.goto('/feed');
        await page.getByRole('heading', { name: want.feedTitle, level: 1 }).waitFor();
        await page.getByRole('button', { name: want.allPosts, exact: true }).waitFor();
        await page.getByRole('heading', { name: want.guidelines }).waitFor();
        await page.getByText(want.activeUsers, { exact: true }).waitFor();
        await page.getByTestId('post-card').first().waitFor();

        await page.getByRole('button', { name: want.shareOpen }).first().click();
        const dialog = page.getByRole('dialog', { name: want.shareOpen });
        await dialog.getByLabel(want.yourPost).fill(`Amanecer en el círculo ${language} #i18nplaces`);
        await dialog.getByRole('button', { name: want.shareButton, exact: true }).click();
        await page.getByText(want.shared, { exact: true }).first().waitFor();
        const mine = page.getByTestId('post-card').filter({ hasText: `círculo ${language}` });
        await mine.locator('time').getByText(want.justNow, { exact: true }).waitFor();
        expect(await page.getByRole('heading', { name: 'Sacred Community' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'All Posts' }).count()).toBe(0);
        expect(await page.getByRole('heading', { name: 'Sacred Guidelines' }).count()).toBe(0);
        expect(await page.getByText('Just now', { exact: true }).count()).toBe(0);

        // The profile: its badges by their names in the language, its lists' tabs.
        await page.goto('/profile');
        await page.getByRole('heading', { name: want.badges }).waitFor();
        await page.getByRole('button', { name: want.editProfile }).waitFor();
        await page.getByRole('tab', { name: want.myAltars }).waitFor();
        await page.getByTestId('badge-slot').filter({ hasText: want.ecoGuardian }).waitFor();
        expect(await page.getByTestId('badge-slot').filter({ hasText: 'Eco Guardian' }).count()).toBe(0);
      } finally {
        await saveMemberLanguage(page, 'en').catch(() => undefined);
        await context.close();
      }
    });
  }
});

import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp, type PhonePage } from './harness';
import { displayIn, saveMemberLanguage } from './languages';
import { skipOnboarding } from './onboarding';

/**
 * The pilgrim passport, its public credential page, carried intentions and the onboarding guide, read in
 * German and in Spanish: real translated words, API answers shown in the member's language, dates in the
 * displayed locale; and the English as it was.
 */

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

const GERMAN_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month, 15)),
).join('|');

describeInBrowser('passport, intentions and onboarding in Spanish and German', () => {
  const e2e = useBrowserApp({ altarCount: 4 });
  let sites: SeededAltar[];

  const insertPilgrimage = async (name: string): Promise<number> => {
    const [row] = await e2e.app
      .knex('pilgrimages')
      .insert({
        name,
        type: 'Nature Spiritual',
        description: 'Two sites.',
        difficulty: 'easy',
        duration: '1 day',
        estimated_duration: '1 day',
        season: 'spring',
        significance: 'A test.',
        altar_ids: sites.map((site) => site.id),
      })
      .returning('id');
    return (row as { id: number }).id;
  };

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      e2e.app.url,
      'query { altars(limit: 10) { id name latitude longitude } }',
    );
    sites = altars.slice(0, 2);
    if (sites.length < 2) throw new Error('The seed needs two altars');
  });

  /** A phone page whose device and member both chose `language`, signed in as the demo member. */
  async function demoMemberIn(language: 'en' | 'es' | 'de'): Promise<PhonePage> {
    const opened = await e2e.openPhonePage();
    await skipOnboarding(opened.context);
    await displayIn(opened.context, language);
    await signInAs(opened.page, DEMO_EMAIL, DEMO_PASSWORD);
    await saveMemberLanguage(opened.page, language);
    return opened;
  }

  /** Starts the pilgrimage at its first site and reaches each of `reached` in turn, over REST. */
  async function walk(page: Page, pilgrimageId: number, reached: readonly SeededAltar[]): Promise<number> {
    const first = sites[0] as SeededAltar;
    const start = await page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, {
      data: { latitude: first.latitude, longitude: first.longitude },
    });
    expect(start.status(), await start.text()).toBe(200);
    const journeyId = ((await start.json()) as { id: number }).id;
    for (const site of reached) {
      const moved = await page.request.put(`/api/active-pilgrimages/${journeyId}/location`, {
        data: { latitude: site.latitude, longitude: site.longitude },
      });
      expect(moved.status()).toBe(200);
      const checkpoint = await page.request.post(`/api/active-pilgrimages/${journeyId}/checkpoint`, {
        data: { altarId: site.id },
      });
      expect(checkpoint.status(), await checkpoint.text()).toBe(200);
    }
    return journeyId;
  }

  it('shows the passport and the credential in German, the credential in Spanish, and English as before', async () => {
    const pilgrimageId = await insertPilgrimage('Pilgerpass Testweg');
    const german = await demoMemberIn('de');
    try {
      const { page } = german;
      await walk(page, pilgrimageId, sites);
      await page.goto('/passport');
      await page.getByRole('heading', { level: 1, name: 'Pilgerpass' }).waitFor({ timeout: 15_000 });
      await page.getByText('Jeder Checkpoint, den du im Umkreis von 0,1 Meilen', { exact: false }).waitFor();
      expect(await page.title()).toBe('Pilgerpass · Sacred Spaces');
      expect(await page.getByTestId('stamp-count').textContent()).toBe('2 Stempel');
      const journey = page.getByTestId('passport-journey').filter({ hasText: 'Pilgerpass Testweg' });
      await journey.waitFor({ timeout: 15_000 });
      // A German date and time: "Abgeschlossen am 02.12.2026, 17:25".
      expect(await journey.getByText(/^Abgeschlossen am /).textContent()).toMatch(
        /^Abgeschlossen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
      );
      expect(await journey.getByRole('list', { name: 'Stempel von Pilgerpass Testweg' }).count()).toBe(1);
      await journey.getByLabel('Meinen Namen auf der Urkunde zeigen').check();
      await journey.getByRole('button', { name: 'Meine Urkunde holen' }).click();
      await journey.getByRole('button', { name: 'Neu ausstellen' }).waitFor({ timeout: 15_000 });
      await journey.getByRole('link', { name: 'Deine Urkunde öffnen' }).click();

      const credential = page.getByTestId('credential');
      await credential.waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Pilgerurkunde' }).waitFor();
      // The API's verdict, in German.
      expect(await credential.getByTestId('credential-verdict').textContent()).toBe(
        'Diese Urkunde ist echt: Sacred Spaces hat sie ausgestellt, und sie wurde nicht verändert.',
      );
      const lead = (await credential.getByText(/ abgeschlossen\.$/).textContent()) ?? '';
      expect(lead).toMatch(
        new RegExp(
          `hat Pilgerpass Testweg am \\d{1,2}\\. (${GERMAN_MONTHS}) \\d{4}( um)?,? \\d{2}:\\d{2} abgeschlossen\\.$`,
        ),
      );
      expect(await credential.getByText('Sie belegt diese Stempel:').count()).toBe(1);
      expect(await credential.getByRole('list', { name: 'Belegte Stempel' }).locator('li').count()).toBe(2);
      expect(await credential.getByText(/^Jede Position wurde geprüft/).count()).toBe(1);
      const qr = credential.getByTestId('credential-qr');
      await qr.waitFor();
      expect(await qr.getAttribute('alt')).toBe(`QR-Code der Adresse dieser Seite, ${page.url()}`);
      expect(await credential.getByRole('button', { name: 'Drucken' }).count()).toBe(1);
      expect(german.pageErrors.map((error) => error.message)).toEqual([]);
      const url = page.url();

      // Someone at home whose browser speaks Spanish opens the link: the page and the verdict are Spanish.
      const guest = await e2e.openPhonePage();
      try {
        await displayIn(guest.context, 'es');
        await guest.page.goto(url);
        const seen = guest.page.getByTestId('credential');
        await seen.waitFor({ timeout: 15_000 });
        await guest.page.getByRole('heading', { level: 1, name: 'Certificado de peregrino' }).waitFor();
        expect(await seen.getByTestId('credential-verdict').textContent()).toBe(
          'Este certificado es auténtico: lo emitió Sacred Spaces y no se ha modificado.',
        );
        expect(await seen.textContent()).toContain('completó Pilgerpass Testweg el ');
        expect(await seen.getByRole('button', { name: 'Imprimir' }).count()).toBe(1);
        await guest.page.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
        await guest.page.getByText('Este certificado no existe').waitFor({ timeout: 15_000 });
        expect(guest.pageErrors.map((error) => error.message)).toEqual([]);
      } finally {
        await guest.context.close();
      }
      await saveMemberLanguage(page, 'en');
    } finally {
      await german.context.close();
    }

    // In English the passport reads as the spec wrote it, with an English date.
    const english = await demoMemberIn('en');
    try {
      await english.page.goto('/passport');
      await english.page.getByRole('heading', { level: 1, name: 'Pilgrim passport' }).waitFor({ timeout: 15_000 });
      await english.page.getByTestId('passport-journey').first().waitFor({ timeout: 15_000 });
      expect(await english.page.getByTestId('stamp-count').textContent()).toBe('2 stamps');
      const journey = english.page.getByTestId('passport-journey').filter({ hasText: 'Pilgerpass Testweg' });
      expect(await journey.getByText(/^Completed /).textContent()).toMatch(
        /^Completed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/,
      );
      expect(await journey.getByRole('button', { name: 'Issue it again' }).count()).toBe(1);
    } finally {
      await english.context.close();
    }
  });

  it('entrusts an intention in Spanish, carries and delivers it in German, and shows it delivered in Spanish', async () => {
    const pilgrimageId = await insertPilgrimage('Camino de prueba');
    const [first] = sites as [SeededAltar, SeededAltar];
    const text = 'Por mi abuela, que camine en paz.';
    const sender = await demoMemberIn('es');
    const walker = await e2e.openPhonePage();
    try {
      await sender.page.goto(`/pilgrimage/${pilgrimageId}`);
      const form = sender.page.getByTestId('entrust-intention');
      await form.waitFor({ timeout: 15_000 });
      await form.getByRole('heading', { name: 'Lleva una intención' }).waitFor();
      // Core's check, in Spanish.
      await form.getByRole('button', { name: 'Confiar esta intención' }).click();
      await form.getByText('Escribe la intención que quieres que alguien lleve.').waitFor();
      await form.getByLabel('Tu intención').fill(text);
      expect(await form.getByTestId('intention-counter').textContent()).toBe(`Quedan ${500 - text.length} caracteres`);
      await form.getByLabel('Llevar a').selectOption(String(first.id));
      expect(await form.getByRole('option', { name: 'Toda la peregrinación (se entrega al final)' }).count()).toBe(1);
      await form.getByRole('button', { name: 'Confiar esta intención' }).click();
      // The API's answer, in Spanish.
      const note = form.getByTestId('entrust-note');
      await note.waitFor({ timeout: 15_000 });
      expect(await note.textContent()).toBe('Tu intención se ofrece a los caminantes de esta peregrinación.');

      // The walker: a new member who reads German, and begins the pilgrimage at its first site.
      await skipOnboarding(walker.context);
      await displayIn(walker.context, 'de');
      const signup = await walker.page.request.post('/api/auth/signup', {
        data: {
          firstName: 'Jonas',
          lastName: 'Feld',
          email: `jonas.${Date.now()}@example.test`,
          password: 'Moonlit9Path',
        },
      });
      expect(signup.status(), await signup.text()).toBe(201);
      await saveMemberLanguage(walker.page, 'de');
      const journeyId = await walk(walker.page, pilgrimageId, []);
      await walker.page.goto(`/pilgrimage/${pilgrimageId}`);
      const card = walker.page.getByTestId('carry-intentions');
      await card.getByRole('heading', { name: 'Anliegen zum Mittragen' }).waitFor({ timeout: 15_000 });
      await card.getByText('Angeboten auf diesem Pilgerweg').waitFor();
      const offered = card.getByTestId('offered-intention');
      await offered.waitFor({ timeout: 15_000 });
      expect(await offered.locator('p').first().textContent()).toMatch(new RegExp(`^Zu ${first.name} · von \\S`));
      await offered.getByRole('button', { name: `Das Anliegen zu ${first.name} tragen` }).click();
      const carried = card.getByTestId('carried-intention');
      await carried.waitFor({ timeout: 15_000 });
      expect(await carried.textContent()).toContain(text);
      expect(await carried.getByRole('button', { name: 'Zurückgeben' }).count()).toBe(1);
      expect(await carried.getByRole('button', { name: 'Melden' }).count()).toBe(1);

      // Reached: delivered, with a German date ("Überbracht am 02.12.2026").
      const moved = await walker.page.request.put(`/api/active-pilgrimages/${journeyId}/location`, {
        data: { latitude: first.latitude, longitude: first.longitude },
      });
      expect(moved.status()).toBe(200);
      const reached = await walker.page.request.post(`/api/active-pilgrimages/${journeyId}/checkpoint`, {
        data: { altarId: first.id },
      });
      expect(reached.status(), await reached.text()).toBe(200);
      await walker.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      const delivered = walker.page.getByTestId('carry-intentions').getByTestId('carried-status');
      await delivered.waitFor({ timeout: 15_000 });
      expect(await delivered.textContent()).toMatch(/^Überbracht am \d{2}\.\d{2}\.\d{4}$/);

      // The sender's list, in Spanish: delivered to that site, on a Spanish date ("2 dic 2026").
      await sender.page.goto('/intentions');
      await sender.page.getByRole('heading', { level: 1, name: 'Tus intenciones' }).waitFor({ timeout: 15_000 });
      expect(await sender.page.title()).toBe('Tus intenciones · Sacred Spaces');
      const mine = sender.page.getByTestId('sent-intention').filter({ hasText: text });
      await mine.waitFor({ timeout: 15_000 });
      expect(await mine.getAttribute('aria-label')).toBe('Intención para Camino de prueba');
      const status = mine.getByTestId('sent-intention-status');
      expect(await status.getAttribute('data-status')).toBe('delivered');
      expect(await status.textContent()).toMatch(
        new RegExp(`^Llevada a ${first.name} el \\d{1,2} [a-z]{3,4}\\.? \\d{4}$`),
      );
      expect([...sender.pageErrors, ...walker.pageErrors].map((error) => error.message)).toEqual([]);
      await saveMemberLanguage(sender.page, 'en');
    } finally {
      await sender.context.close();
      await walker.context.close();
    }
  });

  it("shows an email link's refusal from the API in German", async () => {
    const guest = await e2e.openPhonePage();
    try {
      await displayIn(guest.context, 'de');
      await guest.page.goto(`/intentions/confirm?token=${'x'.repeat(43)}`);
      await guest.page.getByRole('heading', { level: 1, name: 'Dein Anliegen' }).waitFor({ timeout: 15_000 });
      await guest.page
        .getByText('Dieser Link ist nicht mehr gültig. Vertrau dein Anliegen bitte noch einmal an.')
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await guest.page.getByRole('link', { name: 'Pilgerwege' }).count()).toBe(1);
      expect(await guest.page.title()).toBe('Bestätige dein Anliegen · Sacred Spaces');
    } finally {
      await guest.context.close();
    }
  });

  it('guides a new member through the onboarding in Spanish and in German', async () => {
    for (const [language, steps, labels] of [
      [
        'es',
        [
          'Bienvenida',
          'Descubre espacios sagrados',
          'Crea tu propio altar',
          'Pautas de la Tierra Sagrada',
          'Haz una peregrinación',
          'Crea comunidad',
        ],
        {
          step: 'Paso {n} de 6',
          next: 'Siguiente',
          last: 'Empezar',
          skip: 'Omitir',
          done: '¡Todo listo!',
          item: 'Protege la naturaleza',
          start: 'Empezar a explorar',
        },
      ],
      [
        'de',
        [
          'Willkommen',
          'Heilige Orte entdecken',
          'Deinen eigenen Altar gestalten',
          'Leitlinien für die heilige Erde',
          'Einen Pilgerweg gehen',
          'Gemeinschaft aufbauen',
        ],
        {
          step: 'Schritt {n} von 6',
          next: 'Weiter',
          last: 'Los geht’s',
          skip: 'Überspringen',
          done: 'Alles bereit!',
          item: 'Die Natur schützen',
          start: 'Jetzt entdecken',
        },
      ],
    ] as const) {
      const { context, page, pageErrors } = await e2e.openPhonePage();
      try {
        await displayIn(context, language);
        const signup = await page.request.post('/api/auth/signup', {
          data: {
            firstName: 'Mara',
            lastName: 'Hain',
            email: `mara.${language}.${Date.now()}@example.test`,
            password: 'Moonlit9Path',
          },
        });
        expect(signup.status(), await signup.text()).toBe(201);
        await saveMemberLanguage(page, language);
        await page.goto('/');
        const onboarding = page.getByTestId('onboarding');
        await onboarding.waitFor({ timeout: 15_000 });
        expect(await onboarding.getByRole('button', { name: labels.skip, exact: true }).count()).toBe(1);
        for (const [index, title] of steps.entries()) {
          const label = labels.step.replace('{n}', String(index + 1));
          await onboarding.getByText(label, { exact: true }).waitFor();
          expect(await onboarding.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(label);
          expect(await onboarding.getByRole('heading').textContent()).toBe(title);
          await onboarding.getByRole('button', { name: index === 5 ? labels.last : labels.next, exact: true }).click();
        }
        await onboarding.getByRole('heading', { name: labels.done }).waitFor();
        expect(await onboarding.getByText(labels.item, { exact: true }).count()).toBe(1);
        await onboarding.getByRole('button', { name: labels.start }).click();
        await onboarding.waitFor({ state: 'hidden' });
        expect(pageErrors.map((error) => error.message)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

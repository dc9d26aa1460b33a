import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, settle, useBrowserApp } from './harness';
import { displayIn, saveMemberLanguage } from './languages';
import { skipOnboarding } from './onboarding';

/** A server's answer may take a while on a busy machine. */
const SERVER = { timeout: 15_000 };

/** The error shown under a form field (the forms tie it to the input with aria-describedby). */
async function errorText(page: Page, field: string): Promise<string | null> {
  const error = page.locator(`[data-field-error="${field}"]`);
  return (await error.count()) === 0 ? null : error.textContent();
}

/** The bottom navigation, found by its first entry (its name is in the displayed language). */
const bottomBar = (page: Page) => page.locator('nav:has(> ul > li > a[href="/"], > ul > li > a[href="/guest"])');

/** The bottom navigation's entries as [label, href], a label's line break read as a space. */
function navigationEntries(page: Page): Promise<Array<[string, string | null]>> {
  return bottomBar(page)
    .locator('a')
    .evaluateAll((links) =>
      links.map((link): [string, string | null] => [
        (link.textContent ?? '').replace(/\s+/g, ' '),
        link.getAttribute('href'),
      ]),
    );
}

/** The space between each pair of neighbouring labels of the bottom navigation, in px. */
function labelGaps(page: Page): Promise<number[]> {
  return bottomBar(page).evaluate((bar) => {
    const boxes = [...bar.querySelectorAll('a')].map((link) => {
      const range = document.createRange();
      range.selectNodeContents([...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) ?? link);
      return range.getBoundingClientRect();
    });
    return boxes.slice(1).map((box, index) => box.left - (boxes[index]?.right ?? 0));
  });
}

describeInBrowser('the app shell and the account pages in German and Spanish', () => {
  const e2e = useBrowserApp({ altarCount: 5 });

  it('signs in in German, with its refusals in German, and shows the member navigation in German', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await displayIn(context, 'de');
      await skipOnboarding(context);
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.title()).toBe('Anmelden · Sacred Spaces');
      expect(await page.getByText('Melde dich an und setz deine heilige Reise fort').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Hier eins erstellen' }).getAttribute('href')).toBe('/signup');
      expect(await page.getByText('(Eingeschränkter Zugang)').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Sacred Spaces – Startseite' }).getAttribute('href')).toBe('/');

      // core's yup messages, shown in German.
      const signIn = page.getByRole('button', { name: 'Anmelden', exact: true });
      await signIn.click();
      expect(await errorText(page, 'email')).toBe('Pflichtfeld');
      expect(await errorText(page, 'password')).toBe('Pflichtfeld');
      await page.getByRole('textbox', { name: 'E-Mail' }).fill('nobody@');
      await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('abc');
      await expect.poll(() => errorText(page, 'email')).toBe('Bitte gib eine gültige E-Mail-Adresse ein');
      await expect.poll(() => errorText(page, 'password')).toBe('Das Passwort muss mindestens 6 Zeichen haben');
      await page.getByRole('button', { name: 'Passwort anzeigen' }).click();
      await page.getByRole('button', { name: 'Passwort verbergen' }).waitFor();

      // The API's refusal, shown in German.
      await page.getByRole('textbox', { name: 'E-Mail' }).fill(DEMO_EMAIL);
      await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('WrongPassword1');
      await signIn.click();
      await expect
        .poll(() => errorText(page, 'email'), SERVER)
        .toBe('E-Mail-Adresse oder Passwort stimmt nicht. Versuch es noch einmal.');

      await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
      await signIn.click();
      await page.waitForURL((url) => url.pathname === '/');
      // The member's own Language setting decides from now on: German too.
      await saveMemberLanguage(page, 'de');
      await page.goto('/pilgrimages');
      await bottomBar(page).waitFor();
      await settle(page);
      await expect.poll(() => bottomBar(page).getAttribute('aria-label'), SERVER).toBe('Hauptnavigation');
      await expect
        .poll(() => navigationEntries(page), SERVER)
        .toEqual([
          ['Karte', '/'],
          ['Pilgerwege', '/pilgrimages'],
          ['Altar hinzufügen', '/create-altar'],
          ['Community', '/feed'],
          ['Profil', '/profile'],
        ]);
      expect(await bottomBar(page).locator('a[href="/pilgrimages"]').getAttribute('aria-current')).toBe('page');
      // On the narrowest phone the German labels still stand apart, none broken inside a word.
      await page.setViewportSize({ width: 320, height: 700 });
      expect(Math.min(...(await labelGaps(page)))).toBeGreaterThanOrEqual(4);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("signs up in Spanish: its texts, core's and the API's refusals, and a policy", async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await displayIn(context, 'es');
      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Únete a nuestra comunidad' }).waitFor();
      expect(await page.title()).toBe('Empezar · Sacred Spaces');
      expect(await page.getByText('Crea espacios sagrados en la naturaleza').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Inicia sesión aquí' }).getAttribute('href')).toBe('/login');
      await page.getByRole('button', { name: 'Continuar con correo electrónico' }).waitFor();

      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      for (const field of ['firstName', 'lastName', 'email', 'password', 'confirmPassword']) {
        expect(await errorText(page, field), field).toBe('Obligatorio');
      }
      expect(await errorText(page, 'agreeToTerms')).toBe('Tienes que aceptar las condiciones');
      expect(await errorText(page, 'agreeToEcoGuidelines')).toBe('Tienes que aceptar nuestras pautas ecológicas');
      await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('abcdefgh');
      await expect.poll(() => errorText(page, 'password')).toBe('La contraseña debe tener al menos una mayúscula');
      expect(await page.getByRole('button', { name: 'Mostrar confirmación de contraseña' }).count()).toBe(1);

      // The policy behind the words of the agreement.
      await page.getByRole('button', { name: 'Condiciones del servicio' }).click();
      const dialog = page.getByTestId('policy-dialog');
      await dialog.getByRole('heading', { name: 'Condiciones del servicio' }).waitFor();
      expect(await dialog.getByText(/^Sacred Spaces es un mapa comunitario/).count()).toBe(1);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await dialog.getByRole('heading').waitFor({ state: 'detached' });

      // A taken email: the server's English message, shown in Spanish.
      await page.getByRole('textbox', { name: 'Nombre' }).fill('Willow');
      await page.getByRole('textbox', { name: 'Apellidos' }).fill('Stone');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(DEMO_EMAIL);
      await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Sacred123');
      await page.getByRole('textbox', { name: 'Confirma la contraseña', exact: true }).fill('Sacred123');
      await page
        .getByRole('checkbox', { name: 'Acepto las Condiciones del servicio y la Política de privacidad' })
        .check();
      await page.getByRole('checkbox', { name: 'Seguiré las Pautas ecológicas y no dejaré rastro' }).check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect
        .poll(() => errorText(page, 'email'), SERVER)
        .toBe('Ya existe una cuenta con este correo. Inicia sesión en su lugar.');

      // A new address: the member starts in the language and time zone they signed up in.
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('willow.stone@example.com');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect.poll(async () => (await page.request.get('/api/auth/user')).status(), SERVER).toBe(200);
      const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
      const settings = (await (await page.request.get(`/api/users/${id}/settings`)).json()) as {
        preferences: { language: string; timeZone: string | null };
      };
      const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(settings.preferences).toMatchObject({ language: 'es', timeZone: browserZone });
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the guest banner, the guest navigation and the not-found page in Spanish', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await displayIn(context, 'es');
      await page.goto('/guest');
      const banner = page.getByTestId('guest-banner');
      await banner.waitFor();
      expect(await banner.getByText('Modo invitado sagrado').count()).toBe(1);
      const { sacredSpaceCount } = await graphqlRequest<{ sacredSpaceCount: number }>(
        e2e.app.url,
        '{ sacredSpaceCount }',
      );
      expect(sacredSpaceCount).toBeGreaterThan(1);
      await banner.getByText(`Explorando ${sacredSpaceCount} espacios sagrados`).waitFor();
      expect(await banner.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
      expect(await bottomBar(page).getAttribute('aria-label')).toBe('Navegación principal');
      await expect
        .poll(() => navigationEntries(page), SERVER)
        .toEqual([
          ['Mapa', '/guest'],
          ['Peregrinaciones', '/guest/pilgrimages'],
        ]);

      await page.goto('/guest/feed');
      await page.getByRole('heading', { name: 'Inicia sesión para ver la comunidad' }).waitFor();

      await page.goto('/no/such/place');
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
      expect(await page.title()).toBe('Página no encontrada · Sacred Spaces');
      expect(await page.getByText('La página que buscas no existe o se ha movido.').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Explorar el mapa' }).getAttribute('href')).toBe('/guest');
    } finally {
      await context.close();
    }
  });

  it('keeps the English of an English browser, letter for letter', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.title()).toBe('Sign In · Sacred Spaces');
      expect(await page.getByRole('link', { name: 'Sacred Spaces home' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      expect(await errorText(page, 'email')).toBe('Required');
      expect(await page.getByRole('button', { name: 'Show password' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Create one here' }).getAttribute('href')).toBe('/signup');

      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Join Our Community' }).waitFor();
      expect(
        await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).count(),
      ).toBe(1);
      // The words around the policy buttons, as they read today.
      const agreement = page.locator('label', { hasText: 'I agree to the' }).locator('..');
      expect(await agreement.textContent()).toBe('I agree to the Terms of Service and Privacy Policy');
      const eco = page.locator('label', { hasText: 'I will follow the' }).locator('..');
      expect(await eco.textContent()).toBe('I will follow the Eco-Conscious Guidelines and leave no trace');
      expect(await page.getByRole('button', { name: 'Show confirm password' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

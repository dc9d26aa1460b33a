import { haversineMeters, type LatLng } from '@sacred/core/geo';
import { METERS_PER_MILE } from '@sacred/core/limits';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { DisplayLanguage } from '../src/i18n/languages';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';
import { displayIn } from './languages';

const ALTAR_COUNT = 60;
/** Generous: the map home is checked on a loaded machine, where WebGL in software rendering is slow. */
const MAP_READY_MS = 45_000;
/** The demo world's home region: the seeded altars spread about 5 km around it. */
const DENVER = { latitude: 39.7392, longitude: -104.9903 };

interface Near extends LatLng {
  id: number;
  name: string;
}

/** What each language shows on the map home, as a guest near Denver sees it (5 km radius, km). */
interface Expected {
  language: DisplayLanguage;
  lang: string;
  title: RegExp;
  searchBox: string;
  placeholder: string;
  filters: string;
  altarType: string;
  allTypes: string;
  stoneCircle: string;
  showOnly: string;
  ecoFriendly: string;
  radius: string;
  nearbyTitle: string;
  /** The nearest altar's distance, to 0.1 km, in the locale. */
  distance(meters: number): string;
  altarCount: RegExp;
  controls: string[];
  legend: string[];
  toggleAttribution: string;
  popup: { visits: string; visit: string; close: string };
  nothingFound(query: string): string;
}

const tenths = (meters: number) => (Math.round(meters / 100) / 10).toFixed(1);

const GERMAN: Expected = {
  language: 'de',
  lang: 'de',
  title: /^Karte · /,
  searchBox: 'Heilige Orte und Ortschaften nach Namen suchen',
  placeholder: 'Heilige Orte und Ortschaften suchen',
  filters: 'Filter',
  altarType: 'Altarart',
  allTypes: 'Alle Arten',
  stoneCircle: 'Steinkreis',
  showOnly: 'Nur zeigen',
  ecoFriendly: 'Umweltfreundlich',
  radius: 'Suchradius: 5 km',
  nearbyTitle: 'Heilige Orte im Umkreis von 5 km',
  distance: (meters) => `${tenths(meters).replace('.', ',')} km`,
  altarCount: /^[1-9]\d* heilige(r Ort| Orte) auf der Karte$/,
  controls: ['Legende', 'Mein Standort', 'Hineinzoomen', 'Herauszoomen'],
  legend: ['Pilgerwege', 'Heilige Orte', 'Abzeichen', 'Steinkreis', 'Mehr als 10 Besuche'],
  toggleAttribution: 'Quellenangaben ein- oder ausblenden',
  popup: { visits: 'Besuche', visit: 'Besuchen', close: 'Popup schließen' },
  nothingFound: (query) => `Nichts gefunden für „${query}“.`,
};

const SPANISH: Expected = {
  language: 'es',
  lang: 'es',
  title: /^Mapa · /,
  searchBox: 'Buscar espacios sagrados y lugares por nombre',
  placeholder: 'Busca espacios sagrados y lugares',
  filters: 'Filtros',
  altarType: 'Tipo de altar',
  allTypes: 'Todos los tipos',
  stoneCircle: 'Círculo de piedras',
  showOnly: 'Mostrar solo',
  ecoFriendly: 'Ecológico',
  radius: 'Radio de búsqueda: 5 km',
  nearbyTitle: 'Espacios sagrados a menos de 5 km',
  distance: (meters) => `${tenths(meters).replace('.', ',')} km`,
  altarCount: /^[1-9]\d* espacios? sagrados? en el mapa$/,
  controls: ['Leyenda', 'Mi ubicación', 'Acercar', 'Alejar'],
  legend: ['Peregrinaciones', 'Espacios sagrados', 'Insignias', 'Círculo de piedras', 'Más de 10 visitas'],
  toggleAttribution: 'Mostrar u ocultar las atribuciones',
  popup: { visits: 'Visitas', visit: 'Visitar', close: 'Cerrar la ventana' },
  nothingFound: (query) => `No hay resultados para «${query}».`,
};

/** English, the spec's words, unchanged. */
const ENGLISH: Expected = {
  language: 'en',
  lang: 'en',
  title: /^Map · /,
  searchBox: 'Search sacred spaces and places by name',
  placeholder: 'Search sacred spaces and places',
  filters: 'Filters',
  altarType: 'Altar type',
  allTypes: 'All types',
  stoneCircle: 'Stone Circle',
  showOnly: 'Show only',
  ecoFriendly: 'Eco-friendly',
  radius: 'Search radius: 5 km',
  nearbyTitle: 'Sacred Spaces Within 5km',
  distance: (meters) => `${tenths(meters)} km`,
  altarCount: /^[1-9]\d* sacred spaces? on the map$/,
  controls: ['Legend', 'Locate me', 'Zoom in', 'Zoom out'],
  legend: ['Pilgrimages', 'Sacred spaces', 'Badges', 'Stone Circle', 'More than 10 visits'],
  toggleAttribution: 'Toggle attribution',
  popup: { visits: 'Visits', visit: 'Visit', close: 'Close popup' },
  nothingFound: (query) => `Nothing found for “${query}”.`,
};

describeInBrowser('the map home in German and Spanish', () => {
  const e2e = useBrowserApp({ altarCount: ALTAR_COUNT });
  /** 150 m south of a seeded altar near Denver (set in beforeAll). */
  let user: LatLng = DENVER;
  let nearest: Near & { distanceMeters: number };

  beforeAll(async () => {
    const { altarsNear } = await graphqlRequest<{ altarsNear: Near[] }>(
      e2e.app.url,
      `{ altarsNear(latitude: ${DENVER.latitude}, longitude: ${DENVER.longitude}, radius: 5000, limit: 500) {
        id name latitude longitude
      } }`,
    );
    const home = altarsNear[0];
    if (!home) throw new Error('No seeded altar near Denver');
    user = { latitude: home.latitude - 0.00135, longitude: home.longitude };
    // The list's first entry: the nearest to the user (haversine, ties by name).
    const sorted = altarsNear
      .map((altar) => ({ ...altar, distanceMeters: haversineMeters(user, altar) }))
      .sort((a, b) => a.distanceMeters - b.distanceMeters || a.name.localeCompare(b.name));
    nearest = sorted[0]!;
  });

  const openGuestMap = async (language: DisplayLanguage) => {
    const phone = await e2e.openPhonePage();
    if (language !== 'en') await displayIn(phone.context, language);
    await phone.context.grantPermissions(['geolocation'], { origin: e2e.app.url });
    await phone.context.setGeolocation(user);
    await phone.page.goto('/guest');
    const screen = phone.page.getByTestId('map-screen');
    await expect.poll(() => screen.getAttribute('data-location'), { timeout: MAP_READY_MS }).toBe('known');
    // MapLibre and its controls are up (the credits' toggle is what this test reads of them).
    await expect
      .poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS })
      .toMatch(/^(loaded|idle)$/);
    return phone;
  };

  const showsTheMapHomeIn = async (page: Page, expected: Expected) => {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(expected.lang);
    await expect.poll(() => page.title()).toMatch(expected.title);

    // The search box and the filters.
    const box = page.getByRole('combobox', { name: expected.searchBox, exact: true });
    expect(await box.getAttribute('placeholder')).toBe(expected.placeholder);
    await page.getByRole('button', { name: expected.filters, exact: true }).click();
    const panel = page.getByTestId('filter-panel');
    await panel.waitFor();
    const typeSelect = panel.getByRole('combobox', { name: expected.altarType });
    const options = await typeSelect.locator('option').allTextContents();
    expect(options[0]).toBe(expected.allTypes);
    expect(options).toContain(expected.stoneCircle);
    expect(await panel.locator('legend').textContent()).toBe(expected.showOnly);
    expect(await panel.getByRole('checkbox', { name: expected.ecoFriendly, exact: true }).count()).toBe(1);
    expect(await panel.textContent()).toContain(expected.radius);
    await page.getByRole('button', { name: expected.filters, exact: true }).click();
    await panel.waitFor({ state: 'hidden' });

    // The map's own controls, and MapLibre's in the same language.
    for (const name of expected.controls) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    const credits = page.locator('[data-testid="map-screen"] .maplibregl-ctrl-attrib-button');
    expect(await credits.getAttribute('aria-label')).toBe(expected.toggleAttribution);
    await expect
      .poll(() => page.getByTestId('altar-count').textContent(), { timeout: MAP_READY_MS })
      .toMatch(expected.altarCount);

    // The legend.
    await page.getByRole('button', { name: expected.controls[0], exact: true }).click();
    const legend = page.getByTestId('map-legend');
    await legend.waitFor();
    const legendText = (await legend.textContent()) ?? '';
    for (const text of expected.legend) expect(legendText, text).toContain(text);
    await page.getByRole('button', { name: expected.controls[0], exact: true }).click();
    await legend.waitFor({ state: 'hidden' });

    // The nearby list, its distances in the locale.
    const toggle = page.getByRole('button', { name: expected.nearbyTitle, exact: true });
    await toggle.waitFor({ timeout: MAP_READY_MS });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const first = page.getByTestId('nearby-entry').first();
    await expect.poll(() => first.getAttribute('data-altar-id'), { timeout: MAP_READY_MS }).toBe(String(nearest.id));
    expect(await first.textContent()).toContain(expected.distance(nearest.distanceMeters));

    // Its popup, with MapLibre's close button.
    await first.click();
    const popup = page.getByTestId('altar-popup');
    await popup.waitFor();
    expect(await popup.getByText(expected.popup.visits, { exact: true }).count()).toBe(1);
    expect(await popup.getByRole('link', { name: expected.popup.visit, exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: expected.popup.close, exact: true }).click();
    await popup.waitFor({ state: 'hidden' });

    // A search that finds nothing says so.
    await box.fill('Qzxqzx');
    await expect
      .poll(() => page.getByTestId('map-search-nothing').textContent(), { timeout: MAP_READY_MS })
      .toContain(expected.nothingFound('Qzxqzx'));
  };

  for (const expected of [GERMAN, SPANISH, ENGLISH]) {
    it(`shows the guest's map home in ${expected.language}`, async () => {
      const { page, context, pageErrors } = await openGuestMap(expected.language);
      try {
        await showsTheMapHomeIn(page, expected);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows a member who reads German and walks in miles the distances in miles, in German', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await displayIn(context, 'de');
      await skipOnboarding(context);
      await context.grantPermissions(['geolocation'], { origin: e2e.app.url });
      await context.setGeolocation(user);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const me = (await (await page.request.get(`${e2e.app.url}/api/auth/user`)).json()) as { id: number };
      const saved = await page.request.patch(`${e2e.app.url}/api/users/${me.id}/settings`, {
        data: {
          ...DEFAULT_SETTINGS,
          preferences: { ...DEFAULT_SETTINGS.preferences, language: 'de', units: 'imperial', searchRadius: 5000 },
        },
        headers: { origin: e2e.app.url },
      });
      expect(saved.status()).toBe(200);
      await page.goto('/map');
      const screen = page.getByTestId('map-screen');
      await expect.poll(() => screen.getAttribute('data-location'), { timeout: MAP_READY_MS }).toBe('known');

      // 5 km is 3.1 miles: the title and the entries in miles, with a decimal comma.
      const toggle = page.getByRole('button', { name: 'Heilige Orte im Umkreis von 3,1 mi', exact: true });
      await toggle.waitFor({ timeout: MAP_READY_MS });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      const first = page.getByTestId('nearby-entry').first();
      await expect.poll(() => first.getAttribute('data-altar-id'), { timeout: MAP_READY_MS }).toBe(String(nearest.id));
      const miles = (Math.round((nearest.distanceMeters / METERS_PER_MILE) * 10) / 10).toFixed(1);
      expect(await first.textContent()).toContain(`${miles.replace('.', ',')} mi`);
      // A member's popup plans routes, in German.
      await first.click();
      const popup = page.getByTestId('altar-popup');
      await popup.waitFor();
      expect(await popup.getByRole('button', { name: 'Für die Route wählen', exact: true }).count()).toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

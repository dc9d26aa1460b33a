/**
 * Every text on screen comes from a catalogue. Every route of the layout test, as a guest and as a member, with
 * each tab opened, is displayed in the pseudo-locale, where each catalogue text is accented and wrapped in ⟦ ⟧.
 * What is left of the page's texts (and of its labels, titles, placeholders and alt texts) once those and the
 * test world's data are taken out must hold no word: such a word was written in code, not in a catalogue.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { PSEUDO_LANGUAGE } from '../src/i18n/languages';
import { describeInBrowser, signInAs, useBrowserApp, visitPathsAndTabs } from './harness';
import { displayIn } from './languages';
import { skipOnboarding } from './onboarding';
import { guestPaths, memberPaths } from './routeLists';

/**
 * Words `Intl` writes in English (months, days, units it abbreviates) and the map's data attribution, which
 * the pseudo-locale (formatted as en-US) leaves as they are.
 */
const INTL_AND_ATTRIBUTION_WORDS = new Set(
  [
    ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'],
    ...['November', 'December', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'],
    ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'AM', 'PM', 'UTC', 'GMT'],
    ...['km', 'mi', 'm', 'ft', 'h', 'hr', 'min', 's', 'sec', 'mph', 'kB', 'KB', 'MB', 'GB', 'B', 'C', 'F'],
    ...['OpenStreetMap', 'contributors', 'MapLibre', 'OpenMapTiles', 'Natural', 'Earth'],
  ].map((word) => word.toLowerCase()),
);

/** The columns that hold what members wrote, and the places of the gazetteer and the path network. */
const MEMBER_WRITTEN: Record<string, string[]> = {
  altars: ['name', 'description', 'story', 'materials', 'tags'],
  pilgrimages: [
    ...['name', 'description', 'significance', 'guidelines', 'accommodation', 'accommodations'],
    ...['starting_point', 'ending_point', 'key_stops', 'place_names', 'tags', 'duration', 'estimated_duration'],
  ],
  altar_reviews: ['title', 'review', 'tips', 'accessibility', 'best_time_to_visit'],
  users: ["first_name || ' ' || last_name", 'bio'],
  posts: ['content', 'tags'],
  comments: ['content'],
  journal_entries: ['title', 'content'],
  intentions: ['text'],
  pilgrimage_messages: ['message'],
  pilgrimage_updates: ['content'],
  pilgrimage_photos: ['caption'],
  pilgrimage_waypoints: ['description'],
  rituals: ['intention'],
  places: ['name', 'country'],
  path_edges: ['name'],
};

interface PageText {
  where: string;
  text: string;
}

/** The page's visible texts and the texts of its accessible names, titles, placeholders and alt texts. */
function textsOnPage(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const found: Array<{ where: string; text: string }> = [];
    const shown = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(parent.tagName) || !shown(parent)) continue;
      const text = node.textContent?.trim() ?? '';
      if (text) found.push({ where: `<${parent.tagName.toLowerCase()}>`, text });
    }
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        const text = element.getAttribute(attribute)?.trim() ?? '';
        if (text) found.push({ where: `<${element.tagName.toLowerCase()} ${attribute}>`, text });
      }
    }
    if (document.title) found.push({ where: '<title>', text: document.title });
    return found;
  });
}

/** The parts of a text that are not a catalogue's (outside every ⟦ ⟧) and hold a word. */
function wordsOutsideCatalogues(text: string): string[] {
  let depth = 0;
  let outside = '';
  const parts: string[] = [];
  for (const character of text) {
    if (character === '⟦') {
      if (depth === 0 && outside) parts.push(outside);
      outside = '';
      depth += 1;
    } else if (character === '⟧') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += character;
  }
  if (outside) parts.push(outside);
  return parts
    .map((part) => part.trim())
    .filter((part) =>
      (part.match(/\p{L}{2,}/gu) ?? []).some((word) => !INTL_AND_ATTRIBUTION_WORDS.has(word.toLowerCase())),
    );
}

describeInBrowser('every text from a catalogue', () => {
  const e2e = useBrowserApp({ altarCount: 12 });
  let altarId: number;
  let pilgrimageId: number;

  beforeAll(async () => {
    const { knex } = e2e.app;
    altarId = ((await knex('altars').orderBy('id').first('id')) as { id: number }).id;
    pilgrimageId = ((await knex('pilgrimages').orderBy('id').first('id')) as { id: number }).id;
  });

  /** Whether a text is the test world's own: what members wrote (names, stories, posts) and the gazetteer's places. */
  async function isData(text: string): Promise<boolean> {
    const like = `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
    const tests = Object.entries(MEMBER_WRITTEN).map(
      ([table, columns]) =>
        `EXISTS (SELECT 1 FROM ${table} WHERE ${columns.map((column) => `${column}::text ILIKE :like`).join(' OR ')})`,
    );
    const found = await e2e.app.knex.raw<{ rows: Array<{ found: boolean }> }>(`SELECT ${tests.join(' OR ')} AS found`, {
      like,
    });
    return found.rows[0]?.found ?? false;
  }

  async function textsNotFromCatalogues(paths: string[], member: boolean): Promise<Record<string, string[]>> {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await displayIn(context, PSEUDO_LANGUAGE);
      if (member) {
        await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
        const started = await page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, { data: {} });
        expect(started.ok(), await started.text()).toBe(true);
      }
      const found: Record<string, string[]> = {};
      const checked = new Map<string, boolean>();
      await visitPathsAndTabs(page, paths, async (where) => {
        const leftovers: string[] = [];
        for (const { where: element, text } of await textsOnPage(page)) {
          for (const words of wordsOutsideCatalogues(text)) {
            if (!checked.has(words)) checked.set(words, await isData(words));
            if (!checked.get(words)) leftovers.push(`${element} ${words.slice(0, 80)}`);
          }
        }
        if (leftovers.length > 0) found[where] = [...new Set(leftovers)];
      });
      return found;
    } finally {
      await context.close();
    }
  }

  it('draws every guest page from catalogues', { timeout: 300_000 }, async () => {
    expect(await textsNotFromCatalogues(guestPaths(altarId, pilgrimageId), false)).toEqual({});
  });

  it('draws every member page from catalogues', { timeout: 300_000 }, async () => {
    expect(await textsNotFromCatalogues(memberPaths(altarId, pilgrimageId), true)).toEqual({});
  });

  it('downloads the texts of the displayed language only', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await displayIn(context, 'de');
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
      });
      await page.goto('/');
      await page.getByTestId('landing-page').or(page.getByTestId('splash')).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(
        await page.getByText('Entdecke schöne Orte in der Natur').or(page.getByText('Schöne Orte entdecken')).count(),
      ).toBeGreaterThan(0);
      const catalogues = scripts.filter((path) => /\/assets\/(en|es|de)-[\w-]+\.js$/.test(path));
      expect(catalogues.length).toBeGreaterThan(0);
      expect(catalogues.filter((path) => !/\/assets\/de-/.test(path))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

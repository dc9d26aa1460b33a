/**
 * Every text on screen comes from a catalogue. In the pseudo-locale each catalogue message is accented and
 * wrapped in ⟦ ⟧, so a word that is neither inside the brackets nor the test world's own data (an altar's
 * name, a member's post, read from the database) was written into a component and would stay English in
 * Spanish and German. Visible text and the texts a screen reader announces (aria-label, alt, title,
 * placeholder) are read on every route a guest and a member can open, with each tab opened.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { LANGUAGES } from '@sacred/core/settings';
import { PSEUDO_LANGUAGE } from '../src/i18n/languages';
import { describeInBrowser, signInAs, useBrowserApp, visitPathsAndTabs } from './harness';
import { displayIn } from './languages';
import { skipOnboarding } from './onboarding';
import { guestPaths, memberPaths } from './routeLists';

/**
 * The languages' own names in Settings (each written in itself), and the time zones' IANA names, which the
 * Time Zone list shows as they are.
 */
const NAMES = [
  ...LANGUAGES.map((language) => language.label),
  ...Intl.supportedValuesOf('timeZone').flatMap((zone) => zone.split(/[/_-]/)),
];

/**
 * Words `Intl` writes in the pseudo-locale's formatting locale (en-US), and names that are not ours to
 * translate: the map data's attribution and the product's own name.
 */
const NOT_FROM_CATALOGUES = new Set(
  [
    ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    ...['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November'],
    ...['December', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Monday', 'Tuesday', 'Wednesday'],
    ...['Thursday', 'Friday', 'Saturday', 'Sunday', 'AM', 'PM', 'UTC', 'GMT'],
    ...['mi', 'km', 'ft', 'kB', 'MB', 'GB', 'mph'],
    ...['OpenStreetMap', 'MapLibre', 'contributors', 'OSM', 'GraphQL', 'GraphiQL', 'GPX', 'PMTiles'],
    ...['Natural', 'Earth'],
    ...NAMES,
  ].map((word) => word.toLowerCase()),
);

/**
 * The columns holding what members (and the seeded world's members) wrote, and the names of the map's paths
 * (not its gazetteer of places, too large to read here). Kinds, statuses and badges are the app's words and
 * come from catalogues.
 */
const MEMBERS_TEXTS: Record<string, string[]> = {
  users: ['first_name', 'last_name', 'bio'],
  altars: ['name', 'description', 'story', 'tags', 'materials'],
  altar_reviews: ['title', 'review', 'tips', 'accessibility', 'best_time_to_visit'],
  pilgrimages: [
    ...['name', 'description', 'tags', 'starting_point', 'ending_point', 'place_names', 'key_stops', 'guidelines'],
    ...['significance', 'accommodations', 'accommodation', 'estimated_duration', 'duration', 'season'],
  ],
  pilgrimage_completions: ['reflections'],
  pilgrimage_waypoints: ['description'],
  pilgrimage_messages: ['message'],
  pilgrimage_photos: ['caption'],
  pilgrimage_updates: ['content'],
  posts: ['content', 'tags'],
  comments: ['content'],
  journal_entries: ['title', 'content'],
  rituals: ['intention'],
  intentions: ['text'],
  path_edges: ['name'],
};

/** A name, a tag, a title: a text short enough that a screen may show it in parts. */
const SHORT_TEXT = 80;

/** What a page shows and announces: its visible text and its elements' accessible texts. */
function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** The text with every ⟦…⟧ removed (nested ones too: a message may hold another as an argument). */
function outsideCatalogues(text: string): string {
  let depth = 0;
  let outside = '';
  for (const character of text) {
    if (character === '⟦') depth += 1;
    else if (character === '⟧') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += character;
  }
  return outside;
}

describeInBrowser('every text from a catalogue', () => {
  const e2e = useBrowserApp({ altarCount: 12 });
  let altarId: number;
  let pilgrimageId: number;
  /** The test world's texts (names, descriptions, posts), longest first: these are the members', not the app's. */
  let worldTexts: RegExp[] = [];
  /** Each word of its short texts (names, tags), lower-cased, for a name a screen shortens or splits. */
  const worldWords = new Set<string>();

  beforeAll(async () => {
    const { knex } = e2e.app;
    altarId = ((await knex('altars').orderBy('id').first('id')) as { id: number }).id;
    pilgrimageId = ((await knex('pilgrimages').orderBy('id').first('id')) as { id: number }).id;
    const texts = new Set<string>();
    for (const [table, columns] of Object.entries(MEMBERS_TEXTS)) {
      for (const column of columns) {
        const rows = (await knex(table).select(knex.raw('??::text as value', [column]))) as Array<{
          value: string | null;
        }>;
        for (const { value } of rows) {
          if (!value) continue;
          texts.add(value);
          if (value.length <= SHORT_TEXT)
            for (const word of value.match(/\p{L}+/gu) ?? []) worldWords.add(word.toLowerCase());
        }
      }
    }
    // A member's initials stand for their picture.
    const names = (await knex('users').select('first_name', 'last_name')) as Array<{
      first_name: string | null;
      last_name: string | null;
    }>;
    for (const { first_name: first, last_name: last } of names)
      worldWords.add(`${first?.[0] ?? ''}${last?.[0] ?? ''}`.toLowerCase());
    // Whole words only: a two-letter name must not take a bite out of an English word next to it.
    worldTexts = [...texts]
      .sort((a, b) => b.length - a.length)
      .map((text) => new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'gu'));
  });

  async function wordsOutsideCatalogues(paths: string[], member: boolean): Promise<Record<string, string[]>> {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await displayIn(context, PSEUDO_LANGUAGE);
      if (member) await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const found: Record<string, string[]> = {};
      await visitPathsAndTabs(page, paths, async (where) => {
        const stray = new Set<string>();
        for (const text of await textsOnPage(page)) {
          let outside = outsideCatalogues(text);
          for (const worldText of worldTexts) outside = outside.replace(worldText, ' ');
          for (const word of outside.match(/\p{L}{2,}/gu) ?? []) {
            const lower = word.toLowerCase();
            if (!worldWords.has(lower) && !NOT_FROM_CATALOGUES.has(lower)) stray.add(word);
          }
        }
        if (stray.size > 0) found[where] = [...stray].slice(0, 12);
      });
      return found;
    } finally {
      await context.close();
    }
  }

  it('shows a guest only catalogue texts on every page', { timeout: 300_000 }, async () => {
    expect(await wordsOutsideCatalogues(guestPaths(altarId, pilgrimageId), false)).toEqual({});
  });

  it('shows a member only catalogue texts on every page', { timeout: 300_000 }, async () => {
    expect(await wordsOutsideCatalogues(memberPaths(altarId, pilgrimageId), true)).toEqual({});
  });
});

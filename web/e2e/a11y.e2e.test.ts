/**
 * Accessibility of every page as a guest and as a member: axe-core, run inside the page,
 * finds no serious or critical violation; dialogs keep the focus and close on Escape; the focus is
 * visible; the map's altars can be reached without the map.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import {
  animationsDone,
  settle,
  visitPathsAndTabs,
  describeInBrowser,
  graphqlRequest,
  signInAs,
  useBrowserApp,
} from './harness';
import type { Language } from '@sacred/core/settings';
import { displayIn, saveMemberLanguage } from './languages';
import { skipOnboarding } from './onboarding';
import { MIN_TARGET_PX, seriousViolations, smallTargets } from './axe';

describeInBrowser('accessibility', () => {
  const e2e = useBrowserApp({ altarCount: 12 });
  let altarId: number;
  let pilgrimageId: number;

  beforeAll(async () => {
    const found = await graphqlRequest<{ altars: Array<{ id: number }>; pilgrimages: Array<{ id: number }> }>(
      e2e.app.url,
      '{ altars(limit: 1) { id } pilgrimages(limit: 1) { id } }',
    );
    altarId = found.altars[0]!.id;
    pilgrimageId = found.pilgrimages[0]!.id;
  });

  async function auditPaths(
    paths: string[],
    member: boolean,
    language: Language = 'en',
  ): Promise<Record<string, string[]>> {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await displayIn(context, language);
      if (member) {
        await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
        await saveMemberLanguage(page, language);
      }
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        const violations = await seriousViolations(page);
        // One level-1 heading names each page, for moving by headings with a screen reader.
        const headings = await page.locator('h1').count();
        if (headings !== 1) violations.push(`${headings} h1 headings (one names the page)`);
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== language) violations.push(`the page says it is in "${lang}", not "${language}"`);
        if (violations.length > 0) found[`${path} -> ${new URL(page.url()).pathname}`] = violations;
      }
      // The other tests of this file read the demo member in English.
      if (member) await saveMemberLanguage(page, 'en');
      return found;
    } finally {
      await context.close();
    }
  }

  const guestAuditPaths = () => [
    '/guest',
    '/guest/map',
    '/guest/pilgrimages',
    `/guest/pilgrimage/${pilgrimageId}`,
    `/guest/altar/${altarId}`,
    '/guest/feed',
    '/guest/profile',
    '/login',
    '/signup',
    '/no/such/place',
    // Member pages send a guest to the sign-in page.
    '/profile',
  ];
  const memberAuditPaths = () => [
    '/',
    '/map',
    '/pilgrimages',
    `/pilgrimage/${pilgrimageId}`,
    `/pilgrimage/active?id=${pilgrimageId}`,
    `/altar/${altarId}`,
    '/create-altar',
    '/create-pilgrimage',
    '/feed',
    '/profile',
    '/settings',
    '/no/such/place',
  ];

  it('finds no serious or critical violation on the guest pages', async () => {
    expect(await auditPaths(guestAuditPaths(), false)).toEqual({});
  });

  it('finds no serious or critical violation on the member pages', async () => {
    expect(await auditPaths(memberAuditPaths(), true)).toEqual({});
  });

  it.each(['es', 'de'] as const)(
    'finds no serious or critical violation on the guest and member pages in %s',
    { timeout: 240_000 },
    async (language) => {
      expect(await auditPaths(guestAuditPaths(), false, language)).toEqual({});
      expect(await auditPaths(memberAuditPaths(), true, language)).toEqual({});
    },
  );

  /** Visits each path and each of its tabs at 390 px and lists the controls smaller than 44 x 44 px. */
  async function measureTargets(paths: string[], member: boolean): Promise<Record<string, string[]>> {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      if (member) await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const found: Record<string, string[]> = {};
      await visitPathsAndTabs(page, paths, async (where) => {
        const small = await smallTargets(page);
        if (small.length > 0) found[where] = small;
      });
      return found;
    } finally {
      await context.close();
    }
  }

  it(
    `gives every control of the guest pages a target of at least ${MIN_TARGET_PX} x ${MIN_TARGET_PX} px`,
    { timeout: 240_000 },
    async () => {
      const paths = [
        '/guest',
        '/guest/pilgrimages',
        '/guest/pilgrimages?view=browse',
        `/guest/pilgrimage/${pilgrimageId}`,
        `/guest/altar/${altarId}`,
        '/guest/feed',
        '/login',
        '/signup',
        '/reset-password',
      ];
      expect(await measureTargets(paths, false)).toEqual({});
    },
  );

  it(
    `gives every control of the member pages a target of at least ${MIN_TARGET_PX} x ${MIN_TARGET_PX} px`,
    { timeout: 240_000 },
    async () => {
      const paths = [
        '/map',
        '/pilgrimages',
        '/pilgrimages?view=browse',
        `/pilgrimage/${pilgrimageId}`,
        `/pilgrimage/active?id=${pilgrimageId}`,
        `/altar/${altarId}`,
        '/create-altar',
        '/create-pilgrimage',
        '/feed',
        '/profile',
        '/settings',
      ];
      expect(await measureTargets(paths, true)).toEqual({});
    },
  );

  it('brings the first refused field of a long form into view and focuses it after submit', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      // The name is given; the photos, first on the form, are missing. The member submits from the bottom.
      await page.goto(`/create-altar?name=${encodeURIComponent('Quiet Fern Hollow')}`);
      await settle(page);
      const submit = page.getByRole('button', { name: 'Share This Beautiful Place' });
      await submit.scrollIntoViewIfNeeded();
      expect(
        await page.getByLabel('Choose photos').evaluate((input) => input.getBoundingClientRect().bottom),
      ).toBeLessThan(0);
      await submit.click();
      const photos = page.getByLabel('Choose photos');
      await expect.poll(() => photos.evaluate((input) => input === document.activeElement)).toBe(true);
      // What the member sees of it (a visually hidden file input shows through its label) is on screen.
      const box = await photos.evaluate((input) => {
        const shown = (input as HTMLInputElement).labels?.[0] ?? input.parentElement ?? input;
        const rect = shown.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
      });
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(box.height);
    } finally {
      await context.close();
    }
  });

  it('finds no serious or critical violation in the landing flow: splash, intro carousel, landing page', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      const found: Record<string, string[]> = {};
      await page.goto('/');
      await page.getByTestId('splash').waitFor();
      found.splash = await seriousViolations(page);
      await page.getByTestId('splash').click();
      await page.getByTestId('intro-carousel').waitFor();
      await animationsDone(page);
      found.carousel = await seriousViolations(page);
      await page.getByRole('button', { name: 'Close introduction' }).click();
      await page.getByTestId('landing-page').waitFor();
      await animationsDone(page);
      found.landing = await seriousViolations(page);
      expect(found).toEqual({ splash: [], carousel: [], landing: [] });
    } finally {
      await context.close();
    }
  });

  it('finds no serious or critical violation in the onboarding overlay a new member sees', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/map');
      await page.getByRole('dialog').first().waitFor();
      await animationsDone(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens dialogs from the keyboard, keeps the focus inside, and closes them on Escape', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await page.goto('/signup');
      await checkDialogByKeyboard(
        page,
        page.getByRole('button', { name: 'Terms of Service' }),
        '[data-testid="policy-dialog"]',
      );

      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/profile');
      await checkDialogByKeyboard(
        page,
        page.getByRole('button', { name: 'Edit Profile' }),
        '[data-testid="edit-profile-dialog"]',
      );
      await page.goto(`/altar/${altarId}`);
      await checkDialogByKeyboard(
        page,
        page.getByRole('button', { name: 'Begin Ritual' }),
        '[data-testid="ritual-dialog"]',
      );
    } finally {
      await context.close();
    }
  });

  it('shows where the keyboard focus is on every control it reaches', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      const found: Record<string, string[]> = {};
      const walk = async (path: string, stops: number) => {
        await page.goto(path);
        await settle(page);
        const invisible = await invisibleFocus(page, stops);
        if (invisible.length > 0) found[path] = invisible;
      };
      await walk('/login', 12);
      await walk('/guest', 16);
      await walk('/guest/pilgrimages', 12);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await walk(`/altar/${altarId}`, 14);
      await walk('/create-altar', 14);
      await walk('/settings', 14);
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });

  it('reaches the altars on the map without the map: the nearby list, from the keyboard', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await page.goto('/guest');
      await settle(page);
      const toggle = page.locator('#nearby-title button');
      let tabs = 0;
      while (!(await toggle.evaluate((element) => element === document.activeElement)) && tabs < 30) {
        await page.keyboard.press('Tab');
        tabs++;
      }
      expect(tabs).toBeLessThan(30);
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // Clusters zoom in (Enter), until the list names altars; an altar's Enter opens its popup.
      const listed = page.locator('[data-testid="nearby-entry"], [data-testid="nearby-cluster"]');
      for (let round = 0; round < 6; round++) {
        await listed.first().waitFor();
        await page.keyboard.press('Tab');
        const entry = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
        expect(['nearby-entry', 'nearby-cluster']).toContain(entry);
        if (entry === 'nearby-entry') {
          const id = await page.evaluate(() => document.activeElement?.getAttribute('data-altar-id'));
          await page.keyboard.press('Enter');
          const popup = page.getByTestId('altar-popup');
          await popup.waitFor();
          expect(await popup.getAttribute('data-altar-id')).toBe(id);
          expect(await popup.getByRole('heading').count()).toBeGreaterThan(0);
          return;
        }
        const before = await listed.allTextContents();
        await page.keyboard.press('Enter');
        // The map zooms into the cluster and the list follows with what the closer view holds.
        await expect.poll(() => listed.allTextContents(), { timeout: 20_000 }).not.toEqual(before);
        await toggle.focus();
      }
      throw new Error('The nearby list never named an altar');
    } finally {
      await context.close();
    }
  });

  it('moves nothing when the system asks for reduced motion', async () => {
    const { page, context } = await e2e.openPhonePage();
    // Longest running CSS animation or transition on the page, in ms.
    const longestAnimation = () =>
      page.evaluate(() =>
        Math.max(
          0,
          ...document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration) || 0),
        ),
      );
    try {
      // Without the preference the splash does animate: the check below can tell.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto('/');
      await page.getByTestId('splash').waitFor();
      expect(await longestAnimation()).toBeGreaterThan(100);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await page.getByTestId('splash').waitFor();
      expect(await longestAnimation()).toBeLessThanOrEqual(1);
      await page.getByTestId('splash').click();
      await page.getByTestId('intro-carousel').waitFor();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(await longestAnimation()).toBeLessThanOrEqual(1);
      await page.goto('/guest');
      await settle(page);
      await page.locator('#nearby-title button').click();
      expect(await longestAnimation()).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});

/** What has the keyboard focus: a short description, and whether it sits inside `container`. */
async function focused(page: Page, container?: string) {
  return page.evaluate((selector) => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body', inside: false, name: '' };
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const inside = selector ? Boolean(element.closest(selector)) : false;
    return { tag: element.tagName.toLowerCase(), inside, name };
  }, container);
}

/**
 * Opens a dialog from the keyboard and checks it: the focus moves in and stays in while Tab and
 * Shift+Tab go round, axe finds nothing serious in it, Escape closes it and the focus returns.
 */
async function checkDialogByKeyboard(page: Page, opener: ReturnType<Page['getByRole']>, dialogSelector: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator(dialogSelector);
  await dialog.waitFor();
  await animationsDone(page);
  expect((await focused(page, dialogSelector)).inside).toBe(true);

  const stops = new Set<string>();
  for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(6).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const now = await focused(page, dialogSelector);
    // Past the dialog's last control Chromium may hand the focus to the browser itself (body here),
    // never to the page behind the modal dialog.
    if (now.tag !== 'body') {
      expect(now, `${key} moved the focus out of the dialog`).toMatchObject({ inside: true });
      stops.add(`${now.tag}:${now.name}`);
    }
  }
  expect(stops.size).toBeGreaterThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

/**
 * Walks the first `stops` Tab stops of the page and returns those whose focus cannot be seen: the
 * element's surroundings look the same focused and unfocused (compared pixel by pixel).
 */
async function invisibleFocus(page: Page, stops: number): Promise<string[]> {
  const invisible: string[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < stops; step++) {
    await page.keyboard.press('Tab');
    await animationsDone(page);
    const box = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      // A visually hidden input (a file picker) shows its focus on the label around it.
      const own = element.getBoundingClientRect();
      const shown = own.width < 8 || own.height < 8 ? (element.closest('label') ?? element.parentElement) : element;
      const rect = (shown ?? element).getBoundingClientRect();
      const label =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return {
        key: `${element.tagName.toLowerCase()} "${label}"`,
        x: Math.max(0, rect.left - 8),
        y: Math.max(0, rect.top - 8),
        width: Math.min(window.innerWidth, rect.right + 8) - Math.max(0, rect.left - 8),
        height: Math.min(window.innerHeight, rect.bottom + 8) - Math.max(0, rect.top - 8),
      };
    });
    if (!box || seen.has(box.key) || box.width < 4 || box.height < 4) continue;
    seen.add(box.key);
    const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
    const withFocus = await page.screenshot({ clip });
    // Blur keeps the sequential focus starting point, so the next Tab goes on from here.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await animationsDone(page);
    const withoutFocus = await page.screenshot({ clip });
    const changed = await page.evaluate(
      async ([a, b]) => {
        const decode = async (data: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [first, second] = await Promise.all([decode(a!), decode(b!)]);
        let count = 0;
        for (let i = 0; i < first.length; i += 4) {
          const delta = Math.max(
            Math.abs(first[i]! - second[i]!),
            Math.abs(first[i + 1]! - second[i + 1]!),
            Math.abs(first[i + 2]! - second[i + 2]!),
          );
          if (delta > 48) count++;
        }
        return count;
      },
      [withFocus.toString('base64'), withoutFocus.toString('base64')],
    );
    // A ring round a 44 px control changes a few hundred pixels; a caret or a hover tint far fewer.
    if (changed < 40) invisible.push(`${box.key}: ${changed} pixels change`);
  }
  return invisible;
}

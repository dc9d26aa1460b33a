/**
 * Settings that act: the light theme and Auto, applied before the first paint of the next
 * visit and passing the accessibility audit; Sound Effects chime at a ritual's end and stay silent when
 * off; Search Radius opens the map home at the chosen radius; the like button counts.
 */
import { DEFAULT_SETTINGS, type UserSettings } from '@sacred/core/settings';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { animationsDone, describeInBrowser, graphqlRequest, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';
import type { PhonePage } from './harness';

/** A 1 x 1 PNG: an altar needs a photo. */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const LIGHT_BACKGROUND = 'rgb(244, 241, 230)';
const DARK_BACKGROUND = 'rgb(12, 26, 18)';
/** The settings arrive over the network after the page loads: a generous bound on a busy machine. */
const POLL = { timeout: 20_000, interval: 100 };

declare global {
  interface Window {
    /** Recorded by an init script: the page's look in its first animation frame, before the first paint. */
    firstFrame?: { theme: string | undefined; background: string };
    /** Recorded by an init script: how many synthesized notes started. */
    notesPlayed?: number;
  }
}

describeInBrowser('settings that act', () => {
  const e2e = useBrowserApp({ altarCount: 12 });
  let altar: { id: number; latitude: number; longitude: number };
  let counter = 0;

  beforeAll(async () => {
    const found = await graphqlRequest<{ altars: Array<{ id: number; latitude: number; longitude: number }> }>(
      e2e.app.url,
      '{ altars(limit: 1) { id latitude longitude } }',
    );
    altar = found.altars[0]!;
  });

  /** A new member of their own (no test depends on another's settings), signed in on a fresh phone. */
  async function member(settings: Partial<UserSettings['preferences']> = {}): Promise<PhonePage & { id: number }> {
    const phone = await e2e.openPhonePage();
    await skipOnboarding(phone.context);
    const signup = await phone.page.request.post('/api/auth/signup', {
      data: {
        firstName: 'Linden',
        lastName: 'Vale',
        email: `linden${++counter}.${Date.now()}@example.test`,
        password: 'Moonlit9Path',
      },
    });
    expect(signup.status()).toBe(201);
    const id = ((await signup.json()) as { user: { id: number } }).user.id;
    const saved = await phone.page.request.patch(`/api/users/${id}/settings`, {
      data: { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, ...settings } },
    });
    expect(saved.status()).toBe(200);
    return { ...phone, id };
  }

  const recordFirstFrame = (page: Page) =>
    page.addInitScript(() => {
      requestAnimationFrame(() => {
        window.firstFrame = {
          theme: document.documentElement.dataset.theme,
          background: getComputedStyle(document.documentElement).backgroundColor,
        };
      });
    });

  const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('paints the light theme from the first frame of the next visit, and Auto follows the device', async () => {
    const { page, context } = await member({ theme: 'light' });
    try {
      await recordFirstFrame(page);
      // The first visit learns the setting from the server and applies it at once.
      await page.goto('/profile');
      await expect.poll(() => bodyBackground(page), POLL).toBe(LIGHT_BACKGROUND);
      // The next visit paints light before any of the app's code runs: no dark flash.
      await page.reload();
      expect(await page.evaluate(() => window.firstFrame)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });

      // Auto: the device's preference decides, and a change of it applies at once.
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByLabel(/^Theme/).selectOption('auto');
      await expect.poll(() => bodyBackground(page), POLL).toBe(DARK_BACKGROUND);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => bodyBackground(page), POLL).toBe(LIGHT_BACKGROUND);
      await page.reload();
      expect(await page.evaluate(() => window.firstFrame?.theme)).toBe('light');
    } finally {
      await context.close();
    }
  });

  it('keeps the dark theme by default, from the first frame', async () => {
    const { page, context } = await member();
    try {
      await recordFirstFrame(page);
      await page.goto('/profile');
      expect(await page.evaluate(() => window.firstFrame)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
      expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    } finally {
      await context.close();
    }
  });

  it('finds no serious or critical accessibility violation in the light theme', async () => {
    const { page, context } = await member({ theme: 'light' });
    try {
      const found: Record<string, string[]> = {};
      for (const path of ['/profile', '/settings', `/altar/${altar.id}`, '/pilgrimages', '/feed', '/map']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => bodyBackground(page), POLL).toBe(LIGHT_BACKGROUND);
        await animationsDone(page);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });

  it("chimes at a ritual's end with Sound Effects on, and stays silent with them off", async () => {
    const countNotes = (page: Page) =>
      page.addInitScript(() => {
        window.notesPlayed = 0;
        const start = OscillatorNode.prototype.start;
        OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<typeof start>) {
          window.notesPlayed = (window.notesPlayed ?? 0) + 1;
          return start.apply(this, args);
        };
      });
    const ritual = async (page: Page) => {
      await page.goto(`/altar/${altar.id}`);
      await page.getByRole('button', { name: 'Begin Ritual' }).click();
      const dialog = page.getByTestId('ritual-dialog');
      // Ended early: the ritual ends there, and its end chimes like a timer running out.
      await dialog.getByRole('button', { name: 'Start Timer' }).click();
      await dialog.getByRole('button', { name: 'End Early' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };

    const on = await member({ soundEffects: true });
    try {
      await countNotes(on.page);
      await ritual(on.page);
      expect(await on.page.evaluate(() => window.notesPlayed)).toBeGreaterThan(0);
    } finally {
      await on.context.close();
    }
    const off = await member({ soundEffects: false });
    try {
      await countNotes(off.page);
      await ritual(off.page);
      // The same page, the same ritual: the positive control above shows notes would be counted.
      expect(await off.page.evaluate(() => window.notesPlayed)).toBe(0);
    } finally {
      await off.context.close();
    }
  });

  it('chimes and says so the moment a write earns a badge, on whatever page the member is', async () => {
    const { page, context } = await member({ soundEffects: true });
    try {
      await page.addInitScript(() => {
        window.notesPlayed = 0;
        const start = OscillatorNode.prototype.start;
        OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<typeof start>) {
          window.notesPlayed = (window.notesPlayed ?? 0) + 1;
          return start.apply(this, args);
        };
      });
      const subscribed = new Promise<void>((resolve) =>
        page.on('websocket', (socket) =>
          socket.on('framesent', ({ payload }) => {
            if (String(payload).includes('BadgesEarned')) resolve();
          }),
        ),
      );
      await page.goto('/community');
      await subscribed;
      // A write from elsewhere (another tab, the API): an eco-friendly altar that follows every practice.
      const created = await page.request.post('/api/altars', {
        data: {
          name: 'Moss and Pebble Ring',
          altarType: 'Stone Circle',
          latitude: altar.latitude + 0.01,
          longitude: altar.longitude,
          photos: [TINY_PNG],
          isEcoFriendly: true,
          noPlasticUsed: true,
          biodegradableOnly: true,
          noWasteLeft: true,
        },
      });
      expect(created.status()).toBe(201);
      await page.getByText('You earned Eco Guardian.').waitFor({ timeout: POLL.timeout });
      expect(await page.evaluate(() => window.notesPlayed)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('opens the map home at the Search Radius, and likes an altar on its page', async () => {
    const { page, context } = await member({ searchRadius: 25000 });
    try {
      await context.grantPermissions(['geolocation'], { origin: e2e.app.url });
      await context.setGeolocation({ latitude: altar.latitude, longitude: altar.longitude });
      await page.goto('/map');
      await page.getByText('Sacred Spaces Within 25km').first().waitFor();

      await page.goto(`/altar/${altar.id}`);
      const likes = page.getByTestId('altar-likes');
      const before = Number((await likes.textContent())?.split(' ')[0]);
      await page.getByTestId('like-altar').click();
      await likes.getByText(`${before + 1} like`).waitFor();
      expect(await page.getByTestId('like-altar').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('like-altar').click();
      await likes.getByText(`${before} like`).waitFor();
    } finally {
      await context.close();
    }
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import type { Language } from '@sacred/core/settings';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languageChoice';
import type { DisplayLanguage } from '../src/i18n/languages';

/** Every page the context opens starts in this language, as on a device that chose it before. */
export async function displayIn(context: BrowserContext, language: DisplayLanguage): Promise<void> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
}

/** Saves the signed-in member's Language setting through the REST API, as Settings would. */
export async function saveMemberLanguage(page: Page, language: Language): Promise<void> {
  const me = await page.request.get('/api/auth/user');
  if (!me.ok()) throw new Error(`No member signed in: ${me.status()} ${await me.text()}`);
  const { id } = (await me.json()) as { id: number };
  const current = await page.request.get(`/api/users/${id}/settings`);
  const settings = (await current.json()) as { preferences: Record<string, unknown> };
  const saved = await page.request.patch(`/api/users/${id}/settings`, {
    data: { ...settings, preferences: { ...settings.preferences, language } },
  });
  if (!saved.ok()) throw new Error(`Saving the language failed: ${saved.status()} ${await saved.text()}`);
}

import type { BrowserContext, Page } from 'playwright-core';
import { ONBOARDING_FLAG } from '../src/features/onboarding/onboardingFlag';

/** Every page the context opens starts as in a browser that has seen the onboarding overlay. */
export async function skipOnboarding(context: BrowserContext): Promise<void> {
  await context.addInitScript((flag) => window.localStorage.setItem(flag, 'true'), ONBOARDING_FLAG);
}

/** The onboarding flag as the page's browser keeps it (null before the overlay was finished). */
export function onboardingFlagOf(page: Page): Promise<string | null> {
  return page.evaluate((flag) => window.localStorage.getItem(flag), ONBOARDING_FLAG);
}

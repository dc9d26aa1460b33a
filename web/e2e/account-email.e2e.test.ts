import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../api/test/mailbox';
import { describeInBrowser, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

/**
 * Sign-up, email confirmation, password change and reset in Chromium, on a server that sends email to a
 * real SMTP server on loopback: the links are read from the received emails and opened in the browser.
 */

/** The path and query of the link to `path` in the email to `to` with this subject. */
async function linkIn(mailbox: Mailbox, to: string, subject: string, path: string): Promise<string> {
  const mail = await mailbox.waitFor((m) => m.to.includes(to) && m.subject === subject);
  const link = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`))?.[0];
  expect(link).toBeDefined();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

function currentUser(page: Page): Promise<{ email: string; emailVerified: boolean } | null> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email emailVerified } }' }),
    });
    const body = (await response.json()) as { data: { me: { email: string; emailVerified: boolean } | null } };
    return body.data.me;
  });
}

describeInBrowser('accounts by email', () => {
  let mailbox: Mailbox;

  // Registered before the app's hooks: the mailbox is up before the server that sends to it, and closes after it.
  beforeAll(async () => {
    mailbox = await startMailbox();
  });

  afterAll(async () => {
    await mailbox?.close();
  });

  const e2e = useBrowserApp(() => ({
    altarCount: 3,
    configOverrides: { mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' } },
  }));

  it('signs up, confirms the email from the link, changes the password, then resets it by email', async () => {
    const { page, context } = await e2e.openPhonePage();
    const email = `fern.${Date.now()}@example.test`;
    // The first-visit onboarding overlay is accounts.e2e.test.ts's subject, not this one's.
    await skipOnboarding(context);
    try {
      await page.goto('/signup');
      await page.getByRole('textbox', { name: 'First name' }).fill('Fern');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Hollow');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Moonlit9Path');
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('Moonlit9Path');
      await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
      await page.getByRole('checkbox', { name: /Eco-Conscious Guidelines/ }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText(ACCOUNT_MESSAGES.checkYourEmail).waitFor();
      expect(await currentUser(page)).toBeNull();

      await page.goto(await linkIn(mailbox, email, 'Confirm your email for Sacred Spaces', '/verify-email'));
      await page.getByRole('button', { name: 'Confirm my email' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await currentUser(page)).toEqual({ email, emailVerified: true });

      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Account' }).click();
      expect(await page.getByText('Confirm Your Email').count()).toBe(0);
      await page.getByRole('textbox', { name: 'Current password' }).fill('Wrong9Password');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh9Password');
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh9Password');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText(ACCOUNT_MESSAGES.currentPasswordWrong).waitFor();
      await page.getByRole('textbox', { name: 'Current password' }).fill('Moonlit9Path');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();

      // Signed out, the member asks for a reset from the sign-in page.
      await context.clearCookies();
      await page.goto('/login');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByRole('link', { name: 'Reset your password' }).click();
      // The sign-in page (with its own Email field) stays until the reset page's code has loaded: fill the
      // reset form's field, not the one on the page being left.
      const askForLink = page.getByRole('form', { name: 'Ask for a reset link' });
      await askForLink.getByRole('textbox', { name: 'Email' }).fill(email);
      await askForLink.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText(ACCOUNT_MESSAGES.resetRequested).waitFor();

      await page.goto(await linkIn(mailbox, email, 'Choose a new password for Sacred Spaces', '/reset-password'));
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Reset9Password');
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Reset9Password');
      await page.getByRole('button', { name: 'Save my new password' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await currentUser(page)).toEqual({ email, emailVerified: true });
    } finally {
      await context.close();
    }
  });

  it('while guesses come from many addresses, the right password on a new phone finishes by an emailed link', async () => {
    const email = `sorrel.${Date.now()}@example.test`;
    const password = 'Sorrel9Path';
    // A confirmed member (through the API), then 20 wrong guesses from 20 other addresses.
    const signup = await fetch(`${e2e.app.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: JSON.stringify({
        firstName: 'Sorrel',
        lastName: 'Vale',
        email,
        password,
        confirmPassword: password,
        agreeToTerms: true,
        agreeToEcoGuidelines: true,
      }),
    });
    expect(signup.status).toBe(201);
    for (let guess = 0; guess < 20; guess++) {
      await fetch(`${e2e.app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${guess + 1}` },
        body: JSON.stringify({ email, password: 'Wrong1Password' }),
      });
    }

    const { page, context } = await e2e.openPhonePage();
    await skipOnboarding(context);
    try {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText(ACCOUNT_MESSAGES.signInLinkSent).waitFor();
      expect(await currentUser(page)).toBeNull();

      await page.goto(await linkIn(mailbox, email, 'Finish signing in to Sacred Spaces', '/sign-in-link'));
      await page.getByRole('button', { name: 'Sign me in' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await currentUser(page)).toEqual({ email, emailVerified: true });
    } finally {
      await context.close();
    }
  });
});

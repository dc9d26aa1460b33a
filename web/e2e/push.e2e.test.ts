import { DEFAULT_PUSH_PREFERENCES, PUSH_MESSAGES, PUSH_PREFERENCE_TEXT } from '@sacred/core/push';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

describeInBrowser('push notifications', () => {
  const e2e = useBrowserApp({ altarCount: 5 });

  it('shows the preferences with their defaults, and the spec message when enabling is refused', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Push' }).click();
      await page.getByText(PUSH_MESSAGES.disabled).waitFor();
      for (const [key, on] of Object.entries(DEFAULT_PUSH_PREFERENCES)) {
        const label = PUSH_PREFERENCE_TEXT[key as keyof typeof DEFAULT_PUSH_PREFERENCES][0];
        expect(await page.getByRole('switch', { name: label }).isChecked()).toBe(on);
      }
      // The browser denies notifications (no permission granted in this context).
      await page.evaluate(() => {
        Notification.requestPermission = () => Promise.resolve('denied');
      });
      await page.getByRole('button', { name: 'Enable Notifications' }).click();
      await page.getByText(PUSH_MESSAGES.enableFailed).waitFor();
    } finally {
      await context.close();
    }
  });

  it('says push is unsupported where the browser has no Push API', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await context.addInitScript(() => {
        delete (window as { PushManager?: unknown }).PushManager;
      });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Push' }).click();
      await page.getByText(PUSH_MESSAGES.unsupported).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a pushed message as a notification from the service worker', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await context.grantPermissions(['notifications']);
      await skipOnboarding(context);
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const registrationId = await new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const found = registrations.find((r) => r.scopeURL === `${e2e.app.url}/` && !r.isDeleted);
          if (found) resolve(found.registrationId);
        });
        void cdp.send('ServiceWorker.enable');
      });
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e2e.app.url,
        registrationId,
        data: JSON.stringify({
          title: 'A new sacred space nearby',
          body: 'Fern Hollow',
          url: '/altar/1',
          tag: 'altar-1',
        }),
      });
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              data: n.data as unknown,
            })),
          ),
        )
        .toEqual([{ title: 'A new sacred space nearby', body: 'Fern Hollow', data: { url: '/altar/1' } }]);
    } finally {
      await context.close();
    }
  });
});

/**
 * A companion walking with the walker sees the walker's "expected back by" on the walker's card of the live
 * page as the walker sets it, moves it on and turns it off, without reloading.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../api/test/mailbox';
import { validSignup } from '../../api/test/http';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

describeInBrowser("the watch on a companion's card", () => {
  // The walker's contact is an email address: mail on loopback takes it.
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.close());
  const e2e = useBrowserApp(() => ({
    altarCount: 5,
    configOverrides: { mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <safety@sacred.test>' } },
  }));

  it('follows the walker setting, moving on and ending the watch, live', async () => {
    const { pilgrimages } = await graphqlRequest<{ pilgrimages: Array<{ id: number }> }>(
      e2e.app.url,
      '{ pilgrimages(limit: 1) { id } }',
    );
    const pilgrimageId = pilgrimages[0]!.id;
    const walker = await e2e.openPhonePage();
    const friend = await e2e.openPhonePage();
    try {
      await e2e.app.knex('users').where({ email: DEMO_EMAIL }).update({ email_verified_at: new Date() });
      await signInAs(walker.page, DEMO_EMAIL, DEMO_PASSWORD);
      const walkerId = ((await (await walker.page.request.get('/api/auth/user')).json()) as { id: number }).id;
      const signup = validSignup({ firstName: 'Hazel' });
      expect((await friend.page.request.post('/api/auth/signup', { data: signup })).status()).toBe(201);
      await signInAs(friend.page, signup.email, signup.password);
      const friendId = ((await (await friend.page.request.get('/api/auth/user')).json()) as { id: number }).id;

      const walking = await walker.page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, {
        data: { latitude: 36.11, longitude: -112.11 },
      });
      expect(walking.ok(), await walking.text()).toBe(true);
      const journeyId = ((await walking.json()) as { id: number }).id;
      expect((await friend.page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, { data: {} })).ok()).toBe(true);
      // Walking together: the walker asks, the friend accepts.
      const requests = `/api/pilgrimages/${pilgrimageId}/companion-requests`;
      expect((await walker.page.request.post(requests, { data: { userId: friendId } })).ok()).toBe(true);
      expect((await friend.page.request.post(requests, { data: { userId: walkerId } })).ok()).toBe(true);

      await skipOnboarding(friend.context);
      await friend.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      const { first_name: walkerName } = (await e2e.app.knex('users').where({ id: walkerId }).first('first_name')) as {
        first_name: string;
      };
      const card = friend.page.getByTestId('fellow-pilgrim').filter({ hasText: walkerName });
      await card.waitFor();
      const expectedBack = card.getByTestId('fellow-expected-back');
      expect(await expectedBack.count()).toBe(0);

      const safety = `/api/active-pilgrimages/${journeyId}/safety`;
      const set = await walker.page.request.put(safety, {
        data: {
          expectedBackAt: new Date(Date.now() + 90 * 60_000).toISOString(),
          timeZone: 'UTC',
          emails: ['home@family.test'],
        },
      });
      expect(set.ok(), await set.text()).toBe(true);
      await expectedBack.waitFor();
      const first = (await expectedBack.textContent()) ?? '';
      expect(first).toMatch(/^Expected back by \S/);

      const extended = await walker.page.request.post(`${safety}/extend`, { data: { minutes: 120 } });
      expect(extended.ok(), await extended.text()).toBe(true);
      await expect.poll(() => expectedBack.textContent(), { timeout: 15_000 }).not.toBe(first);
      expect(await expectedBack.textContent()).toMatch(/^Expected back by \S/);

      expect((await walker.page.request.delete(safety)).ok()).toBe(true);
      await expectedBack.waitFor({ state: 'detached', timeout: 15_000 });
    } finally {
      await walker.context.close();
      await friend.context.close();
    }
  });
});

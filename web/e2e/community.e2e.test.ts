import { COMMUNITY_MESSAGES } from '@sacred/core/community';
import { SETTINGS_MESSAGES } from '@sacred/core/settings';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

describeInBrowser('community feed, settings and profile', () => {
  const e2e = useBrowserApp({ altarCount: 20 });

  it('stays signed in when a page loads /api/logout as an image; a navigation there signs out', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/feed');
      await page.getByTestId('post-card').first().waitFor();
      // What an avatar pointing at /api/logout would make every viewer's browser do.
      const answered = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const image = new Image();
            image.onload = () => resolve('load');
            image.onerror = () => resolve('error');
            image.src = `/api/logout?${Date.now()}`;
            document.body.append(image);
          }),
      );
      expect(['load', 'error']).toContain(answered);
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);
      // Positive control: the browser's own navigation to it is the sign-out it is for.
      await page.goto('/api/logout');
      await page.waitForURL(/\/login$/);
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('posts, likes and comments; switches units and keeps them; edits the bio with its counter', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);

      // The feed: stats from the server, then share a post.
      await page.goto('/feed');
      await page.getByRole('heading', { name: 'Sacred Community' }).waitFor();
      const stats = page.getByRole('list', { name: 'Community stats' });
      await stats.locator('strong').first().waitFor();
      expect(Number(await stats.locator('strong').nth(1).textContent())).toBe(20);
      await page.getByTestId('post-card').first().waitFor();

      await page.getByRole('button', { name: 'Share Your Journey' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Your Journey' });
      const shareButton = dialog.getByRole('button', { name: 'Share', exact: true });
      expect(await shareButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Your post').fill('   ');
      expect(await shareButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Your post').fill('Sunrise at the stone circle #e2ewalk');
      await shareButton.click();
      await page.getByText(COMMUNITY_MESSAGES.sharedTitle).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const mine = page.getByTestId('post-card').filter({ hasText: 'Sunrise at the stone circle' });
      await mine.waitFor();
      expect(await mine.getByRole('listitem').filter({ hasText: '#e2ewalk' }).count()).toBe(1);

      // Like, then comment.
      await mine.getByRole('button', { name: /^Like/ }).click();
      await mine.getByRole('button', { name: 'Like, 1 like', exact: true, pressed: true }).waitFor();
      expect(await mine.getByTestId('likes-count').textContent()).toBe('1');
      await mine.getByRole('button', { name: /^Comments/ }).click();
      await mine.getByLabel('Add a comment').fill('What a morning.');
      await mine.getByRole('button', { name: 'Post', exact: true }).click();
      await mine.getByText('What a morning.').waitFor();
      await expect.poll(() => mine.getByTestId('comments-count').textContent()).toBe('1');

      // Settings: units to imperial, saved and kept after a reload.
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await expect.poll(() => page.getByTestId('search-radius').textContent()).toBe('10 km');
      await page.getByLabel('Units').selectOption('imperial');
      await page.getByText(SETTINGS_MESSAGES.updatedDescription).waitFor();
      expect(await page.getByTestId('search-radius').textContent()).toBe('6.2 mi');
      await page.reload();
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await expect.poll(() => page.getByLabel('Units').inputValue()).toBe('imperial');
      expect(await page.getByTestId('search-radius').textContent()).toBe('6.2 mi');

      // Profile: distances in miles now; edit the bio and watch the counter.
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Pilgrimages' }).click();
      await expect.poll(() => page.getByTestId('completion-meta').first().textContent()).toMatch(/ mi$/);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const edit = page.getByTestId('edit-profile-dialog');
      const bio = edit.getByLabel('Bio');
      await bio.fill('Walker of quiet trails.');
      expect(await edit.getByTestId('bio-counter').textContent()).toBe('23/200');
      await bio.fill('x'.repeat(230));
      expect(await edit.getByTestId('bio-counter').textContent()).toBe('200/200');
      await bio.fill('Walker of quiet trails.');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile Updated').waitFor();
      await expect.poll(() => page.getByTestId('profile-bio').textContent()).toBe('Walker of quiet trails.');
      expect(await page.getByTestId('badge-slot').count()).toBe(6);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * No page is wider than a phone's screen: every route, as a guest and as a member,
 * with every tab of a page opened, at 320, 360, 390 and 430 px, with 60-character names without a
 * space in the data (an altar, a pilgrimage, a member, a post); and again in German, whose words run
 * longest, at 320 px. The document must not scroll sideways and no element of the page may reach past
 * the screen's right edge, except inside a box that scrolls or clips it on purpose (a tab strip, the map).
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { animationsDone, describeInBrowser, signInAs, visitPathsAndTabs, useBrowserApp } from './harness';
import { displayIn, saveMemberLanguage } from './languages';
import { skipOnboarding } from './onboarding';
import { guestPaths, memberPaths } from './routeLists';

export const PHONE_WIDTHS = [320, 360, 390, 430] as const;

/** 60 characters and not one place where a browser may break the line by itself. */
const LONG_ALTAR = 'Moonlitcedarspringbeneaththeancientwhisperingredrockcanyonss';
const LONG_PILGRIMAGE = 'Threevalleysandsevenspringsofthehighmeadowsunderthefullmoonn';
const LONG_FIRST_NAME = 'Wildflowerseekerofquietmountainpathsandforgottenstonecircles';
const LONG_POST = 'Gratitudeforthemorningmistrisingoverthesilentlakeatfirstsun';

/**
 * What lies past the right edge of the screen as the page is laid out now: the document's own
 * sideways scroll, each visible element whose box (cut by the boxes around it that scroll or clip)
 * ends past the screen, and each one-word control label broken inside its word. Empty when the page fits.
 */
export function overflowAtThisWidth(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`the document is ${scrollWidth} px wide`);
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id ? ` "${id}"` : ''}> ${text}`;
    };
    const reported = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // The visible part: cut by every box around it that scrolls or clips (not the page itself).
      let right = box.right;
      let left = box.left;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        right = Math.min(right, clip.right);
        left = Math.max(left, clip.left);
      }
      if (right <= left || right <= width + 0.5) continue;
      // Name the outermost element that overflows, not every child inside it.
      let ancestorReported = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (reported.has(parent)) ancestorReported = true;
      }
      reported.add(element);
      if (!ancestorReported) found.push(`${describe(element)}: right edge at ${Math.round(right)} px`);
    }
    // A control's one-word label (a tab, a link, a button) is never broken inside its word to fit.
    for (const control of document.body.querySelectorAll('a, button, [role="tab"], label')) {
      if (control.getBoundingClientRect().width < 1) continue;
      const words = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        if (!/^\s*[\p{L}\p{N}'-]{2,15}\s*$/u.test(node.textContent ?? '')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1)
          found.push(`${describe(control)}: "${node.textContent?.trim()}" is broken over ${lines.size} lines`);
      }
    }
    return found.slice(0, 8);
  });
}

describeInBrowser('no page wider than the screen', () => {
  const e2e = useBrowserApp({ altarCount: 12 });
  let altarId: number;
  let pilgrimageId: number;

  beforeAll(async () => {
    const { knex } = e2e.app;
    const demo = (await knex('users').where({ email: DEMO_EMAIL }).first('id')) as { id: number };
    await knex('users').where({ id: demo.id }).update({ first_name: LONG_FIRST_NAME });
    const altar = (await knex('altars').orderBy('id').first('id')) as { id: number };
    altarId = altar.id;
    await knex('altars').where({ id: altarId }).update({ name: LONG_ALTAR, creator_id: demo.id });
    const pilgrimage = (await knex('pilgrimages').orderBy('id').first('id')) as { id: number };
    pilgrimageId = pilgrimage.id;
    await knex('pilgrimages').where({ id: pilgrimageId }).update({ name: LONG_PILGRIMAGE, creator_id: demo.id });
    await knex('posts').insert({
      author_id: demo.id,
      content: `${LONG_POST} #${LONG_POST}`,
      tags: [LONG_POST.toLowerCase()],
    });
  });

  /**
   * Visits each path, opens each of its tabs, and measures at every phone width. Returns what
   * overflowed, by path, tab and width.
   */
  async function measurePaths(
    paths: string[],
    member: boolean,
    { widths = PHONE_WIDTHS, german = false }: { widths?: readonly number[]; german?: boolean } = {},
  ): Promise<Record<string, string[]>> {
    const { page, context } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      if (german) await displayIn(context, 'de');
      if (member) {
        await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
        await saveMemberLanguage(page, german ? 'de' : 'en');
        // A journey under way on the long-named pilgrimage, with a long chat message: the live page and
        // its chat, and the map's "continue your journey" entry.
        const started = await page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, { data: {} });
        expect(started.ok(), await started.text()).toBe(true);
        const sent = await page.request.post(`/api/pilgrimages/${pilgrimageId}/messages`, {
          data: { message: LONG_POST },
        });
        expect(sent.ok(), await sent.text()).toBe(true);
      }
      const found: Record<string, string[]> = {};
      const measureAllWidths = async (where: string) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 844 });
          await animationsDone(page);
          const overflow = await overflowAtThisWidth(page);
          if (overflow.length > 0) found[`${where} at ${width} px`] = overflow;
        }
        await page.setViewportSize({ width: 390, height: 844 });
      };
      await visitPathsAndTabs(page, paths, measureAllWidths);
      return found;
    } finally {
      await context.close();
    }
  }

  it('fits every guest page at 320 to 430 px', { timeout: 300_000 }, async () => {
    expect(await measurePaths(guestPaths(altarId, pilgrimageId), false)).toEqual({});
  });

  it('fits every member page at 320 to 430 px', { timeout: 300_000 }, async () => {
    expect(await measurePaths(memberPaths(altarId, pilgrimageId), true)).toEqual({});
  });

  it('fits every guest and member page in German at 320 px', { timeout: 300_000 }, async () => {
    const options = { widths: [320], german: true };
    expect(await measurePaths(guestPaths(altarId, pilgrimageId), false, options)).toEqual({});
    expect(await measurePaths(memberPaths(altarId, pilgrimageId), true, options)).toEqual({});
  });
});

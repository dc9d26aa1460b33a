/** axe-core inside a page under test (issue 13's accessibility checks). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: string[];
  failureSummary?: string;
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe-core on the page as it is now and returns the serious and critical violations, readable. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the app's Content-Security-Policy does not govern.
  // Contrast is judged on what stays on screen, not halfway through a fade-in: let finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      // WCAG 2.2 A and AA plus axe's best practices (landmarks, headings).
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n      ${node.failureSummary ?? ''}`)
          .join('\n'),
    );
}

/** The smallest target a control may have, in CSS pixels, each way (WCAG 2.5.5's 44 x 44 px). */
export const MIN_TARGET_PX = 44;

/**
 * The controls on the page now whose target is smaller than 44 x 44 px, as "<tag> name: width x height".
 * A control's target is its own box, or the box of the label tied to it when that is larger (tapping
 * a label works its checkbox or file input). Excepted, as WCAG 2.5.8 does for its own size: a link
 * inside running text (a sentence whose line decides its height), and controls that are hidden or
 * disabled (not targets at all).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="option"]',
      '[role="menuitem"]',
    ].join(', ');
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      return element.getClientRects().length > 0;
    };
    /** A link is in running text when its block holds words of its own beside it, on the same lines. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const block = element.parentElement;
      if (!block) return false;
      const display = getComputedStyle(block).display;
      if (display.includes('flex') || display.includes('grid')) return false;
      const own = (element.textContent ?? '').trim().length;
      const around = (block.textContent ?? '').trim().length;
      return around > own + 2;
    };
    const targetBox = (element: Element) => {
      const own = element.getBoundingClientRect();
      const labels = (element as HTMLInputElement).labels;
      let width = own.width;
      let height = own.height;
      for (const label of labels ? [...labels] : []) {
        const box = label.getBoundingClientRect();
        if (box.width * box.height > width * height) ({ width, height } = box);
      }
      return { width, height };
    };
    const found: string[] = [];
    const seen = new Set<string>();
    for (const element of document.querySelectorAll(selector)) {
      if ((element as HTMLButtonElement).disabled || element.closest('[inert], [aria-hidden="true"]')) continue;
      const visuallyHiddenInput =
        element.tagName === 'INPUT' &&
        element.getBoundingClientRect().width <= 1 &&
        (element as HTMLInputElement).labels?.length;
      if (!visuallyHiddenInput && !shown(element)) continue;
      if (inRunningText(element)) continue;
      const { width, height } = targetBox(element);
      if (width < 1 && height < 1) continue;
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const name =
        element.getAttribute('aria-label') ??
        ((element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30) ||
          element.getAttribute('name') ||
          element.getAttribute('type') ||
          element.className.toString().slice(0, 40));
      const entry = `<${element.tagName.toLowerCase()}> "${name}": ${Math.round(width)} x ${Math.round(height)}`;
      if (!seen.has(entry)) found.push(entry);
      seen.add(entry);
    }
    return found;
  }, MIN_TARGET_PX);
}

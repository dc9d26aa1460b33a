/** axe-core inside a page under test: no serious or critical violation on any page. */
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
 * A control's target is its own box or the box of a label tied to it, whichever is large enough
 * (tapping a label works its checkbox or file input). Excepted, as WCAG 2.5.8 does for its own size: a link or
 * link-like button inside running text (a sentence whose line decides its height), and controls that
 * are hidden or disabled (not targets at all).
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
    /**
     * A control is in running text when its block (not a flex or grid row) holds words of its own
     * beside it: text that belongs to no control.
     */
    const inRunningText = (element: Element) => {
      const block = element.parentElement;
      if (!block) return false;
      const display = getComputedStyle(block).display;
      if (display.includes('flex') || display.includes('grid')) return false;
      const length = (node: Element) => (node.textContent ?? '').replace(/\s+/g, '').length;
      const ofControls = [...block.querySelectorAll(selector)].reduce((sum, control) => sum + length(control), 0);
      return length(block) - ofControls > 2;
    };
    /** The control's own box and the boxes of the labels tied to it: any one of them is a target. */
    const targetBoxes = (element: Element) => {
      const labels = (element as HTMLInputElement).labels;
      return [element, ...(labels ? [...labels] : [])].map((target) => target.getBoundingClientRect());
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
      const boxes = targetBoxes(element);
      if (boxes.some((box) => box.width + 0.5 >= min && box.height + 0.5 >= min)) continue;
      const { width, height } = boxes.reduce((largest, box) =>
        box.width * box.height > largest.width * largest.height ? box : largest,
      );
      if (width < 1 && height < 1) continue;
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

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every violation, whatever its impact, best practices included (none at all is allowed on the
 * storefront's measured pages and its open widgets), as one line each: '' when there is none. With
 * `selector`, only inside that element (an open widget).
 */
export async function allViolations(page: Page, selector?: string): Promise<string> {
  let builder = new AxeBuilder({ page })
    .withTags([...TAGS, 'best-practice'])
    .options({ resultTypes: ['violations'] });
  if (selector) builder = builder.include(selector);
  const results = await stillWhile(page, () => builder.analyze());
  return results.violations
    .map((v) => `[${v.impact}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`)
    .join('\n');
}

/** Serious and critical violations, one readable paragraph each (empty string when there are none). */
export async function seriousViolations(page: Page): Promise<{ count: number; report: string }> {
  // Only violations are read; skipping the details of passing rules makes axe a little faster.
  const builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  const results = await stillWhile(page, () => builder.analyze());
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} élément(s))\n${nodes}`;
    })
    .join('\n');
  return { count: serious.length, report };
}

/**
 * Runs axe on a screen that does not move while it reads it (docs/decisions/0229). An analysis of
 * the whole admin takes tens of seconds on a busy machine: a toast that times out (4 s) or a new
 * one arriving meanwhile would be read mid-fade, its colours a blend with the page (#e2e2e2 on
 * white). With reduced motion asked for, the shop's transitions are off: every toast
 * axe meets has its final colours, and those must pass. The page's own setting comes back after.
 */
async function stillWhile<T>(page: Page, analyze: () => Promise<T>): Promise<T> {
  const asked = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (asked) return analyze();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Waits until the screen is at rest, as a shopper would look at it: sheets and dialogs slid in,
 * toasts faded in (an open dialog shows its own copy of the active toasts). Mid-transition, colours are blends and contrast reads wrong. Endless animations
 * (a spinner, the live banner's pulse) are not waited for.
 */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('dialog[open]');
    const toasts = [...document.querySelectorAll('[data-toast]')];
    const inDialog = dialog ? toasts.filter((t) => dialog.contains(t)).length : 0;
    return (
      (!dialog || inDialog >= toasts.length - inDialog) &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
    );
  });
}

/** axe once the screen is at rest: no serious or critical violation, or the report says which. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  await atRest(page);
  const { count, report } = await seriousViolations(page);
  expect(count, `violations graves ou critiques (${where}) :\n${report}`).toBe(0);
}

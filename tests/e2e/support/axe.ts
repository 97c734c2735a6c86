import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical violations, one readable paragraph each (empty string when there are none). */
export async function seriousViolations(page: Page): Promise<{ count: number; report: string }> {
  // Only violations are read; skipping the details of passing rules makes axe a little faster.
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
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

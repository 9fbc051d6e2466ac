import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/** WCAG 2.2 AA, plus the best-practice rule that a page has a level-one heading. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'page-has-heading-one': { enabled: true } },
};

const describeViolation = (violation: Result) =>
  `${violation.id} (${violation.impact}): ${violation.help}\n` +
  violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
    .join('\n');

let source: string | undefined;
const axeSource = () => (source ??= readFileSync(require.resolve('axe-core'), 'utf8'));

/** Runs axe-core from npm in the page and returns its serious and critical violations, described. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not added as a <script>: the app's CSP allows no inline script.
  if (!loaded) await page.evaluate(axeSource());
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResults> } }).axe.run(document, options),
    AXE_OPTIONS,
  );
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describeViolation);
}

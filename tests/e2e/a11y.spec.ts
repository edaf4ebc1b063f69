// axe-core on every kind of page, in light and dark mode, at desktop and phone widths: no violations of WCAG 2.2 A/AA
// (colour contrast included, code blocks too) nor of axe's best practices; and no script error while the page loads
// (a crash during hydration leaves the static HTML on screen, which axe alone would pass).
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PAGE_KINDS } from '../../scripts/data/pageKinds';
import { openPage, type ColourMode } from './support/pages';

const WIDTHS = [1280, 360] as const;
const MODES: readonly ColourMode[] = ['light', 'dark'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const { kind, path } of PAGE_KINDS) {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      test(`${kind} (${path}) in ${mode} mode at ${width} px has no axe violations`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await openPage(page, path, mode);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const violations = results.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes
            .slice(0, 5)
            .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
        }));
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
}

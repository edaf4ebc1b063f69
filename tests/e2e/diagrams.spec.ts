// The build-time diagrams (src/plugins/diagrams) in a real browser: in light and dark mode, at desktop and phone
// widths, each renders (a visible SVG that fits the page), its strokes and text take the mode's colours, no console
// error or page error, and axe finds nothing. Hook links in the SVG open the hook's page.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openPage, type ColourMode } from './support/pages';

const PAGES = ['/v6/developers/pdf-lifecycle', '/v4/developer-pdf-lifecycle', '/v6/developers/template-hierarchy'];
const MODES: readonly ColourMode[] = ['light', 'dark'];
const WIDTHS = [1280, 360] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const path of PAGES) {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      test(`${path}: diagrams render in ${mode} mode at ${width} px, axe clean, no console error`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
        await openPage(page, path, mode);

        const figures = page.locator('figure.pdf-diagram');
        expect(await figures.count()).toBeGreaterThanOrEqual(2);
        for (const figure of await figures.all()) {
          const svg = figure.locator('svg.pdf-diagram__svg');
          await expect(svg).toBeVisible();
          const box = (await svg.boundingBox())!;
          const figureBox = (await figure.boundingBox())!;
          expect(box.height).toBeGreaterThan(100);
          expect(box.width).toBeLessThanOrEqual(figureBox.width + 1);
          // Graphviz draws in black; CSS gives the text and strokes the page's text colour in both modes.
          const colours = await svg.evaluate((element) => {
            const text = element.querySelector('.node text:not(a text)')!;
            const stroke = element.querySelector('.node path, .node polygon')!;
            return {
              text: getComputedStyle(text).fill,
              stroke: getComputedStyle(stroke).stroke,
              page: getComputedStyle(document.body).color,
            };
          });
          expect(colours.text).toBe(colours.page);
          expect(colours.stroke).toBe(colours.page);
          await expect(figure.locator('figcaption')).not.toBeEmpty();
          await expect(figure.locator('ol > li').first()).toBeVisible();
        }
        // Text in the SVG is real text, so it can be selected and found with the browser's search.
        expect(await page.locator('svg.pdf-diagram__svg text').count()).toBeGreaterThan(10);

        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
}

test('a hook in the diagram opens its page', async ({ page }) => {
  await openPage(page, '/v6/developers/pdf-lifecycle');
  const link = page.locator('figure.pdf-diagram svg a').filter({ hasText: 'gfpdf_pdf_middleware' }).first();
  await link.click();
  await expect(page).toHaveURL(/\/v6\/developers\/filters\/gfpdf_pdf_middleware$/);
  await expect(page.locator('h1')).toContainText('gfpdf_pdf_middleware');
});

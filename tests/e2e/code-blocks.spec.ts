// Code blocks in the browser: a first visit keeps the server's highlighting without fetching Prism (its chunk loads
// only when a block must be drawn anew: dark mode, a page reached by navigation), and every way ends highlighted.
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/pages';

const HOOK = '/v6/developers/filters/gfpdf_pdf_filename';
const OTHER_HOOK = '/v6/developers/filters/gfpdf_capabilities';
/** A string only Prism's core holds (Prism.util.objId), as in tests/build/code-blocks.test.ts. */
const PRISM_CORE = 'objId';
const LIGHT_BACKGROUND = 'rgb(246, 248, 250)'; // GitHub's
const DARK_BACKGROUND = 'rgb(40, 42, 54)'; // Dracula's

/** Whether any script the page has fetched so far holds Prism. */
function watchForPrism(page: Page): () => Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).some((body) => body.includes(PRISM_CORE));
}

test('a first visit in light mode keeps the server-highlighted PHP and never fetches Prism', async ({ page }) => {
  const prismFetched = watchForPrism(page);
  // React reports a hydration mismatch as an error (and then redraws the page in the browser).
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(page, HOOK, 'light');
  const block = page.locator('article .theme-code-block').first();
  await expect(block.locator('pre')).toHaveCSS('background-color', LIGHT_BACKGROUND);
  await expect(block.locator('.token.variable').first()).toBeVisible();
  await expect(block.locator('.token-line').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await prismFetched()).toBe(false);
  expect(errors).toEqual([]);
});

test('dark mode draws the blocks in the dark theme, and back in the light one', async ({ page }) => {
  await openPage(page, HOOK, 'dark');
  const block = page.locator('article .theme-code-block').first();
  await expect(block.locator('pre')).toHaveCSS('background-color', DARK_BACKGROUND);
  await expect(block.locator('.token.variable').first()).toBeVisible();
  const darkKeyword = await block
    .locator('.token.keyword')
    .first()
    .evaluate((node) => getComputedStyle(node).color);
  await page.getByRole('button', { name: /dark mode/i }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await expect(block.locator('pre')).toHaveCSS('background-color', LIGHT_BACKGROUND);
  await expect(block.locator('.token.keyword').first()).not.toHaveCSS('color', darkKeyword);
  await expect(block.locator('.token.variable').first()).toBeVisible();
});

test('a page reached by navigation gets its code blocks highlighted, with the copy button', async ({ page }) => {
  await openPage(page, HOOK, 'light');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator(`nav.menu a.menu__link:not(.menu__link--sublist)[href="${OTHER_HOOK}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${OTHER_HOOK}$`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  const block = page.locator('article .theme-code-block').first();
  await expect(block.locator('pre')).toHaveClass(/language-php/);
  await expect(block.locator('.token.variable').first()).toBeVisible();
  await block.hover();
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
});

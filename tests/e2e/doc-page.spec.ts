// A doc page as a reader sees it: breadcrumbs, table of contents, last update, edit link, pagination, code blocks.
import { expect, test } from '@playwright/test';
import { EDIT_URL } from '../../src/data/site';
import { LATEST_VERSION } from '../../src/data/versions';

const START = LATEST_VERSION.startPage;

test('breadcrumbs follow the sidebar categories down to the page', async ({ page }) => {
  await page.goto(START);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('li');
  await expect(crumbs).toHaveText(['', 'Users', 'Getting Started', '5 Minute Install']);
  await expect(crumbs.first().getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
});

test('the table of contents lists the h2 and h3 sections and nothing deeper', async ({ page }) => {
  await page.goto(START);
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).hash.slice(1)));
  const headings = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(tocTargets.length).toBeGreaterThan(2);
  expect(tocTargets).toEqual(headings);
  const deeper = await page
    .locator('article .markdown')
    .locator('h4[id], h5[id]')
    .evaluateAll((nodes) => nodes.map((node) => node.id));
  for (const id of deeper) expect(tocTargets).not.toContain(id);
});

test('the page shows when it was last updated, an edit link to its source, and previous/next links', async ({ page }) => {
  await page.goto('/v6/users/installation');
  await expect(page.locator('.theme-last-updated')).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', `${EDIT_URL}docs/users/installation.md`);
  const pagination = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pagination.locator('a.pagination-nav__link--prev')).toHaveAttribute('href', START);
  await expect(pagination.locator('a.pagination-nav__link--next')).toHaveCount(1);
});

test('code blocks are highlighted as PHP and can be copied', async ({ page }) => {
  await page.goto('/v6/developers/filters/gfpdf_pdf_filename');
  const block = page.locator('article .theme-code-block').first();
  await expect(block).toHaveClass(/language-php/);
  // Prism splits PHP into tokens (keywords, variables, strings) only when it knows the language.
  await expect(block.locator('.token.variable').first()).toBeVisible();
  await block.hover();
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
});

test('the .html and /index forms of a path reach the same page', async ({ page }) => {
  for (const path of [`${START}.html`, `${START}/index`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveText('Gravity PDF 5 Minute Installation');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
});

test('hook and API pages open with their signature and a parameters table, readable on a phone', async ({ browser }) => {
  for (const [width, path, rows] of [
    [1280, '/v6/developers/filters/gfpdf_pdf_filename', 4],
    [360, '/v6/developers/filters/gfpdf_pdf_filename', 4],
    [360, '/v6/developers/api/add_pdf', 2],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(path);
    const summary = page.getByTestId('reference-summary');
    await expect(summary.locator('pre')).toContainText(path.includes('/api/') ? 'GPDFAPI::add_pdf(' : 'apply_filters(');
    await expect(summary.getByRole('table', { name: 'Parameters' }).locator('tbody tr')).toHaveCount(rows);
    // The summary sits under the title, before the page's own prose.
    const order = await page.evaluate(() => {
      const h1 = document.querySelector('article h1')!;
      const box = document.querySelector('[data-testid="reference-summary"]')!;
      return Boolean(h1.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    await context.close();
  }
});

test("links load another page's code when the reader points at them, not all at once on sight, and open without reloading the page", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/v6/users/five-minute-install');
  await page.waitForLoadState('networkidle');
  // The sidebar's links are in view; none of them has asked the browser to prefetch its page (src/plugins/mainThreadCuts).
  const sidebarLinks = page.locator('.theme-doc-sidebar-container a[href^="/v6/"]');
  expect(await sidebarLinks.count()).toBeGreaterThan(5);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  const link = page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Installation', exact: true });
  const loadedBeforeHover = scripts.length;
  await link.hover();
  // Pointing at the link loads its page's code before the click.
  await expect.poll(() => scripts.length).toBeGreaterThan(loadedBeforeHover);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await link.click();
  await expect(page).toHaveURL(/\/v6\/users\/installation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gravity PDF Requirements and Detailed Installation Instructions');
  expect(documents).toEqual([]);
});

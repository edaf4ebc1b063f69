// Hook and API pages as readers meet them: rendered from the facts (signature, every call site linked to its source
// line), with their history, and the hook index that lists every hook of a version.
import { expect, test } from '@playwright/test';

test('a hook page shows its signature, its call site at the tag, since and changelog, all from the data', async ({ page }) => {
  await page.goto('/v6/developers/filters/gfpdf_pdf_filename');
  const summary = page.getByTestId('reference-summary');
  await expect(summary.locator('pre')).toContainText("apply_filters(\n\t'gfpdf_pdf_filename',\n\tstring $name,");
  const site = summary.getByTestId('call-sites').getByRole('link', { name: /src\/Model\/Model_PDF\.php:\d+/ });
  await expect(site).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/GravityPDF\/gravity-pdf\/blob\/6\.12\.1\/src\/Model\/Model_PDF\.php#L\d+$/,
  );
  await expect(summary).toContainText('Fired by');
  await expect(summary).toContainText('Gravity PDF 6.12.1');
  await expect(summary.getByText('Since', { exact: true }).locator('..')).toContainText('4.0');
  const changelog = summary.getByRole('table', { name: 'Changelog' });
  await expect(changelog.getByRole('row', { name: /4\.0 Introduced/ })).toBeVisible();
});

test('a hook fired from several places lists each place, with each place’s arguments where they differ', async ({ page }) => {
  await page.goto('/v6/developers/filters/gfpdf_current_form_object');
  const sites = page.getByTestId('call-sites');
  await expect(sites).toContainText(/Fired from \d+ places, with different arguments/);
  expect(await sites.locator('li').count()).toBeGreaterThan(3);
  await expect(sites.locator('li', { hasText: '__FUNCTION__' }).first()).toBeVisible();
  // The changelog says how the third argument changed across releases.
  await expect(page.getByRole('table', { name: 'Changelog' })).toContainText('6.3.0');
});

test('a v5 page says whether Gravity PDF 6 still fires its hook, and a removed hook’s page says which release removed it', async ({
  page,
}) => {
  await page.goto('/v5/gfpdf_pdf_filename');
  const still = page.getByTestId('reference-latest');
  await expect(still).toContainText('Still fired by Gravity PDF 6');
  await expect(still.getByRole('link')).toHaveAttribute('href', '/v6/developers/filters/gfpdf_pdf_filename');
  await page.goto('/v5/gfpdf_tool_tab_actions');
  await expect(page.getByTestId('reference-latest')).toContainText('Removed in 6.0.0');
});

test('the hook index lists every hook in the static page and filters by text and by kind', async ({ page, request }) => {
  const html = await (await request.get('/v6/developers/hooks')).text();
  // Before any JavaScript: the whole table is in the page.
  expect((html.match(/<tr data-kind=/g) ?? []).length).toBeGreaterThan(200);
  await page.goto('/v6/developers/hooks');
  const index = page.getByTestId('hook-index');
  const rows = index.locator('tbody tr');
  const all = await rows.count();
  await index.getByLabel('Name contains').fill('gfpdf_pdf_filename');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: 'gfpdf_pdf_filename' })).toHaveAttribute(
    'href',
    '/v6/developers/filters/gfpdf_pdf_filename',
  );
  await expect(index.getByRole('status')).toHaveText(`1 of ${all} hooks match.`);
  await index.getByLabel('Name contains').fill('');
  await index.getByLabel('Kind').selectOption('action');
  await expect(rows.first()).toHaveAttribute('data-kind', 'action');
  expect(await rows.evaluateAll((items) => items.every((item) => item.getAttribute('data-kind') === 'action'))).toBe(true);
  expect(await rows.count()).toBeLessThan(all);
  await index.getByLabel('Kind').selectOption('');
  await index.getByLabel('Area').selectOption('Background processing');
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.evaluateAll((items) => items.every((item) => item.children[2]?.textContent === 'Background processing'))).toBe(true);
});

test('the hook index works from the keyboard', async ({ page }) => {
  await page.goto('/v6/developers/hooks');
  await page.waitForLoadState('networkidle');
  const input = page.getByTestId('hook-index').getByLabel('Name contains');
  await input.focus();
  await page.keyboard.type('queue');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('hook-index').getByLabel('Kind')).toBeFocused();
  expect(await page.getByTestId('hook-index').locator('tbody tr').count()).toBeGreaterThan(0);
});

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

test('"What changed for developers" lists hooks removed, changed and added across 5 → 6, each linked to a page that exists', async ({
  page,
  request,
}) => {
  await page.goto('/v6/developers/changes-from-v5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What changed for developers from Gravity PDF 5 to 6');
  const removed = page.getByRole('table', { name: 'Hooks fired by 5.4.2 but not by 6.12.1' });
  const toolTab = removed.getByRole('row', { name: /gfpdf_tool_tab_actions/ });
  await expect(toolTab).toContainText('6.0.0');
  await expect(toolTab.getByRole('link')).toHaveAttribute('href', '/v5/gfpdf_tool_tab_actions');
  const changed = page.getByRole('table', { name: 'Hooks whose arguments changed between 5.4.2 and 6.12.1' });
  await expect(changed.getByRole('row', { name: /gfpdf_entry_detail_post_markup/ })).toContainText('2 → 1');
  const added = page.getByRole('table', { name: 'Hooks fired by 6.12.1 but not by 5.4.2' });
  await expect(added.getByRole('row', { name: /gfpdf_form_data_products/ })).toContainText('6.12.0');
  // Every hook in the three tables links to a page, and every page answers.
  const hrefs = await page
    .locator('[data-testid^="hook-changes-"] tbody th')
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector('a')?.getAttribute('href') ?? `no link: ${cell.textContent}`));
  expect(hrefs.length).toBeGreaterThan(20);
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
});

test('the 4 → 5 page links hooks without a v5 page to their v6 page, and says so', async ({ page }) => {
  await page.goto('/v5/developer-changes-from-v4');
  const added = page.getByRole('table', { name: 'Hooks fired by 5.4.2 but not by 4.5.1' });
  const queue = added.getByRole('row', { name: /gfpdf_queue_initialise/ });
  await expect(queue).toContainText('5.0.0');
  await expect(queue).toContainText('(v6 page)');
  await expect(queue.getByRole('link')).toHaveAttribute('href', '/v6/developers/filters/gfpdf_queue_initialise');
  const removed = page.getByRole('table', { name: 'Hooks fired by 4.5.1 but not by 5.4.2' });
  await expect(removed.getByRole('link', { name: 'gfpdf_sanitize_ignored_fields' })).toHaveAttribute(
    'href',
    '/v4/gfpdf_sanitize_ignored_fields',
  );
});

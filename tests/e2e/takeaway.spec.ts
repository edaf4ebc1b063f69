// What readers take away from a page: Copy page puts the page's Markdown twin on the clipboard and says so, View as
// Markdown opens it, and the browser can search the site from its address bar (OpenSearch).
import { expect, test } from '@playwright/test';
import { SITE_URL, SEARCH_SETTINGS } from '../../src/data/site';

test('Copy page puts the page’s Markdown on the clipboard, announces it and keeps focus', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/v6/users/setup-pdf');
  await page.waitForLoadState('networkidle');
  const copy = page.getByRole('button', { name: 'Copy page' });
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown.' })).toBeVisible();
  await expect(copy).toBeFocused();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('/v6/users/setup-pdf.md')).text();
  expect(copied).toBe(twin);
  expect(copied).toMatch(/^# All You Need To Know About Creating a PDF for Gravity Forms\n/);
  expect(copied).toContain('## Template');
});

test('Copy page works from the keyboard, and a failure says what to do instead', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/v6/users/global-settings.md', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/v6/users/global-settings');
  await page.waitForLoadState('networkidle');
  const copy = page.getByRole('button', { name: 'Copy page' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Could not copy the page. Use View as Markdown instead.' })).toBeVisible();
  await expect(copy).toBeFocused();
});

test('View as Markdown opens the twin, served as Markdown, with its links made absolute', async ({ page }) => {
  await page.goto('/v6/developers/filters/gfpdf_pdf_filename');
  const link = page.getByRole('link', { name: 'View as Markdown' });
  await expect(link).toHaveAttribute('href', '/v6/developers/filters/gfpdf_pdf_filename.md');
  const response = await page.request.get('/v6/developers/filters/gfpdf_pdf_filename.md');
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  const text = await response.text();
  expect(text).toContain(`Web page: <${SITE_URL}/v6/developers/filters/gfpdf_pdf_filename>`);
  expect(text).toMatch(/```php title="How the plugin calls it"/);
  expect(text).not.toMatch(/\]\(\/(?!\/)/);
});

test('the browser finds an OpenSearch description on every kind of page, and it opens the results page', async ({ page, request }) => {
  for (const path of ['/', '/v6/users/setup-pdf', '/v4/five-minute-install', '/release-notes/gravity-pdf-6-12']) {
    await page.goto(path);
    await expect(page.locator('link[rel="search"][type="application/opensearchdescription+xml"]')).toHaveAttribute(
      'href',
      '/opensearch.xml',
    );
  }
  const xml = await (await request.get('/opensearch.xml')).text();
  const description = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const ns = 'http://a9.com/-/spec/opensearch/1.1/';
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      shortName: doc.getElementsByTagNameNS(ns, 'ShortName')[0]?.textContent,
      template: Array.from(doc.getElementsByTagNameNS(ns, 'Url'))
        .find((url) => url.getAttribute('type') === 'text/html')
        ?.getAttribute('template'),
    };
  }, xml);
  expect(description).toEqual({
    error: 0,
    root: 'OpenSearchDescription',
    shortName: 'Gravity PDF',
    template: `${SITE_URL}/${SEARCH_SETTINGS.searchPagePath}?q={searchTerms}`,
  });
  // What the browser opens for a search typed in its address bar.
  await page.goto(`/${SEARCH_SETTINGS.searchPagePath}?q=watermark`);
  await expect(page.getByRole('link', { name: /Watermark/ }).first()).toBeVisible();
});

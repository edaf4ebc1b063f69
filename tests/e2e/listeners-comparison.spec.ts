// The listener table of a hook page and the premium template comparison, as readers meet them: from the data, readable
// on a 360 px phone without the page scrolling sideways.
import { expect, test } from '@playwright/test';

test('a hook page lists Gravity PDF’s own listeners with priorities, linked source lines and the ordering sentence', async ({ page }) => {
  await page.goto('/v6/developers/filters/gfpdf_pdf_middleware');
  const listeners = page.getByTestId('listeners');
  const table = listeners.getByRole('table', { name: "Gravity PDF's own listeners" });
  await expect(table.getByTestId('listener-row')).toHaveCount(8);
  await expect(table.getByTestId('listener-row').first()).toContainText('Model_PDF::middle_public_access');
  await expect(table.getByRole('link', { name: 'src/Controller/Controller_PDF.php:186' })).toHaveAttribute(
    'href',
    'https://github.com/GravityPDF/gravity-pdf/blob/6.12.1/src/Controller/Controller_PDF.php#L186',
  );
  await expect(listeners).toContainText('below 10 runs before all of Gravity PDF');
});

test('the comparison page lists every premium template, each linked to its page', async ({ page }) => {
  await page.goto('/v6/templates/compare-premium-templates');
  const rows = page.getByTestId('template-row');
  await expect(rows).toHaveCount(24);
  await expect(rows.first().getByRole('link', { name: 'Formium' })).toHaveAttribute('href', '/v6/templates/formium');
  await page.goto('/v6/templates/formium');
  await expect(page.getByRole('link', { name: 'Compare the Premium Templates' })).toBeVisible();
});

for (const route of ['/v6/templates/compare-premium-templates', '/v6/developers/filters/gfpdf_pdf_middleware']) {
  test(`at 360 px ${route} does not scroll sideways`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
}

// The troubleshooting start pages route a reader from what they see to the page that fixes it: on every version, each
// symptom links somewhere, and every page they link to opens.
import { expect, test } from '@playwright/test';
import { DOC_VERSIONS, LATEST_VERSION } from '../../src/data/versions';

/** Each version's symptom start page (catalogue/routes.json). */
const START_PAGES = DOC_VERSIONS.map((version) => `${version.path}/${version === LATEST_VERSION ? 'users/' : ''}troubleshooting`);

for (const start of START_PAGES) {
  test(`${start}: each symptom leads to a page, and every page it links to answers 200`, async ({ page, request }) => {
    const response = await page.goto(start);
    expect(response?.status()).toBe(200);
    const article = page.locator('article .theme-doc-markdown');
    await expect(article.locator('h2').first()).toBeVisible();
    const targets = await article
      .locator('a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
    expect(targets.length, 'the page routes readers somewhere').toBeGreaterThan(5);
    for (const target of targets) {
      expect((await request.get(target)).status(), target).toBe(200);
    }
  });
}

test('the v6 start page names the symptoms readers arrive with and offers a conflict test', async ({ page }) => {
  await page.goto('/v6/users/troubleshooting');
  const headings = page.locator('article .theme-doc-markdown').locator('h2, h3');
  await expect(headings.filter({ hasText: /attached|email/i }).first()).toBeVisible();
  await expect(headings.filter({ hasText: /conflict/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /known issues/i }).first()).toBeVisible();
});

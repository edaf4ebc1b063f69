// The site in Chromium on each host with the configuration the build wrote for it: a page, search and the version menu
// work, and the Content-Security-Policy blocks nothing the site needs. (A host with no configuration: plain-host.spec.ts.)
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Collects CSP violations as the page reports them, and console messages that mention the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('a page, search and the version menu work on the host with no policy violation', async ({ page, host }) => {
  const violations = await watchPolicy(page);
  await page.goto(`${host.origin}/v6/users/setup-pdf`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('article h1')).toHaveText('All You Need To Know About Creating a PDF for Gravity Forms');

  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('watermark');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page.locator('article h1')).toBeVisible();

  await page.goto(`${host.origin}/v6/users/five-minute-install`);
  const menu = page.locator('.navbar__items .dropdown').filter({ has: page.locator('[data-version]') });
  await menu.hover();
  await menu.locator('[data-version="v5"]').click();
  await expect(page).toHaveURL(/\/v5\//);
  await expect(page.locator('article h1')).toBeVisible();
  expect(violations).toEqual([]);
});

// The site in Chromium through nginx with the generated configuration: a page, search and the version menu work, and
// the Content-Security-Policy blocks nothing the site needs. Then a host with no configuration at all: the browser
// moves other spellings of a page's address to the page.
import { expect, test, type Page } from '@playwright/test';
import { NGINX_ORIGIN, PLAIN_HOST_ORIGIN } from './support/nginx';

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

test('a page, search and the version menu work through nginx with no policy violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto(`${NGINX_ORIGIN}/v6/users/setup-pdf`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('article h1')).toHaveText('All You Need To Know About Creating a PDF for Gravity Forms');

  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('watermark');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page.locator('article h1')).toBeVisible();

  await page.goto(`${NGINX_ORIGIN}/v6/users/five-minute-install`);
  const menu = page.locator('.navbar__items .dropdown').filter({ has: page.locator('[data-version]') });
  await menu.hover();
  await menu.locator('[data-version="v5"]').click();
  await expect(page).toHaveURL(/\/v5\//);
  await expect(page.locator('article h1')).toBeVisible();
  expect(violations).toEqual([]);
});

test('on a host with no configuration, /x/, /x/index and /x/index.html land on the page at /x, query kept', async ({ page }) => {
  for (const variant of [
    '/v6/users/five-minute-install/',
    '/v6/users/five-minute-install/index',
    '/v6/users/five-minute-install/index.html',
  ]) {
    await page.goto(`${PLAIN_HOST_ORIGIN}${variant}?from=link`);
    await expect(page, variant).toHaveURL(`${PLAIN_HOST_ORIGIN}/v6/users/five-minute-install?from=link`);
    await expect(page.locator('article h1'), variant).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
});

test('on a host with no configuration, an unknown address stays on the not-found page', async ({ page }) => {
  await page.goto(`${PLAIN_HOST_ORIGIN}/v6/users/no-such-page/index.html`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByTestId('not-found').locator('h1')).toHaveText('We could not find that page');
  await expect(page).toHaveURL(`${PLAIN_HOST_ORIGIN}/v6/users/no-such-page/index.html`);
});

// A host with no configuration at all (files, `/x` from `x.html`, and 404.html; nginx's second server in
// support/nginx.ts, like GitHub Pages): the browser moves other spellings of a page's address to the page. Run by the
// host-nginx project only, which starts that server.
import { expect, test } from '@playwright/test';
import { PLAIN_HOST_ORIGIN } from './support/nginx';

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

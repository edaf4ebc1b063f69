// The landing page and the not-found page.
import { expect, test } from '@playwright/test';
import { DOC_VERSIONS } from '../../src/data/versions';
import { WAYS_IN } from '../../src/data/waysIn';

test('the landing page says what Gravity PDF is and offers a way in for each kind of reader', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Gravity PDF Documentation');
  await expect(page.locator('header p').first()).toContainText('Gravity Forms entries into PDF documents');
  const cards = page.getByRole('list', { name: 'Ways into the documentation' }).locator('li');
  await expect(cards).toHaveCount(WAYS_IN.length);
  for (const way of WAYS_IN) {
    await expect(page.locator(`[data-audience="${way.audience}"] h3 a`)).toHaveAttribute('href', way.to);
    for (const link of way.more ?? []) {
      await expect(page.locator(`[data-audience="${way.audience}"]`).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.to,
      );
    }
  }
  const rows = page.getByTestId('version-table').locator('tbody tr');
  await expect(rows).toHaveCount(DOC_VERSIONS.length);
  await expect(rows.first()).toContainText('Supported');
  await expect(rows.last()).toContainText('End of life since 2017-06-20');
});

test('every way in on the landing page opens a real page', async ({ page }) => {
  for (const to of WAYS_IN.flatMap((way) => [way.to, ...(way.more ?? []).map((link) => link.to)])) {
    const response = await page.goto(to);
    expect(response?.status(), to).toBe(200);
    await expect(page.locator('article h1')).toBeVisible();
  }
});

test('an unknown path answers 404 with a helpful page and links into its version', async ({ page }) => {
  const response = await page.goto('/v5/this-page-never-existed');
  expect(response?.status()).toBe(404);
  const notFound = page.getByTestId('not-found');
  await expect(notFound.locator('h1')).toHaveText('We could not find that page');
  await expect(notFound.getByRole('link', { name: 'Start at the beginning of v5' })).toHaveAttribute('href', '/v5/five-minute-install');
  await expect(notFound.getByRole('list', { name: 'Ways into the documentation' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
});

test('an unknown path outside the versions still offers every version', async ({ page }) => {
  const response = await page.goto('/no/such/place');
  expect(response?.status()).toBe(404);
  for (const version of DOC_VERSIONS) {
    await expect(page.getByTestId('not-found').getByRole('link', { name: version.label, exact: true })).toHaveAttribute(
      'href',
      version.startPage,
    );
  }
});

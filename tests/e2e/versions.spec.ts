// Versions as a reader meets them: the version menu's targets, end-of-life banners, canonical links and the kept choice.
import { expect, test, type Page } from '@playwright/test';
import { DOC_VERSIONS, endOfLifeNotice, LATEST_VERSION } from '../../src/data/versions';
import { siteStorage } from './support/siteStorage';

async function versionMenuLinks(page: Page): Promise<Record<string, string | null>> {
  const menu = page.locator('.navbar__items .dropdown').filter({ has: page.locator('[data-version]') });
  await menu.hover();
  const links: Record<string, string | null> = {};
  for (const version of DOC_VERSIONS) {
    links[version.name] = await menu.locator(`[data-version="${version.name}"]`).getAttribute('href');
  }
  return links;
}

test('on a v6 page the menu leads to the same page where a version has it, else to its start page', async ({ page }) => {
  await page.goto('/v6/users/five-minute-install');
  await expect(page.locator('.navbar__items .dropdown > .navbar__link').first()).toHaveText('v6');
  expect(await versionMenuLinks(page)).toEqual({
    v6: '/v6/users/five-minute-install',
    v5: '/v5/five-minute-install',
    v4: '/v4/five-minute-install',
    v3: '/v3/installation-requirements',
  });
  await page.goto('/v6/users/installation');
  const links = await versionMenuLinks(page);
  expect(links.v6).toBe('/v6/users/installation');
  // v3 has no such page: its start page instead.
  expect(links.v3).toBe('/v3/installation-requirements');
});

test('outside the docs every menu entry leads to the version start page', async ({ page }) => {
  await page.goto('/');
  expect(Object.values(await versionMenuLinks(page))).toEqual(DOC_VERSIONS.map((version) => version.startPage));
});

test('choosing a version in the menu goes there and is remembered in local storage', async ({ page }) => {
  await page.goto('/v6/users/five-minute-install');
  const menu = page.locator('.navbar__items .dropdown').filter({ has: page.locator('[data-version]') });
  await menu.hover();
  await menu.locator('[data-version="v4"]').click();
  await expect(page).toHaveURL(/\/v4\/five-minute-install$/);
  expect((await siteStorage(page, 'docs-preferred-version-default')).value).toBe('v4');
});

for (const version of DOC_VERSIONS.filter((candidate) => candidate.endOfLife !== null)) {
  test(`every ${version.label} start page shows the exact end-of-life notice, linked to v6`, async ({ page }) => {
    await page.goto(version.startPage);
    const banner = page.getByTestId('eol-banner');
    await expect(banner.locator('p').first()).toHaveText(endOfLifeNotice(version)!);
    if (version.name !== 'v3') {
      // v4 and v5 start pages have a v6 twin: the banner and the canonical link point to it.
      await expect(banner.getByRole('link')).toHaveAttribute('href', LATEST_VERSION.startPage);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${LATEST_VERSION.startPage}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    }
  });
}

test('v6 pages show no end-of-life notice and are their own canonical page', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByTestId('eol-banner')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${LATEST_VERSION.startPage}$`));
});

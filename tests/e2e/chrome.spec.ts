// The site's chrome: top bar, footer, colour mode, announcement bar, and a phone-sized screen.
import { expect, test } from '@playwright/test';
import { EXTERNAL_LINKS } from '../../src/data/site';
import { DOC_VERSIONS, LATEST_VERSION } from '../../src/data/versions';
import { siteStorage } from './support/siteStorage';

test('the top bar has the version menu, Get Help, Download, the language menu and the colour switch', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', EXTERNAL_LINKS.support);
  await expect(navbar.getByRole('link', { name: 'Download' })).toHaveAttribute('href', EXTERNAL_LINKS.download);
  await expect(navbar.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
  const languages = navbar.locator('.dropdown').filter({ hasText: 'English' });
  await languages.hover();
  // The language menu rebuilds the same path for each locale (English is the default, so no prefix).
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', new RegExp(`${LATEST_VERSION.startPage}$`));
});

test('the footer leads back to the main site, the community and more', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const href of Object.values(EXTERNAL_LINKS).filter((href) => href !== EXTERNAL_LINKS.download)) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText('affiliate links');
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()}`);
});

test('colour mode starts light under a dark system preference, and the chosen mode survives a reload', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(LATEST_VERSION.startPage);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await siteStorage(page, 'theme')).value).toBe('dark');
  await context.close();
});

test('the announcement bar can be dismissed, stays dismissed, and returns when its id changes', async ({ page }) => {
  await page.goto('/');
  const announcement = page.locator('.theme-announcement-bar');
  await expect(announcement).toBeVisible();
  await announcement.getByRole('button', { name: 'Close' }).click();
  await expect(announcement).toHaveCount(0);
  await page.reload();
  await expect(announcement).toHaveCount(0);
  // A new announcement (another id) is shown even to readers who closed the previous one.
  const stored = await siteStorage(page, 'docusaurus.announcement.id');
  expect(stored.key).not.toBeNull();
  await page.evaluate((key) => window.localStorage.setItem(key, 'an-earlier-announcement'), stored.key!);
  await page.reload();
  await expect(announcement).toBeVisible();
});

test('the announcement speaks for the latest release: pages of end-of-life versions show their banner and no announcement', async ({
  page,
}) => {
  for (const version of DOC_VERSIONS) {
    // The static HTML already has it or not, so nothing flashes before the page hydrates.
    const html = await (await page.request.get(version.startPage)).text();
    expect(html.includes('theme-announcement-bar'), version.name).toBe(version.status === 'supported');
    await page.goto(version.startPage);
    await expect(page.locator('.theme-announcement-bar'), version.name).toHaveCount(version.status === 'supported' ? 1 : 0);
    if (version.status === 'end-of-life') await expect(page.getByText(`Gravity PDF ${version.label} end of life was`)).toBeVisible();
  }
});

test('on a 360 px phone the page does not scroll sideways and the sidebar opens from the menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(LATEST_VERSION.startPage);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(page.locator('.navbar-sidebar').getByRole('link', { name: '5 Minute Install' })).toBeVisible();
  await context.close();
});

test('desktop layout starts at 996 px: the doc sidebar shows there and not below', async ({ browser }) => {
  for (const [width, visible] of [
    [997, true],
    [995, false],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(LATEST_VERSION.startPage);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible({ visible });
    await context.close();
  }
});

test('the sidebar cannot be hidden and opening a category leaves the others open', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  const sidebar = page.locator('aside.theme-doc-sidebar-container');
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
  const gettingStarted = sidebar.getByRole('button', { name: 'Getting Started', exact: true });
  const underTheHood = sidebar.getByRole('button', { name: 'Under The Hood', exact: true });
  await expect(gettingStarted).toHaveAttribute('aria-expanded', 'true');
  await expect(underTheHood).toHaveAttribute('aria-expanded', 'false');
  await underTheHood.click();
  await expect(underTheHood).toHaveAttribute('aria-expanded', 'true');
  // Getting Started is still open: categories do not collapse each other.
  await expect(gettingStarted).toHaveAttribute('aria-expanded', 'true');
});

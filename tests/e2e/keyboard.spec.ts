// Everything a mouse can do in the site's chrome, done from the keyboard: skip link, visible focus, version menu,
// colour switch, announcement bar and sidebar categories. (Search keyboard tests live with the search feature.)
import { expect, test, type Page } from '@playwright/test';
import { LATEST_VERSION } from '../../src/data/versions';
import { openPage } from './support/pages';

const DOC = LATEST_VERSION.startPage;

/** What the focused element is and whether it shows a focus ring. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    return {
      description: `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      ring,
      visible: box.width > 0 && box.height > 0,
    };
  });
}

test('the first Tab stop is the skip link, and it moves focus to the main content', async ({ page }) => {
  await openPage(page, DOC);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // The theme focuses <main> for a moment (then drops its tabindex), so the next Tab stop is inside it, past the navbar
  // and the sidebar.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => ({
    inMain: Boolean(document.activeElement?.closest('main')),
    inNavbarOrSidebar: Boolean(document.activeElement?.closest('nav.navbar, .theme-doc-sidebar-container')),
  }));
  expect(next).toEqual({ inMain: true, inNavbarOrSidebar: false });
});

for (const mode of ['light', 'dark'] as const) {
  test(`every Tab stop on a doc page shows a focus ring (${mode} mode)`, async ({ page }) => {
    await openPage(page, DOC, mode);
    const seen: string[] = [];
    const missing: string[] = [];
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      const element = await focused(page);
      if (!element) break;
      seen.push(element.description);
      if (element.visible && !element.ring) missing.push(element.description);
    }
    expect(seen.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
}

test('the version menu opens with Enter, its entries are reachable with Tab, and Enter follows one', async ({ page }) => {
  await openPage(page, DOC);
  const toggle = page.getByRole('button', { name: 'Documentation version' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const v4 = page.locator('.navbar__items [data-version="v4"]');
  await expect(v4).toBeVisible();
  // Tab walks the entries in order: v6, v5, v4.
  for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
  await expect(v4).toBeFocused();
  await page.keyboard.press('Enter');
  // The menu keeps the reader's query string when the same page exists in the other version.
  await expect(page).toHaveURL(/\/v4\/five-minute-install(\?.*)?$/);
});

test('Space opens and closes the version menu too', async ({ page }) => {
  await openPage(page, DOC);
  const toggle = page.getByRole('button', { name: 'Documentation version' });
  await toggle.focus();
  await page.keyboard.press(' ');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press(' ');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the colour switch works with Enter and with Space', async ({ page }) => {
  await openPage(page, DOC, 'light');
  const colourSwitch = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await colourSwitch.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(colourSwitch).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the announcement bar closes from the keyboard', async ({ page }) => {
  await openPage(page, '/');
  const announcement = page.locator('.theme-announcement-bar');
  await expect(announcement).toBeVisible();
  const close = announcement.getByRole('button', { name: 'Close' });
  await close.focus();
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(announcement).toHaveCount(0);
});

test('a sidebar category expands and collapses with the keyboard', async ({ page }) => {
  await openPage(page, DOC);
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const label = await sidebar.locator('a.menu__link--sublist[aria-expanded="false"]').first().textContent();
  const category = sidebar
    .locator('a.menu__link--sublist')
    .filter({ hasText: label ?? '' })
    .first();
  await category.focus();
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(category).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the navigation drawer opens and its links are reachable from the keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await openPage(page, DOC);
  const menuButton = page.getByRole('button', { name: 'Toggle navigation bar' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer).toBeVisible();
  const firstLink = drawer.getByRole('link', { name: '5 Minute Install' });
  await expect(firstLink).toBeVisible();
  let reached = false;
  for (let stop = 0; stop < 40 && !reached; stop++) {
    await page.keyboard.press('Tab');
    reached = await firstLink.evaluate((link) => link === document.activeElement);
  }
  expect(reached).toBe(true);
  await context.close();
});

test('the page controls (Copy page, View as Markdown, Was this page helpful?) are reached with Tab and show a focus ring', async ({
  page,
}) => {
  await openPage(page, DOC);
  const wanted = ['Copy page', 'View as Markdown', 'Yes', 'No'];
  const reached = new Map<string, boolean>();
  for (let stop = 0; stop < 400 && reached.size < wanted.length; stop++) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (!element) break;
    const name = wanted.find((label) => element.description.endsWith(`"${label}"`));
    if (name) reached.set(name, element.ring);
  }
  expect(Object.fromEntries(reached)).toEqual({ 'Copy page': true, 'View as Markdown': true, Yes: true, No: true });
  // Space answers the question on the focused button, which keeps focus.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'No' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
});

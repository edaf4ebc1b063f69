// The release notes as readers meet them: every post in the sidebar, grouped by year and newest first; posts link into
// the docs of their version; the feeds are valid and list every post; tags have pages; docs pages say "New in".
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { searchInModal } from '../../scripts/lib/modalSearch';
import { RELEASE_NOTES_PATH } from '../../src/data/site';
import { readReleaseNotePosts } from '../../src/lib/releaseNotes';

const POSTS = readdirSync(join(process.cwd(), RELEASE_NOTES_PATH)).filter((name) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(name));
const yearOf = (name: string) => name.slice(0, 4);

test('the sidebar lists every post, grouped by year, newest year and post first', async ({ page }) => {
  await page.goto(`/${RELEASE_NOTES_PATH}`);
  const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
  const years = await sidebar.locator('h3').allTextContents();
  const expectedYears = [...new Set(POSTS.map(yearOf))].sort().reverse();
  expect(years).toEqual(expectedYears);
  await expect(sidebar.getByRole('link')).toHaveCount(POSTS.length);
  // The newest post is first under the newest year.
  const newest = [...POSTS].sort().reverse()[0]!;
  await expect(sidebar.getByRole('link').first()).toHaveAttribute('href', new RegExp(`${newest.slice(11).replace(/\.mdx?$/, '')}$`));
});

test('a post links into the docs of its version, and the link works', async ({ page }) => {
  await page.goto(`/${RELEASE_NOTES_PATH}/gravity-pdf-6-4`);
  const docsLink = page.locator('article a[href^="/v6/"]').first();
  const href = await docsLink.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.goto(href!);
  expect(response?.status()).toBe(200);
  await page.goto(`/${RELEASE_NOTES_PATH}/gravity-pdf-5-2`);
  await expect(page.locator('article a[href^="/v5/"]').first()).toBeVisible();
});

test('the RSS and Atom feeds are valid XML and list every post', async ({ page, request }) => {
  await page.goto('/');
  for (const [feed, item] of [
    ['rss.xml', 'item'],
    ['atom.xml', 'entry'],
  ] as const) {
    const xml = await (await request.get(`/${RELEASE_NOTES_PATH}/${feed}`)).text();
    const parsed = await page.evaluate(
      ({ xml, item }) => {
        const document = new DOMParser().parseFromString(xml, 'application/xml');
        return { errors: document.getElementsByTagName('parsererror').length, items: document.getElementsByTagName(item).length };
      },
      { xml, item },
    );
    expect(parsed, feed).toEqual({ errors: 0, items: POSTS.length });
  }
});

test('each tag has a page listing its posts', async ({ page }) => {
  for (const tag of ['users', 'developers', 'security', 'requirements']) {
    const response = await page.goto(`/${RELEASE_NOTES_PATH}/tags/${tag}`);
    expect(response?.status(), tag).toBe(200);
    await expect(page.locator('article').first()).toBeVisible();
  }
});

test('a page a release introduced says "New in" and links that release’s notes', async ({ page }) => {
  const introduced = readReleaseNotePosts().find((post) => post.introduces.length > 0)!;
  await page.goto(introduced.introduces[0]!);
  const badge = page.getByTestId('new-in');
  await expect(badge).toHaveText(`New in Gravity PDF ${introduced.release}`);
  await badge.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${RELEASE_NOTES_PATH}/${introduced.slug}$`));
  // A page no release introduced has no badge.
  await page.goto('/v6/users/five-minute-install');
  await expect(page.getByTestId('new-in')).toHaveCount(0);
});

test('posts are found by search from a docs page', async ({ page }) => {
  // Every version's search includes the posts; they rank below the docs' own pages (MAINTAINERS.md), so the reader
  // asks for a release.
  const { pages } = await searchInModal(page, '/v6/users/five-minute-install', 'what’s new in 6.12');
  expect(pages.slice(0, 3)).toContain(`/${RELEASE_NOTES_PATH}/gravity-pdf-6-12`);
});

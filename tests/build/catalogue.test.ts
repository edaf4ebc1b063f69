// Every page the production build emits is a catalogue page, with the catalogue's title and sidebar, at one address only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue, SITE_DIR } from '../../src/lib/contentFiles';
import { routeOfContentFile } from '../../src/lib/catalogue';
import { LATEST_VERSION } from '../../src/data/versions';
import { readBuiltPages } from '../../scripts/lib/buildPages';
import { allContentFiles } from '../../src/lib/files';
import { RELEASE_NOTES_PATH, SEARCH_SETTINGS } from '../../src/data/site';

const buildDir = join(SITE_DIR, 'build');
/** Pages that are not documentation: the full search results page, and the release notes (tests/build/release-notes.test.ts). */
const SITE_PAGES = new Set([`/${SEARCH_SETTINGS.searchPagePath}`]);
const isSitePage = (route: string) => SITE_PAGES.has(route) || route === `/${RELEASE_NOTES_PATH}` || route.startsWith(`/${RELEASE_NOTES_PATH}/`);

test('the production build exists (run `npm run build` first)', () => {
  assert.ok(existsSync(join(buildDir, 'index.html')), 'build/index.html is missing: run `npm run build`');
});

test('every emitted page is in the catalogue, with its title and its sidebar', () => {
  const catalogue = new Map(loadCatalogue().pages.map((page) => [page.path, page]));
  const pages = readBuiltPages(buildDir).filter((page) => !isSitePage(page.route));
  assert.ok(pages.length > 0, 'the build emitted no pages');
  const problems: string[] = [];
  for (const page of pages) {
    const entry = catalogue.get(page.route);
    if (!entry) {
      problems.push(`${page.file}: ${page.route} is not in catalogue/routes.json`);
      continue;
    }
    if (entry.title !== null && page.h1 !== entry.title) {
      problems.push(`${page.file}: shows the title "${page.h1}", the catalogue says "${entry.title}"`);
    }
    if (entry.title === null && !page.h1) {
      problems.push(`${page.file}: has no title`);
    }
    if ((page.sidebar ?? null) !== entry.sidebar) {
      problems.push(`${page.file}: is in sidebar ${page.sidebar ?? 'none'}, the catalogue says ${entry.sidebar ?? 'none'}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('no catalogue page exists in two places', () => {
  const emitted = readBuiltPages(buildDir).map((page) => page.route);
  const duplicateRoutes = emitted.filter((route, index) => emitted.indexOf(route) !== index);
  assert.deepEqual(duplicateRoutes, [], 'these routes were emitted by two files');
  const sources = allContentFiles().map((file) => routeOfContentFile(file, LATEST_VERSION.name));
  const duplicateSources = sources.filter((route, index) => sources.indexOf(route) !== index);
  assert.deepEqual(duplicateSources, [], 'these routes have two content files (.md and .mdx?)');
});

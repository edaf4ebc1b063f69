// What stays out of a doc page's first load in the production build (src/plugins): DocSearch's modal CSS, in its own
// file loaded with the modal and in the same cascade layer, and doc descriptions in the version data; and what a first
// load weighs: every kind of doc page within the first-load budget (scripts/data/budgets.ts), measured as the
// benchmark measures it (Chromium, gzip, a cold cache). Bytes only: times and scores stay in `npm run bench`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadCatalogue, routeHasContent, SITE_DIR } from '../../src/lib/contentFiles';
import { createRequire } from 'node:module';
import { BUDGETS } from '../../scripts/data/budgets';
import { PAGE_KINDS } from '../../scripts/data/pageKinds';
import { CHROMIUM_PATH, measureLoad } from '../../scripts/bench/pages';
import { formatBytes } from '../../scripts/lib/benchFigures';
import { startStaticServer } from '../../scripts/lib/staticServer';
import { CHROMIUM_ARGS } from '../../playwright.config';

const { LEAVES_PER_BUCKET } = createRequire(__filename)('../../src/plugins/leanRouteTables/routeTables.cjs') as { LEAVES_PER_BUCKET: number };
const buildDir = join(SITE_DIR, 'build');
const cssDir = join(buildDir, 'assets/css');
const jsDir = join(buildDir, 'assets/js');
const files = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

test('the site stylesheet holds the DocSearch button but not its modal, which has a file of its own in its layer', () => {
  const css = files(cssDir).map((file) => ({ file, text: readFileSync(join(cssDir, file), 'utf8') }));
  const site = css.filter(({ file }) => file.startsWith('styles.'));
  assert.equal(site.length, 1, 'one site stylesheet');
  assert.match(site[0]!.text, /\.DocSearch-Button\b/);
  assert.doesNotMatch(site[0]!.text, /\.DocSearch-Modal\b/);
  const modal = css.filter(({ text }) => /\.DocSearch-Modal\b/.test(text));
  assert.equal(modal.length, 1);
  assert.match(modal[0]!.text, /^@layer docusaurus\.theme-search-algolia\.docsearch\{/);
});

test('the version data chunks carry no doc descriptions', () => {
  const versionData = files(jsDir).filter((file) => !file.startsWith('main.') && readFileSync(join(jsDir, file), 'utf8').includes('docsSidebars'));
  assert.ok(versionData.length >= 4, `found ${versionData.length} version data chunks`);
  for (const file of versionData) assert.doesNotMatch(readFileSync(join(jsDir, file), 'utf8'), /"description"\s*:/, file);
});

test('main.js takes only the versions from the route catalogue, not its pages', () => {
  const main = files(jsDir).filter((file) => file.startsWith('main.'));
  assert.equal(main.length, 1);
  const code = readFileSync(join(jsDir, main[0]!), 'utf8');
  assert.match(code, /installation-requirements/, 'the v3 start page, from catalogue versions');
  // Fields only the catalogue's pages have.
  assert.doesNotMatch(code, /spec_match|"origin"/);
});

test('main.js holds the route tree, not a route per page: every doc page is in one route bucket of about 32 pages', () => {
  const main = files(jsDir).find((file) => file.startsWith('main.'))!;
  const code = readFileSync(join(jsDir, main), 'utf8');
  // Version start pages and the few pages the navbar and footer link to; not the 800 pages of the docs.
  const pathsInMain = new Set(code.match(/"\/v[3-6]\/[^"]*"/g));
  assert.ok(pathsInMain.size < 20, `main.js names ${pathsInMain.size} doc pages: are the page tables still bucketed (src/plugins/leanRouteTables)?`);
  const bucketOfPath = new Map<string, string>();
  for (const file of files(jsDir).filter((name) => name.endsWith('.js'))) {
    const leaves = [...readFileSync(join(jsDir, file), 'utf8').matchAll(/\[\d+,\d+,"(\/v[3-6]\/[^"]*)",\d+,/g)].map((match) => match[1]!);
    if (leaves.length === 0) continue;
    assert.ok(leaves.length <= 2 * LEAVES_PER_BUCKET, `${file} holds ${leaves.length} pages`);
    for (const path of leaves) {
      assert.ok(!bucketOfPath.has(path), `${path} is in two buckets`);
      bucketOfPath.set(path, file);
    }
  }
  const written = loadCatalogue().pages.filter((page) => /^\/v[3-6]\//.test(page.path) && routeHasContent(page.path));
  const missing = written.filter((page) => !bucketOfPath.has(page.path));
  assert.deepEqual(missing.map((page) => page.path), [], 'every written page is in a bucket');
});

test('every kind of doc page loads at most its budget of JavaScript and CSS, compressed, on a first visit', async (t) => {
  // The kinds the benchmark budgets: doc pages, so not the landing page or the not-found page.
  const kinds = PAGE_KINDS.filter((kind) => kind.status === 200 && kind.path !== '/');
  const budget = BUDGETS.firstLoadJsCssBytes;
  const server = await startStaticServer(buildDir, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { kind, path } of kinds) {
      await t.test(`${kind} (${path})`, async (page) => {
        const { js, css } = (await measureLoad(browser, origin, path)).compressedBytes;
        assert.ok(js > 0 && css > 0, `${path} loaded no script or no stylesheet: is there a build?`);
        page.diagnostic(`${kind}: ${formatBytes(js + css)} of ${formatBytes(budget)}`);
        assert.ok(
          js + css <= budget,
          `${kind} (${path}) loads ${formatBytes(js + css)} of JavaScript and CSS (${formatBytes(js)} + ${formatBytes(css)}), over the budget of ${formatBytes(budget)}: \`npm run bench -- --skip-build\` shows what the first load is made of`,
        );
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
});

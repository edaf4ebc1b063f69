// What stays out of a doc page's first load in the production build (src/plugins): DocSearch's modal CSS, in its own
// file loaded with the modal and in the same cascade layer, and doc descriptions in the version data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from '../../src/lib/contentFiles';

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

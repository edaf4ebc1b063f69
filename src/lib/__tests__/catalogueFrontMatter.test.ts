import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Catalogue, CataloguePage } from '../catalogue';
import {
  cataloguePageOfFile,
  effectiveTitle,
  frontMatterWithCatalogue,
  withCatalogueTitles,
  writtenCatalogueKeys,
} from '../catalogueFrontMatter';

const titled: CataloguePage = {
  path: '/v6/users/setup-pdf',
  version: 'v6',
  sidebar: 'v6',
  title: 'Setup PDF',
  sidebar_label: 'Setup',
  category: ['Users'],
  kind: 'guide',
};
const untitled: CataloguePage = { ...titled, path: '/v5/account/license', version: 'v5', title: null, sidebar_label: null };
const catalogue: Catalogue = {
  versions: [
    { name: 'v6', start: '/v6/users/setup-pdf', eol: null, latest: true },
    { name: 'v5', start: '/v5/account/license', eol: '2024-01-01', latest: false },
  ],
  sidebars: {},
  pages: [titled, untitled],
};

test('a content file finds its catalogue page, in docs/ and versioned_docs/, relative or absolute', () => {
  assert.equal(cataloguePageOfFile(catalogue, 'docs/users/setup-pdf.md'), titled);
  assert.equal(cataloguePageOfFile(catalogue, '/site/docs/users/setup-pdf.mdx', '/site'), titled);
  assert.equal(cataloguePageOfFile(catalogue, 'versioned_docs/version-v5/account/license.md'), untitled);
  assert.equal(cataloguePageOfFile(catalogue, 'release-notes/2024-01-01-6.10.md'), undefined);
  assert.equal(cataloguePageOfFile(catalogue, 'docs/users/not-listed.md'), undefined);
});

test('the catalogue fills the title and sidebar label; null leaves what the front matter writes', () => {
  assert.deepEqual(withCatalogueTitles({ description: 'x' }, titled), { description: 'x', title: 'Setup PDF', sidebar_label: 'Setup' });
  assert.deepEqual(withCatalogueTitles({ title: 'Our title', sidebar_label: 'Ours' }, untitled), {
    title: 'Our title',
    sidebar_label: 'Ours',
  });
  assert.deepEqual(withCatalogueTitles({ title: 'Release' }, undefined), { title: 'Release' });
  assert.deepEqual(Object.keys(withCatalogueTitles({ description: 'x', hook: {} }, titled)), [
    'title',
    'sidebar_label',
    'description',
    'hook',
  ]);
  assert.equal(effectiveTitle({}, titled), 'Setup PDF');
  assert.equal(effectiveTitle({ title: 'Our title' }, untitled), 'Our title');
  assert.equal(effectiveTitle({}, untitled), undefined);
});

test('front matter that writes what the catalogue gives is told to delete the line', () => {
  const problems = writtenCatalogueKeys({ title: 'Setup PDF', sidebar_label: 'Setup' }, titled);
  assert.deepEqual(
    problems.map((problem) => problem.key),
    ['title', 'sidebar_label'],
  );
  assert.match(problems[0]!.message, /delete the `title:` line .*"Setup PDF"/);
  assert.deepEqual(writtenCatalogueKeys({ title: 'Our title', sidebar_label: 'Ours' }, untitled), []);
  assert.deepEqual(writtenCatalogueKeys({ title: 'Anything' }, undefined), []);
});

test('the build step fills from the catalogue and fails, naming the file, only on a disagreeing value', () => {
  assert.deepEqual(frontMatterWithCatalogue('/site/docs/users/setup-pdf.md', {}, catalogue, '/site'), {
    title: 'Setup PDF',
    sidebar_label: 'Setup',
  });
  assert.deepEqual(frontMatterWithCatalogue('docs/users/setup-pdf.md', { title: 'Setup PDF' }, catalogue).title, 'Setup PDF');
  assert.throws(
    () => frontMatterWithCatalogue('/site/docs/users/setup-pdf.md', { sidebar_label: 'Other' }, catalogue, '/site'),
    /^Error: docs\/users\/setup-pdf\.md: delete the `sidebar_label:` line/,
  );
});

// Unit tests for the link checker: resolving references relative to their page, anchors, externals and draft targets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkReferences, classifyReference, intendedRoute, type BuildFiles } from '../linkCheck';

const SITE = 'https://docs.example.com';

const files: Record<string, string[]> = {
  'index.html': ['__docusaurus'],
  'v6/users/setup-pdf.html': ['usage', 'notes'],
  'v6/users/installation.html': [],
  'img/card.png': [],
  '404.html': [],
};
const build: BuildFiles = {
  exists: (file) => file in files,
  anchorsOf: (file) => new Set(files[file] ?? []),
};

test('relative links resolve against the page path (no trailing slash)', () => {
  assert.deepEqual(classifyReference('installation', '/v6/users/setup-pdf', SITE), {
    kind: 'internal',
    path: '/v6/users/installation',
    fragment: undefined,
  });
  assert.deepEqual(classifyReference('../developers/x.md#a%20b', '/v6/users/setup-pdf', SITE), {
    kind: 'internal',
    path: '/v6/developers/x.md',
    fragment: 'a b',
  });
});

test('absolute URLs on the site are internal; other hosts are external; mailto and bare # are ignored', () => {
  assert.deepEqual(classifyReference(`${SITE}/img/card.png`, '/', SITE), { kind: 'internal', path: '/img/card.png', fragment: undefined });
  assert.deepEqual(classifyReference('https://gravitypdf.com/support/', '/', SITE), {
    kind: 'external',
    url: 'https://gravitypdf.com/support/',
  });
  assert.deepEqual(classifyReference('//cdn.example.org/x.js', '/', SITE), { kind: 'external', url: 'https://cdn.example.org/x.js' });
  for (const url of ['mailto:a@b.c', '#', '', 'javascript:void(0)', 'data:image/png;base64,AA']) {
    assert.deepEqual(classifyReference(url, '/', SITE), { kind: 'ignored' }, url);
  }
});

test('a reference is fine when a file answers it and the anchor exists there', () => {
  const report = checkReferences(
    'v6/users/installation.html',
    '/v6/users/installation',
    [{ url: 'setup-pdf#usage' }, { url: '/v6/users/setup-pdf.html' }, { url: '/' }, { url: '#' }, { url: `${SITE}/img/card.png` }],
    build,
    SITE,
  );
  assert.deepEqual(report, { problems: [], external: [] });
});

test('missing pages, missing files and missing anchors are problems; externals are listed', () => {
  const report = checkReferences(
    'v6/users/installation.html',
    '/v6/users/installation',
    [
      { url: '../developers/x.md' },
      { url: '/img/missing.png' },
      { url: 'setup-pdf#nowhere' },
      { url: '#top' },
      { url: 'https://example.org/a' },
    ],
    build,
    SITE,
  );
  assert.deepEqual(
    report.problems.map((problem) => [problem.path, problem.reason]),
    [
      ['/v6/developers/x.md', 'no page or file answers it'],
      ['/img/missing.png', 'no page or file answers it'],
      ['/v6/users/setup-pdf#nowhere', 'v6/users/setup-pdf.html has no id "nowhere"'],
      ['/v6/users/installation#top', 'v6/users/installation.html has no id "top"'],
    ],
  );
  assert.deepEqual(report.external, ['https://example.org/a']);
});

test('the intended route of an unresolved Markdown link drops the .md and the fragment', () => {
  assert.equal(intendedRoute('/v6/developers/template-hierarchy.md'), '/v6/developers/template-hierarchy');
  assert.equal(intendedRoute('/v6/developers/a.mdx#x'), '/v6/developers/a');
  assert.equal(intendedRoute('/v6/users/'), '/v6/users');
});

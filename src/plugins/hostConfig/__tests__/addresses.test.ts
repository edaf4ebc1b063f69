import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchPath } from 'react-router-dom';
import { bareAddressOf, isPagePath, recoveredAddressOf, type RouteEntry } from '../addresses';

test('every other spelling of a page stands for its bare path; a bare path stands for nothing else', () => {
  const cases: Array<[string, string | null]> = [
    ['/v6/users/setup-pdf/', '/v6/users/setup-pdf'],
    ['/v6/users/setup-pdf//', '/v6/users/setup-pdf'],
    ['/v6/users/setup-pdf/index', '/v6/users/setup-pdf'],
    ['/v6/users/setup-pdf/index.html', '/v6/users/setup-pdf'],
    ['/v6/users/setup-pdf.html', '/v6/users/setup-pdf'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/', null],
    ['/v6/users/setup-pdf', null],
    ['/v6/users/setup-pdf.md', null],
    ['/v6/developers/filters/gfpdf_pdf_filename', null],
  ];
  for (const [path, bare] of cases) assert.equal(bareAddressOf(path), bare, path);
});

// The shape of Docusaurus's generated route table: docs nested under the version, a catch-all last.
const ROUTES: RouteEntry[] = [
  { path: '/search', exact: true },
  {
    path: '/v6',
    routes: [{ path: '/v6', routes: [{ path: '/v6', routes: [{ path: '/v6/users/setup-pdf', exact: true }] }] }],
  },
  { path: '/', exact: true },
  { path: '*' },
];
const matcher = (pathname: string, route: RouteEntry) => matchPath(pathname, route);

test('only an exact match of a leaf route is a page: not a version root with no such doc, not the catch-all', () => {
  assert.equal(isPagePath(ROUTES, '/v6/users/setup-pdf', matcher), true);
  assert.equal(isPagePath(ROUTES, '/search', matcher), true);
  assert.equal(isPagePath(ROUTES, '/', matcher), true);
  assert.equal(isPagePath(ROUTES, '/v6/users/no-such-page', matcher), false);
  assert.equal(isPagePath(ROUTES, '/nothing-here', matcher), false);
});

test('the browser moves a reader to the bare path only when it is a page', () => {
  const isPage = (path: string) => isPagePath(ROUTES, path, matcher);
  assert.equal(recoveredAddressOf('/v6/users/setup-pdf/index.html', isPage), '/v6/users/setup-pdf');
  assert.equal(recoveredAddressOf('/v6/users/setup-pdf/', isPage), '/v6/users/setup-pdf');
  assert.equal(recoveredAddressOf('/index.html', isPage), '/');
  assert.equal(recoveredAddressOf('/v6/users/no-such-page/', isPage), null);
  assert.equal(recoveredAddressOf('/v6/users/setup-pdf', isPage), null);
  // A host with no rules serves the page's own file at /x.html, so the reader already has the page.
  assert.equal(recoveredAddressOf('/v6/users/setup-pdf.html', isPage), null);
});

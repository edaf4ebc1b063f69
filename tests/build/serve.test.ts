// Served the way the docs host serves it (scripts/lib/staticServer.ts), every catalogue page that has been written
// answers 200 with its page, and unknown paths answer 404 with the not-found page.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadCatalogue, routeHasContent, SITE_DIR } from '../../src/lib/contentFiles';
import { DOC_VERSIONS } from '../../src/data/versions';
import { startStaticServer } from '../../scripts/lib/staticServer';

const buildDir = join(SITE_DIR, 'build');
let server: Server;
let origin: string;

before(async () => {
  server = await startStaticServer(buildDir, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

/** The not-found page as the server renders it, before any script runs. */
const NOT_FOUND_MARK = /data-testid=["']?not-found/;

test('every written catalogue page and the landing page answer 200 with their own page', async () => {
  const routes = ['/', ...loadCatalogue().pages.filter((page) => page.version !== null && routeHasContent(page.path)).map((page) => page.path)];
  assert.ok(routes.length > 1, 'no catalogue page has been written');
  const problems: string[] = [];
  for (const route of routes) {
    const response = await fetch(origin + route, { redirect: 'manual' });
    const body = await response.text();
    if (response.status !== 200) problems.push(`${route}: ${response.status}`);
    else if (NOT_FOUND_MARK.test(body)) problems.push(`${route}: answered with the not-found page`);
    else if (!response.headers.get('content-type')?.startsWith('text/html')) problems.push(`${route}: ${response.headers.get('content-type')}`);
  }
  assert.deepEqual(problems, []);
});

test('unknown paths, inside a version and outside all of them, answer 404 with the not-found page', async () => {
  const unknown = ['/no/such/place', '/v7/users/five-minute-install', '/assets/js/missing.js', ...DOC_VERSIONS.map((version) => `${version.path}/this-page-never-existed`)];
  for (const path of unknown) {
    const response = await fetch(origin + path, { redirect: 'manual' });
    const body = await response.text();
    assert.equal(response.status, 404, path);
    assert.match(body, NOT_FOUND_MARK, `${path} should show the not-found page`);
    assert.match(body, /<title[^>]*>Page Not Found/, `${path} should be titled Page Not Found`);
  }
});

test('responses are compressed for clients that accept gzip', async () => {
  const response = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(response.headers.get('content-encoding'), 'gzip');
});

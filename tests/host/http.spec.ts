// Served by Debian's nginx with the server block the build wrote (build/nginx.conf): status codes, redirects and
// headers as a browser or a crawler receives them. Plain HTTP requests; no browser needed.
import { expect, test } from '@playwright/test';
import { loadCatalogue, routeHasContent } from '../../src/lib/contentFiles';
import { DOC_VERSIONS } from '../../src/data/versions';
import { NGINX_ORIGIN } from './support/nginx';

const NOT_FOUND_MARK = /data-testid=["']?not-found/;
const request = (path: string, headers: Record<string, string> = {}) => fetch(NGINX_ORIGIN + path, { redirect: 'manual', headers });
const pages = [
  '/',
  ...loadCatalogue()
    .pages.filter((page) => page.version !== null && routeHasContent(page.path))
    .map((page) => page.path),
];

test('every catalogue page answers 200 at its bare path with its own page', async () => {
  expect(pages.length).toBeGreaterThan(600);
  const problems: string[] = [];
  for (const path of pages) {
    const response = await request(path);
    const body = await response.text();
    if (response.status !== 200) problems.push(`${path}: ${response.status}`);
    else if (NOT_FOUND_MARK.test(body)) problems.push(`${path}: the not-found page`);
    else if (!response.headers.get('content-type')?.startsWith('text/html'))
      problems.push(`${path}: ${response.headers.get('content-type')}`);
  }
  expect(problems).toEqual([]);
});

test('/x/, /x/index, /x/index.html and /x.html each answer one 301 to /x, keeping the query', async () => {
  const problems: string[] = [];
  for (const path of pages.filter((page) => page !== '/')) {
    for (const variant of [`${path}/`, `${path}/index`, `${path}/index.html`, `${path}.html`]) {
      const response = await request(`${variant}?from=test&q=a%20b`);
      const location = response.headers.get('location');
      if (response.status !== 301 || location !== `${path}?from=test&q=a%20b`)
        problems.push(`${variant}: ${response.status} → ${location}`);
    }
  }
  for (const variant of ['/index.html', '/index']) {
    const response = await request(`${variant}?x=1`);
    if (response.status !== 301 || response.headers.get('location') !== '/?x=1') problems.push(`${variant}: ${response.status}`);
  }
  expect(problems).toEqual([]);
});

test('unknown paths, and other spellings of them, answer 404 with the not-found page', async () => {
  const unknown = [
    '/no/such/place',
    '/no/such/place/',
    '/no/such/place/index.html',
    '/v7/users/five-minute-install',
    '/assets/js/missing.js',
    ...DOC_VERSIONS.map((version) => `${version.path}/this-page-never-existed`),
  ];
  for (const path of unknown) {
    const response = await request(path);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toMatch(NOT_FOUND_MARK);
  }
});

test('every response carries the security headers; hashed assets are cached for a year and pages are revalidated', async () => {
  const home = await (await request('/')).text();
  const script = /<script src="?(\/assets\/js\/main\.[^"\s>]+\.js)/.exec(home)?.[1];
  expect(script, 'the home page loads main.js').toBeTruthy();
  const samples = {
    page: await request('/v6/users/setup-pdf'),
    asset: await request(script!),
    redirect: await request('/v6/users/setup-pdf/'),
    notFound: await request('/no/such/place'),
    twin: await request('/v6/users/setup-pdf.md'),
  };
  for (const [kind, response] of Object.entries(samples)) {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp, kind).toContain("default-src 'self'");
    expect(csp, kind).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options'), kind).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy'), kind).toContain('camera=()');
  }
  expect(samples.asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(samples.page.headers.get('cache-control')).toBe('no-cache');
  expect(samples.twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
});

test('text is compressed for clients that accept gzip, and host-only files are never served', async () => {
  const page = await request('/v6/users/setup-pdf', { 'accept-encoding': 'gzip' });
  expect(page.headers.get('content-encoding')).toBe('gzip');
  const home = await (await request('/')).text();
  const stylesheet = /<link rel="?stylesheet"? href="?(\/assets\/css\/[^"\s>]+\.css)/.exec(home)?.[1];
  expect((await request(stylesheet!, { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
  for (const file of ['/nginx.conf', '/_redirects', '/_headers', '/.htaccess']) expect((await request(file)).status, file).toBe(404);
});

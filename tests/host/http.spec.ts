// The build on each host with the configuration the build wrote for it (support/hosts.ts): status codes, redirects and
// headers as a browser or a crawler receives them. Plain HTTP requests; no browser needed. Where a host does a thing
// its own way, the host's entry in support/hosts.ts says so and why.
import { loadCatalogue, routeHasContent } from '../../src/lib/contentFiles';
import { DOC_VERSIONS } from '../../src/data/versions';
import type { Host } from './support/hosts';
import { expect, test } from './support/fixtures';

const NOT_FOUND_MARK = /data-testid=["']?not-found/;
// The two per-page tests send about 4,300 requests; Cloudflare's local runtime answers them in about a minute.
const PER_PAGE_TIMEOUT = 180_000;
const pages = [
  '/',
  ...loadCatalogue()
    .pages.filter((page) => page.version !== null && routeHasContent(page.path))
    .map((page) => page.path),
];

function requester(host: Host) {
  return (path: string, headers: Record<string, string> = {}) => fetch(host.origin + path, { redirect: 'manual', headers });
}

/** The Location a redirect to `target` (a path and query) carries on this host. */
function locationOf(host: Host, target: string): string {
  return host.absoluteRedirects ? host.origin + target : target;
}

/** Runs `check` on every item, a few at a time (the hosts answer in parallel; one by one takes minutes on workerd). */
async function eachOf<T>(items: readonly T[], check: (item: T) => Promise<void>, concurrency = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await check(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

test('every catalogue page answers 200 at its bare path with its own page', async ({ host }) => {
  test.setTimeout(PER_PAGE_TIMEOUT);
  const request = requester(host);
  expect(pages.length).toBeGreaterThan(600);
  const problems: string[] = [];
  await eachOf(pages, async (path) => {
    const response = await request(path);
    const body = await response.text();
    if (response.status !== 200) problems.push(`${path}: ${response.status}`);
    else if (NOT_FOUND_MARK.test(body)) problems.push(`${path}: the not-found page`);
    else if (!response.headers.get('content-type')?.startsWith('text/html'))
      problems.push(`${path}: ${response.headers.get('content-type')}`);
  });
  expect(problems).toEqual([]);
});

test('/x/, /x/index, /x/index.html and /x.html each answer one 301 to /x, keeping the query', async ({ host }) => {
  test.setTimeout(PER_PAGE_TIMEOUT);
  const request = requester(host);
  const problems: string[] = [];
  const variants = pages
    .filter((page) => page !== '/')
    .flatMap((path) => [`${path}/`, `${path}/index`, `${path}/index.html`, `${path}.html`].map((variant) => ({ path, variant })));
  await eachOf(variants, async ({ path, variant }) => {
    const response = await request(`${variant}?from=test&q=a%20b`);
    await response.arrayBuffer(); // read to the end: workerd logs every connection dropped mid-response
    const location = response.headers.get('location');
    if (response.status !== 301 || location !== locationOf(host, `${path}?from=test&q=a%20b`))
      problems.push(`${variant}: ${response.status} → ${location}`);
  });
  for (const variant of ['/index.html', '/index']) {
    const response = await request(`${variant}?x=1`);
    const location = response.headers.get('location');
    if (response.status !== 301 || location !== locationOf(host, '/?x=1')) problems.push(`${variant}: ${response.status} → ${location}`);
  }
  expect(problems).toEqual([]);
});

test('unknown paths, and other spellings of them, answer 404 with the not-found page', async ({ host }) => {
  const request = requester(host);
  const unknown = [
    '/no/such/place',
    '/no/such/place/',
    '/no/such/place/index.html',
    '/no/such/place/index',
    '/v7/users/five-minute-install',
    '/assets/js/missing.js',
    ...DOC_VERSIONS.map((version) => `${version.path}/this-page-never-existed`),
  ];
  for (const path of unknown) {
    let response = await request(path);
    const bare = path.replace(/\/index(\.html)?$/, '');
    if (host.redirectsUnknownIndex && bare !== path) {
      // One 301 to the bare path, which is not found either (support/hosts.ts, redirectsUnknownIndex).
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(locationOf(host, bare));
      response = await request(bare);
    }
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toMatch(NOT_FOUND_MARK);
  }
});

test('every response carries the security headers; hashed assets are cached for a year and pages are revalidated', async ({ host }) => {
  const request = requester(host);
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
    expect(response.headers.get('x-frame-options'), kind).toBe('DENY');
    expect(response.headers.get('permissions-policy'), kind).toContain('camera=()');
  }
  expect(samples.asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(samples.page.headers.get('cache-control')).toBe(host.pageCacheControl);
  expect(samples.twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
});

test('text is compressed for clients that accept gzip, and host-only files are never served', async ({ host }) => {
  const request = requester(host);
  const page = await request('/v6/users/setup-pdf', { 'accept-encoding': 'gzip' });
  expect(page.headers.get('content-encoding')).toBe('gzip');
  const home = await (await request('/')).text();
  const stylesheet = /<link rel="?stylesheet"? href="?(\/assets\/css\/[^"\s>]+\.css)/.exec(home)?.[1];
  expect((await request(stylesheet!, { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
  for (const file of ['/nginx.conf', '/_redirects', '/_headers', '/.htaccess']) {
    const response = await request(file);
    expect(response.status, file).toBe(404);
    expect(await response.text(), file).toMatch(NOT_FOUND_MARK);
  }
});

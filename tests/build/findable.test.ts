// What search engines and link previews find in the production build: sitemap, robots.txt, one canonical link, a
// description, Open Graph and Twitter tags with our own card image, and breadcrumb structured data on doc pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from '../../src/lib/contentFiles';
import { SEARCH_SETTINGS, SITE_URL, SITEMAP_LEFT_OUT } from '../../src/data/site';
import { LATEST_VERSION, versionOfPath } from '../../src/data/versions';
import { pngSize, readPageMeta, sitemapUrls } from '../../scripts/lib/pageMeta';
import { readBuiltPages } from '../../scripts/lib/buildPages';
import { DESCRIPTION_LENGTH } from '../../scripts/lib/contentCheck';

const buildDir = join(SITE_DIR, 'build');
/** Emitted pages that are not meant to be found: the search results page. */
const NOT_IN_SITEMAP = new Set([`/${SEARCH_SETTINGS.searchPagePath}`]);
/** Pages the sitemap leaves out on purpose (SITEMAP_LEFT_OUT: `/x/**` is /x and everything under it). */
const leftOut = (route: string) =>
  NOT_IN_SITEMAP.has(route) ||
  SITEMAP_LEFT_OUT.some((pattern) => {
    const base = pattern.replace(/\/\*\*$/, '');
    return route === base || route.startsWith(`${base}/`);
  });
const pages = existsSync(buildDir) ? readBuiltPages(buildDir) : [];
const html = (file: string) => readFileSync(join(buildDir, file), 'utf8');

test('the production build exists (run `npm run build` first)', () => {
  assert.ok(pages.length > 0, 'build/ has no pages: run `npm run build`');
});

test('sitemap.xml lists every page once (but the search page and the release notes’ tag and later list pages), on the site URL, and robots.txt points to it', () => {
  const urls = sitemapUrls(html('sitemap.xml'));
  const expected = pages
    .filter((page) => !leftOut(page.route))
    .map((page) => `${SITE_URL}${page.route === '/' ? '/' : page.route}`)
    .sort();
  assert.deepEqual([...urls].sort(), expected);
  const robots = html('robots.txt');
  assert.match(robots, /^User-agent: \*$/m);
  assert.doesNotMatch(robots, /^Disallow: \/\s*$/m, 'robots.txt must not block the site');
  assert.match(robots, new RegExp(`^Sitemap: ${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sitemap\\.xml$`, 'm'));
});

test('every page has one canonical link, a title, a description and social tags with our card image', () => {
  const problems: string[] = [];
  for (const page of [...pages, { file: '404.html', route: '/404' }]) {
    const meta = readPageMeta(html(page.file));
    const say = (problem: string) => problems.push(`${page.file}: ${problem}`);
    if (!meta.title) say('no <title>');
    if (!meta.description) say('no meta description');
    else if (meta.description.length < DESCRIPTION_LENGTH.min || meta.description.length > DESCRIPTION_LENGTH.max) {
      say(`description is ${meta.description.length} characters (${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max})`);
    }
    if (page.file !== '404.html') {
      if (meta.canonical.length !== 1) say(`${meta.canonical.length} canonical links`);
      const canonical = meta.canonical[0] ?? '';
      const version = versionOfPath(page.route);
      // Older versions may point to their v6 twin; everything else is its own canonical page.
      const allowed =
        canonical === `${SITE_URL}${page.route}` ||
        (version !== undefined && version !== LATEST_VERSION && canonical.startsWith(`${SITE_URL}${LATEST_VERSION.path}/`));
      if (!allowed) say(`canonical link is ${canonical}`);
      if (meta.social['og:url'] === undefined) say('no og:url');
    }
    // Only the not-found page and the search results page (a page per query) keep themselves out of search engines.
    if (meta.robots?.includes('noindex') && page.file !== '404.html' && !NOT_IN_SITEMAP.has(page.route)) say('is marked noindex');
    for (const key of ['og:title', 'og:description', 'og:image', 'twitter:card', 'twitter:image']) {
      if (!meta.social[key]) say(`no ${key}`);
    }
    if (meta.social['og:image'] !== `${SITE_URL}/img/social-card.png`) say(`og:image is ${meta.social['og:image']}`);
    if (meta.social['twitter:card'] !== 'summary_large_image') say(`twitter:card is ${meta.social['twitter:card']}`);
  }
  assert.deepEqual(problems, []);
});

test('the social card is our own 1200×630 PNG', () => {
  const file = join(buildDir, 'img', 'social-card.png');
  assert.ok(existsSync(file), 'static/img/social-card.png is missing: run `npx tsx scripts/social-card.ts`');
  assert.deepEqual(pngSize(readFileSync(file)), { width: 1200, height: 630 });
});

test('every doc page in a sidebar carries BreadcrumbList structured data ending at the page itself', () => {
  const problems: string[] = [];
  // Breadcrumbs follow the sidebar: the few catalogue pages outside every sidebar have none.
  for (const page of pages.filter((candidate) => versionOfPath(candidate.route) !== undefined && candidate.sidebar !== undefined)) {
    const breadcrumbs = readPageMeta(html(page.file)).jsonLd.filter(
      (block): block is { '@type': string; itemListElement: { item?: string; position: number }[] } =>
        typeof block === 'object' && block !== null && (block as { '@type'?: unknown })['@type'] === 'BreadcrumbList',
    );
    if (breadcrumbs.length !== 1) {
      problems.push(`${page.file}: ${breadcrumbs.length} BreadcrumbList blocks`);
      continue;
    }
    const items = breadcrumbs[0]!.itemListElement;
    const last = items[items.length - 1];
    if (!last || last.item !== `${SITE_URL}${page.route}`) problems.push(`${page.file}: the last breadcrumb is ${last?.item ?? 'missing'}`);
  }
  assert.deepEqual(problems, []);
});

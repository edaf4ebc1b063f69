// Search as a reader meets it: shortcuts, grouped hits, version scope, deep links, the results page, failures,
// the Algolia back end pointed at an unreachable application, and hostile input. Runs on the local index build.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DOC_VERSIONS, LATEST_VERSION, versionOfPath } from '../../src/data/versions';
import { openPage, type ColourMode } from './support/pages';
import { startAlgoliaBuildServer, type AlgoliaBuildServer } from './support/algoliaBuild';
import { searchInModal } from '../../scripts/lib/modalSearch';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

async function openSearch(page: Page): Promise<void> {
  // Shortcuts work once React has hydrated the page.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** The distinct pages of the first hits the modal lists, without their anchors. */
async function pageHitUrls(page: Page, count: number): Promise<string[]> {
  await expect(hits(page).first()).toBeVisible();
  const links = await hits(page)
    .locator('a')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL(anchor.getAttribute('href') ?? '', 'http://docs.test').pathname));
  return [...new Set(links)].slice(0, count);
}

async function search(page: Page, query: string): Promise<void> {
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill(query);
}

test('nothing of search loads with the page; focus, hover or the shortcut start it', async ({ page }) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/pagefind\/|algolia/.test(request.url())) searchRequests.push(request.url());
  });
  await page.goto(LATEST_VERSION.startPage);
  await page.waitForLoadState('networkidle');
  expect(searchRequests).toEqual([]);
  await page.locator('.DocSearch-Button').hover();
  await expect.poll(() => searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

test('slash and Ctrl+K open the search, Escape closes it and focus returns to the search box', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  await page.waitForLoadState('networkidle');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await expect(page.locator('.navbar .DocSearch-Button')).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
});

test('arrow keys move through hits, Enter opens one at its heading', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  await search(page, 'watermark');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(hits(page).nth(1).getByRole('option')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.DocSearch-Hit [aria-selected="true"]')).toHaveCount(1);
  const href = await hits(page).nth(1).locator('a').getAttribute('href');
  expect(href).toMatch(/#[\w-]+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const anchor = href!.split('#')[1]!;
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('a letter typed on the focused search button opens the search with that letter', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  await page.waitForLoadState('networkidle');
  await page.locator('.navbar .DocSearch-Button').focus();
  await page.keyboard.press('w');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('w');
  await page.keyboard.type('atermark');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('watermark');
  await expect(hits(page).first()).toBeVisible();
});

for (const mode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
  test(`the open modal with hits has no axe violations in ${mode} mode`, async ({ page }) => {
    await openPage(page, LATEST_VERSION.startPage, mode);
    await search(page, 'watermark');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const results = await new AxeBuilder({ page })
      .include('.DocSearch-Container')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    // A screen reader hears which hit the arrow keys are on.
    const active = await page.locator('.DocSearch-Input').getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  });
}

test('focus stays inside the open modal', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  await search(page, 'pdf');
  await expect(hits(page).first()).toBeVisible();
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Container')))).toBe(true);
  }
});

test('neighbouring hits of a section share a heading, at most 12 per group, each with its page (and heading), snippet and version', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'gfpdf_field');
  const filterHooks = page
    .locator('.DocSearch-Hits')
    .filter({ has: page.locator('.DocSearch-Hit-source', { hasText: 'Developers › Filter Hooks' }) });
  await expect(filterHooks).toHaveCount(1);
  // The index has far more than 12 filter hook hits for `gfpdf_field`: the group shows exactly the limit.
  await expect(filterHooks.locator('.DocSearch-Hit')).toHaveCount(12);
  const sectionHit = filterHooks.locator('.DocSearch-Hit a[href*="#"]').first();
  // A section hit reads as its page and heading ("gfpdf_pdf_filename › Usage"), never a bare "Usage".
  await expect(sectionHit.locator('.DocSearch-Hit-title')).toContainText(/\S › \S/);
  await expect(sectionHit.locator('mark').first()).toBeVisible();
  // Outside a version every version shows: each hit is labelled with the version its link leads to.
  const version = versionOfPath(new URL((await sectionHit.getAttribute('href'))!, 'http://docs.test').pathname)!;
  await expect(sectionHit).toHaveAttribute('data-version', version.name);
  await expect(sectionHit.locator('.DocSearch-Hit-title')).toContainText(version.label);
});

/** Questions an earlier reader test failed in the modal, each with the pages that answer (issue #23). */
const MODAL_QUERIES: { from: string; query: string; answers: string[] }[] = [
  { from: LATEST_VERSION.startPage, query: 'password protect pdf', answers: ['/v6/users/pdf-security', '/v6/users/setup-pdf'] },
  {
    from: LATEST_VERSION.startPage,
    query: 'change the pdf file name',
    answers: ['/v6/users/setup-pdf', '/v6/developers/filters/gfpdf_pdf_filename'],
  },
  { from: LATEST_VERSION.startPage, query: 'custom fonts', answers: ['/v6/users/custom-fonts'] },
  { from: '/v4/five-minute-install', query: 'api_create_pdf', answers: ['/v4/api_create_pdf'] },
  // Plain words on an old version.
  { from: '/v5/five-minute-install', query: 'pdf not attached to email', answers: ['/v5/user-email-notifications', '/v5/user-setup-pdf'] },
];

for (const { from, query, answers } of MODAL_QUERIES) {
  test(`the modal puts a page that answers "${query}" among the first three on screen (${from.split('/')[1]})`, async ({ page }) => {
    const { pages } = await searchInModal(page, from, query);
    expect(
      pages.slice(0, 3).some((path) => answers.includes(path)),
      `first three: ${pages.slice(0, 3).join(', ')}`,
    ).toBe(true);
  });
}

test('a pasted error message finds the page that explains it', async ({ page }) => {
  const { pages } = await searchInModal(page, LATEST_VERSION.startPage, 'Class "GPDFAPI" not found');
  expect(pages.slice(0, 3)).toContain('/v6/users/fatal-error-after-site-migration');
});

test('the modal and the results page list the same pages in the same order', async ({ page }) => {
  const { pages: inModal } = await searchInModal(page, LATEST_VERSION.startPage, 'notification attachment');
  await page.goto('/search?q=notification+attachment&version=v6');
  const results = page.getByTestId('search-results');
  const pagesListed = () =>
    results
      .locator('li:not([class*="section"]) > a')
      .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
  // The results page shows its first pages while the rest load: compare once five are listed.
  await expect.poll(async () => (await pagesListed()).length).toBeGreaterThanOrEqual(5);
  expect((await pagesListed()).slice(0, 5)).toEqual(inModal.slice(0, 5));
});

test('a query with one word the docs never use still answers from its other words', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  await search(page, 'memory limit wordfence');
  const firstPages = await pageHitUrls(page, 3);
  expect(firstPages).toContain(`${LATEST_VERSION.path}/users/increasing-memory-limit`);
});

test('a reader’s word that the docs never use finds the page through the synonyms file', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  // No page says "gibberish"; the synonyms file maps it to "weird characters".
  await search(page, 'pdf shows gibberish');
  expect(await pageHitUrls(page, 3)).toContain(`${LATEST_VERSION.path}/users/weird-characters-showing-instead-of-pdf`);
  await expect(page.locator('.DocSearch-Hit mark', { hasText: /^weird$/i }).first()).toBeVisible();
});

test('a query in plain words on a user guide lists user guides before hook pages', async ({ page }) => {
  await page.goto(`${LATEST_VERSION.path}/users/setup-pdf`);
  await search(page, 'notification');
  await expect(hits(page).first()).toBeVisible();
  const first = await pageHitUrls(page, 2);
  for (const url of first) expect(url, url).toMatch(new RegExp(`^${LATEST_VERSION.path}/users/`));
  // A code-like query turns it round: the hook page first.
  await page.locator('.DocSearch-Input').fill('gfpdf_post_save_pdf');
  await expect.poll(() => pageHitUrls(page, 1)).toEqual([`${LATEST_VERSION.path}/developers/actions/gfpdf_post_save_pdf`]);
});

test('"No results for" shows only when no word of the query matches anything', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  await search(page, 'watermark qqzzxjv');
  await expect(hits(page).first()).toBeVisible();
  await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  await page.locator('.DocSearch-Input').fill('qqzzxjv zzqqvvw');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
  await expect(hits(page)).toHaveCount(0);
});

test('the search field shows one focus ring: the modal’s own, not a second rectangle inside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(LATEST_VERSION.startPage);
  await openSearch(page);
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  const rings = await input.evaluate((element) => {
    const own = getComputedStyle(element);
    const form = getComputedStyle(element.closest('.DocSearch-Form')!);
    return { inputOutline: own.outlineStyle === 'none' || own.outlineWidth === '0px', formRing: form.boxShadow };
  });
  expect(rings.inputOutline).toBe(true);
  expect(rings.formRing).not.toBe('none');
});

test('on a version page hits start in that version and widen to all in one click', async ({ page }) => {
  const v4 = DOC_VERSIONS.find((version) => version.name === 'v4')!;
  await page.goto(v4.startPage);
  await search(page, 'minute installation');
  await expect(hits(page).first()).toBeVisible();
  await expect(page.getByTestId('search-scope')).toContainText('Showing v4 pages');
  expect(
    new Set(
      await hits(page)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-version'))),
    ),
  ).toEqual(new Set(['v4']));
  await page.getByRole('button', { name: 'Search all versions' }).click();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('minute installation');
  await expect(page.getByTestId('search-scope')).toContainText('Showing all versions');
  await expect(hits(page).locator('a[data-version="v6"]').first()).toBeVisible();
  await expect(hits(page).locator('a[data-version="v4"]').first()).toBeVisible();
});

test('outside a version every version shows; a version token narrows to it', async ({ page }) => {
  await page.goto('/');
  await search(page, 'minute installation');
  await expect(hits(page).locator('a[data-version="v5"]').first()).toBeVisible();
  await expect(hits(page).locator('a[data-version="v6"]').first()).toBeVisible();
  await page.locator('.DocSearch-Input').fill('v5 minute installation');
  await expect(page.getByTestId('search-scope')).toContainText('Showing v5 pages');
  await expect(hits(page).first()).toBeVisible();
  expect(
    new Set(
      await hits(page)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-version'))),
    ),
  ).toEqual(new Set(['v5']));
});

test('no hits: "No results for" and the query', async ({ page }) => {
  await page.goto('/');
  await search(page, 'zzqxjvk');
  // DocSearch shows the empty screen while a search runs too: it must still be there once the search is done.
  await page.waitForTimeout(1500);
  await expect(hits(page)).toHaveCount(0);
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqxjvk');
});

test('a failed index fetch shows "Unable to fetch results", in the modal and on the results page', async ({ page }) => {
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await search(page, 'watermark');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  await page.goto('/search?q=watermark');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
});

test('the results page pages through every result with the same version filters, and the modal links to it', async ({ page }) => {
  await page.goto(LATEST_VERSION.startPage);
  await search(page, 'gfpdf');
  await expect(hits(page).first()).toBeVisible();
  await page.getByRole('link', { name: 'See all results' }).click();
  await expect(page).toHaveURL(/\/search\?q=gfpdf&version=v6$/);
  await expect(page.getByTestId('search-count')).toContainText('page 1 of');
  const firstPage = await page.getByTestId('search-results').locator('li > a').first().getAttribute('href');
  await page.getByRole('link', { name: 'More results' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('search-count')).toContainText('page 2 of');
  expect(await page.getByTestId('search-results').locator('li > a').first().getAttribute('href')).not.toBe(firstPage);
  await page.goto('/search?q=minute+installation');
  await expect(page.getByTestId('search-results').locator('li[data-version="v5"]').first()).toBeVisible();
  await page.getByRole('combobox').selectOption('v4');
  await expect(page).toHaveURL(/version=v4/);
  await expect(page.getByTestId('search-results').locator('li').first()).toHaveAttribute('data-version', 'v4');
  // Every docs hit is a v4 page; the release notes, which belong to no version, are in every version's results.
  const versions = await page
    .getByTestId('search-results')
    .locator('li')
    .evaluateAll((items) =>
      items
        .filter((item) => !item.querySelector('a')?.getAttribute('href')?.startsWith('/release-notes/'))
        .map((item) => item.getAttribute('data-version')),
    );
  expect(new Set(versions)).toEqual(new Set(['v4']));
  await page.goto('/search?q=zzqxjvk');
  await expect(page.getByRole('status')).toContainText('No results for "zzqxjvk"');
});

const HOSTILE_QUERIES = [
  `"quoted" 'single'`,
  'back\\slash \\n \\\\',
  '.*+?^${}()|[]\\ (a+)+$',
  '<script>window.__searchInjected = true</script>',
  '<img src=x onerror="window.__searchInjected = true">pdf',
  '"><svg onload="window.__searchInjected = true">',
  'pdf '.repeat(500),
  '📄 PDF 🚀 watermark',
  'مرحبا كيف حالك pdf',
  '     ',
];

test('hostile and odd input never breaks the page nor runs code, in the modal and on the results page', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    pageErrors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto('/');
  await openSearch(page);
  for (const query of HOSTILE_QUERIES) {
    await page.locator('.DocSearch-Input').fill(query);
    await page.waitForTimeout(150);
    await expect(page.locator('.DocSearch-Dropdown, .DocSearch-StartScreen').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img, .DocSearch-Modal script, .DocSearch-Hits svg[onload]')).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  for (const query of HOSTILE_QUERIES) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByTestId('search-page')).toBeVisible();
    await expect(page.getByTestId('search-page').locator('img, script, svg')).toHaveCount(0);
  }
  expect(await page.evaluate(() => (window as unknown as { __searchInjected?: boolean }).__searchInjected)).toBeUndefined();
  expect(pageErrors).toEqual([]);
});

test.describe('with Algolia configured', () => {
  let server: AlgoliaBuildServer;
  test.beforeAll(async () => {
    test.setTimeout(15 * 60_000);
    server = await startAlgoliaBuildServer();
  });
  test.afterAll(async () => server?.close());

  test('an unreachable Algolia application shows the fetch-failure message, not a crash', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const algoliaRequests: { url: string; body: string }[] = [];
    // The application does not exist: every request to Algolia's hosts fails, as it would without a network.
    await page.route(/algolia(net)?\.(net|com|io)/, async (route) => {
      algoliaRequests.push({ url: route.request().url(), body: route.request().postData() ?? '' });
      await route.abort('namenotresolved');
    });
    await page.goto(`${server.url}${LATEST_VERSION.startPage}`);
    await search(page, 'watermark');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', { timeout: 20_000 });
    const queries = algoliaRequests.filter(
      (request) => request.url.toLowerCase().includes(server.appId.toLowerCase()) && request.body.includes('watermark'),
    );
    expect(queries.length).toBeGreaterThan(0);
    // The request carried the version facet of the page being read, and asked for DocSearch's <mark> highlights.
    expect(queries[0]!.body).toContain('version:current');
    expect(queries[0]!.body).toContain('"highlightPreTag":"<mark>"');
    // …and the parameters that make Algolia search as the local index does: most words, one typo from five letters.
    expect(queries[0]!.body).toContain('"removeWordsIfNoResults":"allOptional"');
    expect(queries[0]!.body).toContain('"minWordSizefor1Typo":5');
    expect(pageErrors).toEqual([]);
    await page.goto(`${server.url}/search?q=watermark`);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results', { timeout: 20_000 });
  });
});

// Prints search's speed on the production build in Chromium (figures only, no assertions): index size on disk, bytes a
// page loads before intent, bytes before the first results of a cold search, and keystroke-to-results times, cold and
// warm, for the modal and the results page. `npm run build && npm run bench:search`.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { BUILD_DIR, withBuildInBrowser } from '../lib/searchBrowser';
import { formatBytes, median } from '../lib/benchFigures';
import { filesUnder } from '../../src/lib/files';
import { SEARCH_SETTINGS } from '../../src/data/site';
import { LATEST_VERSION } from '../../src/data/versions';

const COLD_QUERY = 'watermark';
/** More cold searches, each in a fresh browser: multi-word queries (words in several index chunks) and a hook name. */
const MORE_COLD_QUERIES = ['memory limit', 'header image too large', 'gfpdf_pdf_filename'];
const WARM_QUERIES = ['memory limit', 'gfpdf_pdf_filename', 'page break', 'add_pdf', 'fonts', 'invoice', 'header footer', 'barcode'];
/** Files Pagefind writes for its own UIs, which our search never loads. */
const PAGEFIND_UI_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

/** Counts bytes transferred (headers and encoded bodies) while `counting` is on. */
function trackBytes(page: Page): { start: () => void; stop: () => { bytes: number; urls: string[]; perUrl: Map<string, number> } } {
  let counting = false;
  let bytes = 0;
  const urls: string[] = [];
  const perUrl = new Map<string, number>();
  page.on('requestfinished', (request) => {
    if (!counting) return;
    urls.push(request.url());
    void Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => {
      // Chromium reports no body size for a worker's script: its Content-Length (the encoded body) stands in.
      const body = sizes.responseBodySize || Number(response?.headers()['content-length'] ?? 0);
      bytes += body + sizes.responseHeadersSize;
      perUrl.set(request.url(), body + sizes.responseHeadersSize);
    });
  });
  return {
    start: () => {
      counting = true;
      bytes = 0;
      urls.length = 0;
      perUrl.clear();
    },
    stop: () => {
      counting = false;
      return { bytes, urls: [...urls], perUrl: new Map(perUrl) };
    },
  };
}

/** Puts `query` into the input (as typing the last key does) and times until hits with a match are in the page. */
async function timeQuery(page: Page, inputSelector: string, hitSelector: string, query: string): Promise<number> {
  return (await queryUntilRendered(page, inputSelector, hitSelector, query)).ms;
}

/** As timeQuery, also giving the moment (the page's performance.now()) the results were on screen. */
async function queryUntilRendered(
  page: Page,
  inputSelector: string,
  hitSelector: string,
  query: string,
): Promise<{ ms: number; renderedAt: number }> {
  return page.evaluate(
    ({ inputSelector, hitSelector, query }) =>
      new Promise<{ ms: number; renderedAt: number }>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>(inputSelector);
        if (!input) return reject(new Error(`no ${inputSelector}`));
        const word = query.toLowerCase().split(/\s+/)[0]!.slice(0, 4);
        const started = performance.now();
        // No named inner functions: the script runs in the page without tsx's helpers.
        const observer = new MutationObserver(() => {
          if (
            Array.from(document.querySelectorAll(`${hitSelector} mark`)).some((mark) =>
              (mark.textContent ?? '').toLowerCase().includes(word),
            )
          ) {
            observer.disconnect();
            requestAnimationFrame(() => {
              const renderedAt = performance.now();
              resolve({ ms: renderedAt - started, renderedAt });
            });
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        // React tracks the input's value through the prototype's setter, so the event carries the new text.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        setTimeout(() => reject(new Error(`no results for "${query}" within 10 s`)), 10_000);
      }),
    { inputSelector, hitSelector, query },
  );
}

/**
 * What the page fetched between two of its performance.now() moments, from Resource Timing: `transferSize` is the
 * encoded body plus the response headers, 0 for what came from the cache.
 */
async function transferredBetween(page: Page, from: number, to: number): Promise<{ bytes: number; perUrl: Map<string, number> }> {
  const entries = await page.evaluate(
    ({ from, to }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= from && entry.responseEnd <= to)
        .map((entry) => ({ url: entry.name, bytes: entry.transferSize })),
    { from, to },
  );
  return { bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0), perUrl: new Map(entries.map((entry) => [entry.url, entry.bytes])) };
}

async function measureModal(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bytes = trackBytes(page);
  bytes.start();
  await page.goto(`${baseUrl}${LATEST_VERSION.startPage}`);
  await page.waitForLoadState('networkidle');
  const pageLoad = bytes.stop();
  const searchBeforeIntent = pageLoad.urls.filter((url) => url.includes(SEARCH_SETTINGS.localBundlePath) || /algolia/.test(url));

  // Room for every request of the search in the Resource Timing buffer (250 by default).
  await page.evaluate(() => performance.setResourceTimingBufferSize(2000));
  bytes.start();
  const intentAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  const { ms: coldMs, renderedAt } = await queryUntilRendered(page, '.DocSearch-Input', '.DocSearch-Hit', COLD_QUERY);
  const beforeResults = await transferredBetween(page, intentAt, renderedAt);
  // What follows the results on screen (the top hits' pages, prefetched) is counted apart.
  await page.waitForTimeout(1000);
  const cold = bytes.stop();

  const warm: number[] = [];
  for (const query of WARM_QUERIES) warm.push(await timeQuery(page, '.DocSearch-Input', '.DocSearch-Hit', query));
  // The same queries again: every index chunk and fragment they need is loaded.
  const repeat: number[] = [];
  for (const query of WARM_QUERIES) repeat.push(await timeQuery(page, '.DocSearch-Input', '.DocSearch-Hit', `${query} `));
  await context.close();
  return { pageLoad, searchBeforeIntent, coldMs, beforeResults, cold, warm, repeat };
}

/** Bytes before the first results of a cold search for `query`, in a fresh browser context. */
async function measureColdBytes(browser: Browser, baseUrl: string, query: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}${LATEST_VERSION.startPage}`);
  await page.waitForLoadState('networkidle');
  const intentAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  const { ms, renderedAt } = await queryUntilRendered(page, '.DocSearch-Input', '.DocSearch-Hit', query);
  const { bytes, perUrl } = await transferredBetween(page, intentAt, renderedAt);
  await context.close();
  return { query, ms, bytes, chunks: [...perUrl.keys()].filter((url) => url.endsWith('.pf_index')).length };
}

/** How many fresh-context cold searches each extra query gets; the median time is printed. */
const COLD_RUNS = 3;

/**
 * The extra cold searches, one at a time (a reader runs one search at a time: run side by side on two cores, they
 * timed each other's work too, 180–430 ms for the same search), COLD_RUNS times each.
 */
async function coldSearchesOneByOne(browser: Browser, baseUrl: string) {
  const figures = [];
  for (const query of MORE_COLD_QUERIES) {
    const runs = [];
    for (let run = 0; run < COLD_RUNS; run++) runs.push(await measureColdBytes(browser, baseUrl, query));
    const ms = runs.map((run) => run.ms);
    figures.push({ ...runs[0]!, ms: median(ms) ?? NaN, runs: ms });
  }
  return figures;
}

async function measureResultsPage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/search`);
  await page.waitForLoadState('networkidle');
  const selector = 'input[type="search"][name="q"]';
  const coldMs = await timeQuery(page, selector, '[data-testid="search-results"]', COLD_QUERY);
  const warm: number[] = [];
  for (const query of WARM_QUERIES) warm.push(await timeQuery(page, selector, '[data-testid="search-results"]', query));
  await context.close();
  return { coldMs, warm };
}

async function main(): Promise<void> {
  const bundleDir = join(BUILD_DIR, SEARCH_SETTINGS.localBundlePath);
  const files = filesUnder(bundleDir);
  const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const used = files
    .filter((file) => !PAGEFIND_UI_FILES.test(file.split('/').pop() ?? ''))
    .reduce((sum, file) => sum + statSync(file).size, 0);

  const { modal, moreCold, results } = await withBuildInBrowser(async (browser, baseUrl) => ({
    modal: await measureModal(browser, baseUrl),
    moreCold: await coldSearchesOneByOne(browser, baseUrl),
    results: await measureResultsPage(browser, baseUrl),
  }));

  const lines = [
    `Search benchmark (Chromium, production build, local index)`,
    `  Index on disk: ${formatBytes(used)} used by our search (${files.length} files, ${formatBytes(total)} with Pagefind's own UI files)`,
    `  Page load before intent: ${formatBytes(modal.pageLoad.bytes)} in ${modal.pageLoad.urls.length} requests, of which search: ${modal.searchBeforeIntent.length} requests`,
    `  Cold search "${COLD_QUERY}", shortcut to first results on screen: ${formatBytes(modal.beforeResults.bytes)} transferred in ${modal.beforeResults.perUrl.size} requests`,
    `    of which the index (${SEARCH_SETTINGS.localBundlePath}): ${[...modal.beforeResults.perUrl.keys()].filter((url) => url.includes(SEARCH_SETTINGS.localBundlePath)).length} requests`,
    ...(process.env.BENCH_VERBOSE
      ? [...modal.beforeResults.perUrl]
          .sort((a, b) => b[1] - a[1])
          .map(([url, size]) => `      ${formatBytes(size).padStart(9)}  ${new URL(url).pathname}`)
      : []),
    `    and in the second after: ${formatBytes(Math.max(0, modal.cold.bytes - modal.beforeResults.bytes))} more (pages of the hits on screen, prefetched)`,
    ...moreCold.map(
      (cold) =>
        `  Cold search "${cold.query}": ${formatBytes(cold.bytes)} before the first results (${cold.chunks} index chunk${cold.chunks === 1 ? '' : 's'}), ${cold.ms.toFixed(0)} ms (median of ${cold.runs.map((ms) => ms.toFixed(0)).join(', ')})`,
    ),
    `  Modal, keystroke to rendered results: cold ${modal.coldMs.toFixed(0)} ms; warm median ${(median(modal.warm) ?? NaN).toFixed(0)} ms (max ${Math.max(...modal.warm).toFixed(0)}); repeated median ${(median(modal.repeat) ?? NaN).toFixed(0)} ms`,
    `  Results page, keystroke to rendered results: cold ${results.coldMs.toFixed(0)} ms; warm median ${(median(results.warm) ?? NaN).toFixed(0)} ms (max ${Math.max(...results.warm).toFixed(0)})`,
    `  Targets: warm < 100 ms, cold < 300 ms; before the first results a cold one-word search < 150 KB, a multi-word one < 250 KB; no search bytes before intent.`,
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// Benchmark step 2: every kind of page loaded from the production build, served locally with gzip — requests and
// compressed bytes (Playwright + Chromium), what the first load's JavaScript is made of, what a later navigation
// loads, and Lighthouse mobile scores (the npm package against Debian's Chromium, median of several runs).
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { PAGE_KINDS, type PageKind } from '../data/pageKinds';
import { BUDGETS } from '../data/budgets';
import { chunkSources, describeChunk, median } from '../lib/benchFigures';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startStaticServer } from '../lib/staticServer';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Transfer {
  url: string;
  type: string;
  /** Bytes on the wire for the body (compressed when the server compressed it). */
  bodyBytes: number;
}

export interface LoadFigures {
  requests: number;
  /**
   * Compressed bytes by kind. `js` is the scripts the page runs; `prefetch` the chunks Docusaurus fetches at low
   * priority for links in view (the next pages), which the page itself does not need.
   */
  compressedBytes: { js: number; css: number; html: number; prefetch: number; other: number; total: number };
  transfers: Transfer[];
}

export interface LighthouseRun {
  performance: number | undefined;
  accessibility: number | undefined;
  bestPractices: number | undefined;
  seo: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  /** Audits that scored below 1 in a category we budget at 100 (for fixing). */
  failedAudits: string[];
  error?: string;
}

export interface PageFigures extends PageKind {
  load: LoadFigures;
  lighthouse: { url: string; note?: string; runs: LighthouseRun[]; median: Omit<LighthouseRun, 'failedAudits' | 'error'> };
}

export interface ChunkFigure {
  file: string;
  holds: string;
  compressedBytes: number;
}

export interface NavigationFigures {
  from: string;
  to: string;
  clientSide: boolean;
  requests: Transfer[];
  /** True when it loaded no document, no stylesheet and no shared bundle again: only the new page's own chunks. */
  onlyPageChunks: boolean;
}

function kindOf(type: string, url: string): keyof LoadFigures['compressedBytes'] {
  if (type === 'script') return 'js';
  if (url.endsWith('.js')) return 'prefetch';
  if (type === 'stylesheet' || url.endsWith('.css')) return 'css';
  if (type === 'document') return 'html';
  return 'other';
}

/** Records every response of a page load with its body size on the wire. */
async function recordLoad(page: Page, action: () => Promise<unknown>): Promise<Transfer[]> {
  const pending: Promise<Transfer | undefined>[] = [];
  const listener = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        await response.finished();
        const sizes = await request.sizes();
        // A file already fetched (a prefetch, then its use) reports a negative size: nothing crossed the wire again.
        return { url: request.url(), type: request.resourceType(), bodyBytes: Math.max(0, sizes.responseBodySize) };
      })().catch(() => undefined),
    );
  };
  page.on('requestfinished', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', listener);
  return (await Promise.all(pending)).filter((transfer): transfer is Transfer => transfer !== undefined);
}

function summarise(transfers: Transfer[]): LoadFigures {
  const compressedBytes = { js: 0, css: 0, html: 0, prefetch: 0, other: 0, total: 0 };
  for (const transfer of transfers) {
    compressedBytes[kindOf(transfer.type, transfer.url)] += transfer.bodyBytes;
    compressedBytes.total += transfer.bodyBytes;
  }
  return { requests: transfers.length, compressedBytes, transfers };
}

export async function measureLoad(browser: Browser, origin: string, path: string): Promise<LoadFigures> {
  // A fresh context each time: an empty cache, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const transfers = await recordLoad(page, () => page.goto(origin + path));
  await context.close();
  return summarise(transfers);
}

async function measureNavigation(browser: Browser, origin: string, from: string, to: string): Promise<NavigationFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(origin + from);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  // Docusaurus prefetches a link's chunks when it comes into view or is hovered; count those as the navigation's cost.
  const link = page.locator(`.theme-doc-sidebar-menu a[href="${to}"]`).first();
  const requests = await recordLoad(page, async () => {
    await link.hover();
    await link.click();
    await page.waitForURL(`**${to}`);
  });
  const clientSide = !requests.some((request) => request.type === 'document');
  const shared = /\/(main|runtime~main)\.[0-9a-f]+\.js$|\.css$/;
  await context.close();
  const loaded = requests.filter((request) => request.bodyBytes > 0);
  return { from, to, clientSide, requests: loaded, onlyPageChunks: clientSide && !loaded.some((request) => shared.test(request.url)) };
}

async function lighthouseRuns(url: string, runs: number): Promise<LighthouseRun[]> {
  // Both packages are ES modules only; the scripts run as CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...CHROMIUM_ARGS],
    });
    try {
      // Lighthouse's default configuration is the mobile one (emulated phone, simulated slow 4G and CPU).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      const score = (id: string) => {
        const value = lhr.categories[id]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : undefined;
      };
      const numeric = (id: string) => lhr.audits[id]?.numericValue;
      const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
          .map((audit) => `${category}: ${audit!.id}`),
      );
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        failedAudits,
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      });
    } catch (error) {
      results.push({
        performance: undefined,
        accessibility: undefined,
        bestPractices: undefined,
        seo: undefined,
        lcpMs: undefined,
        tbtMs: undefined,
        cls: undefined,
        failedAudits: [],
        error: String(error),
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

function medianRun(runs: LighthouseRun[]): PageFigures['lighthouse']['median'] {
  const of = (key: keyof Omit<LighthouseRun, 'failedAudits' | 'error'>) =>
    median(runs.map((run) => run[key]).filter((value): value is number => value !== undefined));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

export interface PagesBench {
  pages: PageFigures[];
  firstLoadChunks: { page: string; chunks: ChunkFigure[] };
  navigation: NavigationFigures;
}

export async function benchPages(
  siteDir: string,
  options: { lighthouseRuns?: number; log?: (line: string) => void } = {},
): Promise<PagesBench> {
  const log = options.log ?? ((line: string) => console.log(line));
  const runs = options.lighthouseRuns ?? BUDGETS.lighthouseRuns;
  const buildDir = join(siteDir, 'build');
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('build/ is missing: run `npm run build` first');
  const server: Server = await startStaticServer(buildDir, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pages: PageFigures[] = [];
    for (const kind of PAGE_KINDS) {
      log(`  ${kind.kind}: ${kind.path}`);
      const load = await measureLoad(browser, origin, kind.path);
      // Lighthouse does not score a page answered with 404; the not-found page is measured where it is a file.
      const lighthousePath = kind.status === 404 ? '/404.html' : kind.path;
      const lighthouseResults = await lighthouseRuns(origin + lighthousePath, runs);
      pages.push({
        ...kind,
        load,
        lighthouse: {
          url: lighthousePath,
          ...(lighthousePath !== kind.path
            ? { note: 'the same not-found page, served as /404.html with 200: Lighthouse does not score 404 responses' }
            : {}),
          runs: lighthouseResults,
          median: medianRun(lighthouseResults),
        },
      });
    }
    const registryFile = join(siteDir, '.docusaurus', 'registry.js');
    const sources = chunkSources(existsSync(registryFile) ? readFileSync(registryFile, 'utf8') : '');
    const guide = pages.find((page) => page.kind === 'v6 guide') ?? pages[0]!;
    const chunks = guide.load.transfers
      .filter((transfer) => kindOf(transfer.type, transfer.url) === 'js' || kindOf(transfer.type, transfer.url) === 'css')
      .map((transfer) => {
        const file = new URL(transfer.url).pathname;
        return {
          file,
          holds: file.endsWith('.css') ? 'all site CSS (one stylesheet)' : describeChunk(file, sources),
          compressedBytes: transfer.bodyBytes,
        };
      })
      .sort((a, b) => b.compressedBytes - a.compressedBytes);
    const navigation = await measureNavigation(browser, origin, guide.path, '/v6/users/installation');
    return { pages, firstLoadChunks: { page: guide.path, chunks }, navigation };
  } finally {
    await browser.close();
    server.close();
  }
}

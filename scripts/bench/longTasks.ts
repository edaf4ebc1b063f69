// Benchmark step: main-thread long tasks of a page load, with Chromium's CPU slowed 4× on a phone's or a desktop's
// screen, read from the page's own Long Tasks API entries from navigation until the page has been quiet for a while.
// Blocking time is Σ (task − 50 ms), Lighthouse's definition, counted over the whole window rather than from first
// paint to "interactive"; tasks that start after the load event are summed apart, since they are what a tap on a page
// that looks ready waits behind (Docusaurus sets `data-has-hydrated` only after its effects, later than such tasks).
// Lighthouse's own total blocking time is printed by the pages step; this one needs no trace and runs each build in
// turn, so two builds can be compared back to back:
//   npx tsx scripts/bench/longTasks.ts build /tmp/other-build [--desktop] [--runs=5]   (every page kind, medians)
// Printed only; nothing here fails a test.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { PAGE_KINDS } from '../data/pageKinds';
import { formatTable, median } from '../lib/benchFigures';
import { startStaticServer } from '../lib/staticServer';
import { CPU_SLOWDOWN } from './interactions';
import { CHROMIUM_PATH } from './pages';

/** How long the page must stay without a long task before the window closes (and at most how long it stays open). */
const QUIET_MS = 3000;
const WINDOW_MAX_MS = 20000;

export interface LongTaskRun {
  blockingMs: number;
  afterLoadBlockingMs: number;
  longestMs: number;
  count: number;
}

export interface LongTaskFigures {
  kind: string;
  path: string;
  runs: LongTaskRun[];
  median: LongTaskRun;
}

const PROBE = `(() => {
  const tasks = (window.__longTasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** Σ (duration − 50 ms) over the tasks. */
export function blockingTime(durations: readonly number[]): number {
  return durations.reduce((total, duration) => total + Math.max(0, duration - 50), 0);
}

/** Lighthouse's two screens: on a phone the sidebar is in a closed drawer, on a desktop its links are in view. */
export const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false },
} as const;
export type Screen = keyof typeof SCREENS;

async function measureOnce(browser: Browser, url: string, screen: Screen): Promise<LongTaskRun> {
  const context = await browser.newContext(SCREENS[screen]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(PROBE);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    type Task = { start: number; duration: number };
    // Wait until no long task has ended in the last QUIET_MS.
    for (;;) {
      await page.waitForTimeout(500);
      const state = await page.evaluate(() => {
        const tasks = (window as unknown as { __longTasks: Task[] }).__longTasks;
        const lastEnd = tasks.length ? Math.max(...tasks.map((task) => task.start + task.duration)) : 0;
        return { now: performance.now(), lastEnd };
      });
      if (state.now - state.lastEnd >= QUIET_MS || Date.now() - started > WINDOW_MAX_MS) break;
    }
    const { tasks, loadedAt } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: Task[] }).__longTasks,
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    return {
      blockingMs: blockingTime(tasks.map((task) => task.duration)),
      afterLoadBlockingMs: blockingTime(tasks.filter((task) => task.start >= loadedAt).map((task) => task.duration)),
      longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
      count: tasks.length,
    };
  } finally {
    await context.close();
  }
}

function medianRun(runs: readonly LongTaskRun[]): LongTaskRun {
  const of = (key: keyof LongTaskRun) => median(runs.map((run) => run[key])) ?? 0;
  return {
    blockingMs: of('blockingMs'),
    afterLoadBlockingMs: of('afterLoadBlockingMs'),
    longestMs: of('longestMs'),
    count: of('count'),
  };
}

/**
 * Every page kind of each build (a `build/` folder), `runs` times; the builds take turns page by page so that a change
 * in the machine's load falls on both alike.
 */
export async function benchLongTasks(buildDirs: readonly string[], runs: number, screen: Screen): Promise<LongTaskFigures[][]> {
  const servers: Server[] = await Promise.all(buildDirs.map((dir) => startStaticServer(dir, 0)));
  const origins = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const figures: LongTaskFigures[][] = buildDirs.map(() => []);
    for (const { kind, path } of PAGE_KINDS) {
      const runsByBuild: LongTaskRun[][] = buildDirs.map(() => []);
      for (let run = 0; run < runs; run++)
        for (const [index, origin] of origins.entries()) runsByBuild[index]!.push(await measureOnce(browser, origin + path, screen));
      for (const [index, buildRuns] of runsByBuild.entries())
        figures[index]!.push({ kind, path, runs: buildRuns, median: medianRun(buildRuns) });
    }
    return figures;
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

export function longTaskTable(figures: readonly LongTaskFigures[]): string {
  return formatTable([
    ['Page', 'Blocking time', 'after load', 'Longest task', 'Long tasks'],
    ...figures.map((figure) => [
      figure.kind,
      `${Math.round(figure.median.blockingMs)} ms (${figure.runs.map((run) => Math.round(run.blockingMs)).join(', ')})`,
      `${Math.round(figure.median.afterLoadBlockingMs)} ms`,
      `${Math.round(figure.median.longestMs)} ms`,
      String(Math.round(figure.median.count)),
    ]),
  ]);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
  const dirs = args.filter((arg) => !arg.startsWith('--')).map((dir) => resolve(dir));
  if (dirs.length === 0) dirs.push(resolve('build'));
  const screen: Screen = args.includes('--desktop') ? 'desktop' : 'phone';
  const figures = await benchLongTasks(dirs, runs, screen);
  const { width, height } = SCREENS[screen].viewport;
  for (const [index, dir] of dirs.entries()) {
    console.log(
      `\n${dir}: long tasks, ${CPU_SLOWDOWN}× CPU slowdown, ${screen} ${width}×${height}, median of ${runs} (the runs in brackets)`,
    );
    console.log(longTaskTable(figures[index]!));
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

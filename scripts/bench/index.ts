// `npm run bench`: the quality budgets of issue #7 measured — a cold build, then every kind of page (bytes, requests,
// Lighthouse) — printed against their budgets and written to bench-results/latest.json (the previous run is kept as
// previous.json and compared), then the first clicks right after load with a 4× CPU slowdown (interactions.ts, printed
// against their 200 ms target), then each page kind's long tasks on a phone and a desktop screen (longTasks.ts), then
// the first loads of a copy of the site with twice the pages (doubledRoutes.ts).
// Options: --skip-build (measure the existing build), --runs=N (Lighthouse runs per page).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { SITE_DIR } from '../../src/lib/contentFiles';
import { BUDGETS } from '../data/budgets';
import { budgetTable, change, formatBytes, formatTable, formatValue, verdict, type BudgetCheck } from '../lib/benchFigures';
import { benchColdBuild, type BuildFigures } from './build';
import { benchInteractions, CPU_SLOWDOWN, INTERACTION_TARGET_MS, type InteractionFigures } from './interactions';
import { benchDoubledRoutes, doubledRoutesTable, type DoubledRoutesFigures } from './doubledRoutes';
import { benchLongTasks, longTaskTable, type LongTaskFigures } from './longTasks';
import { benchPages, type PagesBench } from './pages';

interface BenchResult {
  date: string;
  commit: string;
  machine: { cpus: number; memoryBytes: number; node: string };
  build: BuildFigures | null;
  pages: PagesBench;
  /** First clicks right after load with a 4× CPU slowdown (issue #25); printed against their target, not budgeted. */
  interactions?: InteractionFigures[];
  /** Long tasks of each page kind's load with a 4× CPU slowdown, on a phone's and a desktop's screen (longTasks.ts). */
  longTasks?: { phone: LongTaskFigures[]; desktop: LongTaskFigures[] };
  /** First loads and phone blocking time of every page kind, today and in a copy of the site with twice the pages. */
  doubledRoutes?: DoubledRoutesFigures;
  budgets: (BudgetCheck & { verdict: string })[];
}

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? BUDGETS.lighthouseRuns);
const resultsDir = join(SITE_DIR, 'bench-results');
const latestFile = join(resultsDir, 'latest.json');
const previousFile = join(resultsDir, 'previous.json');

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: SITE_DIR, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function budgetChecks(build: BuildFigures | null, pages: PagesBench): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (build) {
    checks.push(
      {
        name: 'Cold build wall time',
        value: build.exitCode === 0 ? build.wallSeconds : undefined,
        budget: BUDGETS.coldBuildSeconds,
        kind: 'max',
        unit: 'seconds',
      },
      {
        name: 'Cold build peak memory',
        value: build.peakTreeRssBytes,
        budget: BUDGETS.coldBuildPeakMemoryBytes,
        kind: 'max',
        unit: 'bytes',
        note: 'whole process tree',
      },
    );
  }
  for (const page of pages.pages) {
    const { median } = page.lighthouse;
    const lighthouse = BUDGETS.lighthouse;
    checks.push(
      {
        name: `${page.kind}: Lighthouse performance`,
        value: median.performance,
        budget: lighthouse.performance,
        kind: 'min',
        unit: 'score',
      },
      {
        name: `${page.kind}: Lighthouse accessibility`,
        value: median.accessibility,
        budget: lighthouse.accessibility,
        kind: 'min',
        unit: 'score',
      },
      {
        name: `${page.kind}: Lighthouse best practices`,
        value: median.bestPractices,
        budget: lighthouse['best-practices'],
        kind: 'min',
        unit: 'score',
      },
      { name: `${page.kind}: Lighthouse SEO`, value: median.seo, budget: lighthouse.seo, kind: 'min', unit: 'score' },
    );
    if (page.status === 200 && page.path !== '/') {
      const bytes = page.load.compressedBytes;
      checks.push({
        name: `${page.kind}: first-load JS + CSS`,
        value: bytes.js + bytes.css,
        budget: BUDGETS.firstLoadJsCssBytes,
        kind: 'max',
        unit: 'bytes',
        note: 'compressed',
      });
    }
    const foreign = page.load.transfers.filter((transfer) => !transfer.url.startsWith('http://127.0.0.1')).length;
    checks.push({ name: `${page.kind}: requests to other hosts`, value: foreign, budget: 0, kind: 'max', unit: 'score' });
  }
  const reloaded = pages.navigation.requests.filter(
    (request) => request.type === 'document' || /\/(main|runtime~main)\.[0-9a-f]+\.js$|\.css$/.test(request.url),
  ).length;
  checks.push({
    name: 'Later navigation: shared files loaded again',
    value: reloaded,
    budget: 0,
    kind: 'max',
    unit: 'score',
    note: `${pages.navigation.from} → ${pages.navigation.to}`,
  });
  return checks;
}

function printReport(result: BenchResult, previous: BenchResult | undefined): void {
  const { build, pages } = result;
  if (build) {
    console.log('\nCold build (every version, search index if the build script makes one)');
    console.log(
      formatTable([
        ['Wall', 'CPU (user+sys)', 'Peak memory (tree)', 'Peak memory (largest process)', 'Pages', 'Output', 'Files', 'Exit'],
        [
          `${build.wallSeconds.toFixed(1)} s ${change(build.wallSeconds, previous?.build?.wallSeconds)}`,
          `${build.cpuSeconds.toFixed(1)} s`,
          `${formatBytes(build.peakTreeRssBytes)} ${change(build.peakTreeRssBytes, previous?.build?.peakTreeRssBytes)}`,
          formatBytes(build.peakProcessRssBytes),
          String(build.pages),
          formatBytes(build.outputBytes),
          String(build.outputFiles),
          String(build.exitCode),
        ],
      ]),
    );
    if (build.phases?.length) {
      console.log('\nBuild phases (Docusaurus perf log; post-build steps run side by side, timed from the end of SSG to their line)');
      console.log(
        formatTable([
          ['Phase', 'Time'],
          ...build.phases.map((phase) => [phase.label, `${phase.seconds.toFixed(1)} s`]),
          ...(build.postBuildSteps ?? []).map((step) => [`  post-build: ${step.label}`, `done at ${step.seconds.toFixed(1)} s`]),
        ]),
      );
    }
  }
  console.log(
    `\nPages (first visit, gzip; Prefetch = chunks of linked pages fetched at low priority; Lighthouse mobile, median of ${runs} runs)`,
  );
  console.log(
    formatTable([
      ['Kind', 'Path', 'Req', 'JS', 'CSS', 'HTML', 'Prefetch', 'Total', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS'],
      ...pages.pages.map((page) => {
        const bytes = page.load.compressedBytes;
        const lh = page.lighthouse.median;
        return [
          page.kind,
          page.path,
          String(page.load.requests),
          formatBytes(bytes.js),
          formatBytes(bytes.css),
          formatBytes(bytes.html),
          formatBytes(bytes.prefetch),
          formatBytes(bytes.total),
          formatValue(lh.performance, 'score'),
          formatValue(lh.accessibility, 'score'),
          formatValue(lh.bestPractices, 'score'),
          formatValue(lh.seo, 'score'),
          formatValue(lh.lcpMs, 'ms'),
          formatValue(lh.tbtMs, 'ms'),
          formatValue(lh.cls, 'ratio'),
        ];
      }),
    ]),
  );
  for (const page of pages.pages) {
    if (page.lighthouse.note) console.log(`  ${page.kind}: Lighthouse measured ${page.lighthouse.url} — ${page.lighthouse.note}`);
    const errors = page.lighthouse.runs.map((run) => run.error).filter(Boolean);
    if (errors.length > 0) console.log(`  ${page.kind}: Lighthouse errors: ${[...new Set(errors)].join('; ')}`);
    const failed = [...new Set(page.lighthouse.runs.flatMap((run) => run.failedAudits))];
    if (failed.length > 0) console.log(`  ${page.kind}: audits below full marks: ${failed.join(', ')}`);
  }
  if (result.interactions?.length) {
    console.log(
      `\nFirst click right after load, ${CPU_SLOWDOWN}× CPU slowdown, median of ${result.interactions[0]!.runs.length} (from the pointer going down; Event Timing lists only entries of 16 ms or more)`,
    );
    console.log(
      formatTable([
        ['Click', 'Page', 'Next paint', 'Event Timing', 'Result on screen', 'Target'],
        ...result.interactions.map((figure) => {
          const errors = figure.runs.filter((run) => run.error).length;
          return [
            figure.name,
            figure.path,
            formatValue(figure.median.nextPaintMs, 'ms'),
            figure.median.eventTimingMs === undefined ? '< 16 ms' : formatValue(figure.median.eventTimingMs, 'ms'),
            formatValue(figure.median.resultMs, 'ms') + (errors ? ` (${errors} failed)` : ''),
            `< ${INTERACTION_TARGET_MS} ms ${(figure.median.nextPaintMs ?? Infinity) < INTERACTION_TARGET_MS ? 'met' : 'MISSED'}`,
          ];
        }),
      ]),
    );
  }
  if (result.longTasks) {
    for (const screen of ['phone', 'desktop'] as const) {
      console.log(
        `\nLong tasks of a page load, ${CPU_SLOWDOWN}× CPU slowdown, ${screen} screen, median of ${result.longTasks[screen][0]?.runs.length ?? 0} (blocking time Σ(task − 50 ms) until 3 s without one; scripts/bench/longTasks.ts)`,
      );
      console.log(longTaskTable(result.longTasks[screen]));
    }
  }
  if (result.doubledRoutes) {
    console.log(
      `\nFirst load with twice the pages: a copy of the site with a synthetic page beside each page, built and loaded beside this build (phone blocking time with a ${CPU_SLOWDOWN}× CPU slowdown; scripts/bench/doubledRoutes.ts)`,
    );
    console.log(doubledRoutesTable(result.doubledRoutes));
  }
  const chunks = pages.firstLoadChunks.chunks;
  console.log(`\nWhat the first load of ${pages.firstLoadChunks.page} is made of (scripts it runs and its CSS, compressed, largest first)`);
  console.log(
    formatTable([
      ['File', 'Holds', 'Size'],
      ...chunks.slice(0, 12).map((chunk) => [chunk.file, chunk.holds, formatBytes(chunk.compressedBytes)]),
      ['', `total of ${chunks.length} files`, formatBytes(chunks.reduce((total, chunk) => total + chunk.compressedBytes, 0))],
    ]),
  );
  const navigation = pages.navigation;
  console.log(
    `\nLater navigation ${navigation.from} → ${navigation.to}: ${navigation.clientSide ? 'client-side' : 'full page load'}, ${navigation.requests.length} requests`,
  );
  for (const request of navigation.requests)
    console.log(`  ${request.type.padEnd(10)} ${new URL(request.url).pathname} ${formatBytes(request.bodyBytes)}`);
  console.log('\nBudgets');
  console.log(budgetTable(result.budgets));
  const over = result.budgets.filter((check) => check.verdict === 'OVER');
  console.log(
    `\n${result.budgets.length - over.length} of ${result.budgets.length} figures within budget${over.length ? `; over: ${over.map((check) => check.name).join(', ')}` : ''}.`,
  );
}

async function main(): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  const previous = existsSync(latestFile) ? (JSON.parse(readFileSync(latestFile, 'utf8')) as BenchResult) : undefined;
  let build: BuildFigures | null = null;
  if (!skipBuild) {
    console.log('Cold build…');
    build = await benchColdBuild(SITE_DIR);
    if (build.exitCode !== 0) throw new Error(`The build failed (exit ${build.exitCode}); previewing drafts needs DOCS_BROKEN_LINKS=warn`);
  }
  console.log('Pages…');
  const pages = await benchPages(SITE_DIR, { lighthouseRuns: runs });
  console.log('First clicks…');
  const interactions = await benchInteractions(SITE_DIR, pages.firstLoadChunks.page, runs);
  console.log('Long tasks…');
  const buildDir = join(SITE_DIR, 'build');
  const longTasks = {
    phone: (await benchLongTasks([buildDir], runs, 'phone'))[0]!,
    desktop: (await benchLongTasks([buildDir], runs, 'desktop'))[0]!,
  };
  console.log('Twice the pages…');
  const doubledRoutes = await benchDoubledRoutes(runs);
  const checks = budgetChecks(build, pages);
  const result: BenchResult = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: { cpus: cpus().length, memoryBytes: totalmem(), node: process.version },
    build,
    pages,
    interactions,
    longTasks,
    doubledRoutes,
    budgets: checks.map((check) => ({ ...check, verdict: verdict(check) })),
  };
  if (previous) copyFileSync(latestFile, previousFile);
  writeFileSync(latestFile, `${JSON.stringify(result, null, 2)}\n`);
  printReport(result, previous);
  console.log(`\nWrote ${latestFile}${previous ? ` (the previous run is in ${previousFile})` : ''}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

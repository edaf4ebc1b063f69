// Benchmark step (issue #25): does a page's first load stay the same size when the site has twice the pages? A copy of
// the site's tracked files gets, in each version's docs folder, as many synthetic pages as the folder has (a title,
// a description and a sentence each: the route tables, not the content, are what is weighed), is built, and every
// kind of page is loaded from both builds: first-load JavaScript and CSS, compressed, and the blocking time of the load
// with a 4× CPU slowdown on a phone's screen, the builds taking turns.
//   npx tsx scripts/bench/doubledRoutes.ts [--runs=3]   (measures build/ against a fresh doubled build)
// The copy's configuration leaves out the host-configuration plugin: its Cloudflare `_redirects` check stops a site
// of twice the pages (more than Cloudflare Pages' 2,000 static rules), a limit of that host, not of the pages.
// Printed only; nothing here fails a test.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { SITE_DIR } from '../../src/lib/contentFiles';
import { contentFileStem } from '../../src/lib/catalogue';
import { DOC_VERSIONS, LATEST_VERSION } from '../../src/data/versions';
import { PAGE_KINDS } from '../data/pageKinds';
import { formatBytes, formatTable } from '../lib/benchFigures';
import { startStaticServer } from '../lib/staticServer';
import { benchLongTasks, type LongTaskFigures } from './longTasks';
import { CHROMIUM_PATH, measureLoad } from './pages';

export interface DoubledRoutesFigures {
  pages: { today: number; doubled: number };
  kinds: {
    kind: string;
    path: string;
    firstLoadBytes: { today: number; doubled: number };
    blockingMs: { today: number; doubled: number };
  }[];
}

/** The host-configuration plugin's line in docusaurus.config.ts, left out of the copy's. */
export const HOST_CONFIG_PLUGIN = /^\s*\[hostConfigPlugin, \{[^\n]*\}\],\n/m;

/** A version's docs folder, where the route catalogue puts its pages. */
function docsFolderOf(version: (typeof DOC_VERSIONS)[number]): string {
  return dirname(contentFileStem(`/${version.name}/page`, LATEST_VERSION.name));
}

function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name)).length;
}

/** A copy of the site with twice the doc pages, built; returns its folder and the number of pages in each build. */
function buildDoubledSite(): { siteDir: string; pages: { today: number; doubled: number } } {
  const siteDir = join(tmpdir(), 'gravity-pdf-docs-doubled');
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: SITE_DIR, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    const target = join(siteDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(join(SITE_DIR, file)));
  }
  symlinkSync(join(SITE_DIR, 'node_modules'), join(siteDir, 'node_modules'));

  const config = readFileSync(join(siteDir, 'docusaurus.config.ts'), 'utf8');
  if (!HOST_CONFIG_PLUGIN.test(config))
    throw new Error(
      'doubledRoutes: docusaurus.config.ts no longer lists `[hostConfigPlugin, {…}],` on one line; update HOST_CONFIG_PLUGIN',
    );
  writeFileSync(join(siteDir, 'docusaurus.config.ts'), config.replace(HOST_CONFIG_PLUGIN, ''));

  let today = 0;
  for (const version of DOC_VERSIONS) {
    const folder = join(siteDir, docsFolderOf(version));
    const count = countPages(folder);
    today += count;
    mkdirSync(join(folder, 'zz-synthetic'));
    for (let index = 1; index <= count; index++) {
      writeFileSync(
        join(folder, 'zz-synthetic', `page-${index}.md`),
        `---\ntitle: Synthetic page ${index}\ndescription: A page of the benchmark's doubled build, there to weigh what each route costs.\n---\n\nThis page exists only in the benchmark build with twice the pages.\n`,
      );
    }
  }
  // Last-updated dates come from Git, so the copy is a repository of one commit.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: siteDir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '-m', 'doubled pages');
  execFileSync('npx', ['docusaurus', 'build'], { cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit'] });
  return { siteDir, pages: { today, doubled: 2 * today } };
}

export async function benchDoubledRoutes(runs: number): Promise<DoubledRoutesFigures> {
  const todayBuild = join(SITE_DIR, 'build');
  if (!existsSync(join(todayBuild, 'index.html'))) throw new Error('doubledRoutes: build/ has no build; run `npm run build` first');
  const { siteDir, pages } = buildDoubledSite();
  const doubledBuild = join(siteDir, 'build');
  const kinds = PAGE_KINDS.filter((kind) => kind.status === 200);
  const firstLoad = new Map<string, { today: number; doubled: number }>();
  const servers = await Promise.all([todayBuild, doubledBuild].map((dir) => startStaticServer(dir, 0)));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const [today, doubled] = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`) as [string, string];
    for (const { path } of kinds) {
      const bytes = async (origin: string) => {
        const { js, css } = (await measureLoad(browser, origin, path)).compressedBytes;
        return js + css;
      };
      firstLoad.set(path, { today: await bytes(today), doubled: await bytes(doubled) });
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
  const [todayTasks = [], doubledTasks = []] = await benchLongTasks([todayBuild, doubledBuild], runs, 'phone');
  const blocking = (figures: readonly LongTaskFigures[], path: string) =>
    figures.find((figure) => figure.path === path)?.median.blockingMs ?? NaN;
  return {
    pages,
    kinds: kinds.map(({ kind, path }) => ({
      kind,
      path,
      firstLoadBytes: firstLoad.get(path)!,
      blockingMs: { today: blocking(todayTasks, path), doubled: blocking(doubledTasks, path) },
    })),
  };
}

export function doubledRoutesTable(figures: DoubledRoutesFigures): string {
  const signed = (value: number, format: (value: number) => string) => `${value >= 0 ? '+' : '−'}${format(Math.abs(value))}`;
  return formatTable([
    ['Page', `First load, ${figures.pages.today} pages`, `${figures.pages.doubled} pages`, 'change', 'Blocking time', 'doubled'],
    ...figures.kinds.map(({ kind, firstLoadBytes, blockingMs }) => [
      kind,
      formatBytes(firstLoadBytes.today),
      formatBytes(firstLoadBytes.doubled),
      signed(firstLoadBytes.doubled - firstLoadBytes.today, formatBytes),
      `${Math.round(blockingMs.today)} ms`,
      `${Math.round(blockingMs.doubled)} ms`,
    ]),
  ]);
}

async function main(): Promise<void> {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const figures = await benchDoubledRoutes(runs);
  console.log(`\nFirst load with twice the pages (phone blocking time: 4× CPU slowdown, median of ${runs}):`);
  console.log(doubledRoutesTable(figures));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

// Benchmark step 1: a cold production build of the whole site (`npm run build`), measured for wall time, CPU time,
// peak memory of the whole process tree, pages emitted and output size.
import { spawn, execFileSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../src/lib/files';

export interface BuildFigures {
  wallSeconds: number;
  /** User + system CPU time of the build and every process it started. */
  cpuSeconds: number;
  /** Peak of the summed resident memory of the build's process tree, sampled every 100 ms. */
  peakTreeRssBytes: number;
  /** The largest single process's peak resident memory, as the kernel reports it. */
  peakProcessRssBytes: number;
  pages: number;
  outputBytes: number;
  outputFiles: number;
  exitCode: number;
  /** Docusaurus's own phase times (its DOCUSAURUS_PERF_LOGGER output): load, bundling, SSG, postBuild(), link check. */
  phases?: { label: string; seconds: number }[];
  /**
   * The post-build steps that print a line when done (search index, Markdown twins): seconds from the end of SSG to
   * that line. Docusaurus runs every plugin's postBuild side by side, so these overlap; postBuild() is their total.
   */
  postBuildSteps?: { label: string; seconds: number }[];
}

/** Phases worth printing, by the end of Docusaurus's nested perf label ("Build > en > SSG"). */
const PHASES = ['Load site', 'Bundling with', 'SSG', 'postBuild()', 'Broken links checker'];
/** Lines the post-build steps print when they finish. */
const POST_BUILD_STEPS = [/^Search index:/, /^Markdown twins:/];

/** Reads Docusaurus's `[PERF] label - 12.34 seconds!` / `- 56.78 ms` lines and the post-build steps' lines. */
export function parseBuildTimings(lines: { text: string; at: number }[]): Pick<BuildFigures, 'phases' | 'postBuildSteps'> {
  const phases: { label: string; seconds: number }[] = [];
  const postBuildSteps: { label: string; seconds: number }[] = [];
  let ssgEnd: number | undefined;
  for (const { text, at } of lines) {
    // eslint-disable-next-line no-control-regex
    const line = text.replace(/\u001b\[[0-9;]*m/g, '').trim();
    const perf = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (seconds|ms)/.exec(line);
    if (perf) {
      const label = perf[1]!.split(' > ').at(-1)!;
      if (!PHASES.some((phase) => label === phase || (phase.endsWith(' with') && label.startsWith(phase)))) continue;
      phases.push({ label, seconds: Number(perf[2]) / (perf[3] === 'ms' ? 1000 : 1) });
      if (label === 'SSG') ssgEnd = at;
      continue;
    }
    if (ssgEnd !== undefined && POST_BUILD_STEPS.some((step) => step.test(line)))
      postBuildSteps.push({ label: line.split(':')[0]!, seconds: at - ssgEnd });
  }
  return { phases, postBuildSteps };
}

/** Resident memory (bytes) of a process and all its descendants, from one `ps` snapshot. */
function treeRss(rootPid: number): number {
  let table: string;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of table.trim().split('\n')) {
    const [pid, ppid, kb] = line.trim().split(/\s+/).map(Number) as [number, number, number];
    rss.set(pid, kb * 1024);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Parses the figures GNU time -v prints. */
function parseGnuTime(stderr: string): { user: number; system: number; maxRssBytes: number } {
  const number = (label: string) => Number(new RegExp(`${label}:\\s*([\\d.]+)`).exec(stderr)?.[1] ?? Number.NaN);
  return {
    user: number('User time \\(seconds\\)'),
    system: number('System time \\(seconds\\)'),
    maxRssBytes: number('Maximum resident set size \\(kbytes\\)') * 1024,
  };
}

export async function benchColdBuild(siteDir: string): Promise<BuildFigures> {
  // Cold: no previous output, no generated files, and no bundler cache. The persistent Rspack cache is switched off
  // with Docusaurus's own variable instead of deleting node_modules/.cache, which a worktree may share with others.
  for (const dir of ['build', '.docusaurus']) rmSync(join(siteDir, dir), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const child = spawn('/usr/bin/time', ['-v', 'npm', 'run', 'build', '--silent'], {
    cwd: siteDir,
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', DOCUSAURUS_PERF_LOGGER: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The build's output is shown as it comes, and each line's time kept for the phase and post-build step times.
  const lines: { text: string; at: number }[] = [];
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const at = Number(process.hrtime.bigint() - started) / 1e9;
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const text of parts) lines.push({ text, at });
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    stderr += text;
    // Show the build's own warnings, not time's report.
    if (
      !/^\s*(Command being timed|User time|System time|Percent of CPU|Elapsed|Average|Maximum resident|Major|Minor|Voluntary|Involuntary|Swaps|File system|Socket|Signals|Page size|Exit status)/m.test(
        text,
      )
    ) {
      process.stderr.write(text);
    }
  });
  let peakTreeRssBytes = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peakTreeRssBytes = Math.max(peakTreeRssBytes, treeRss(child.pid));
  }, 100);
  const exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  clearInterval(sampler);
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const time = parseGnuTime(stderr);
  const files = exitCode === 0 ? filesUnder(join(siteDir, 'build')) : [];
  return {
    wallSeconds,
    cpuSeconds: time.user + time.system,
    peakTreeRssBytes,
    peakProcessRssBytes: time.maxRssBytes,
    pages: files.filter((file) => file.endsWith('.html') && !file.endsWith('/404.html')).length,
    outputBytes: files.reduce((total, file) => total + statSync(file).size, 0),
    outputFiles: files.length,
    exitCode,
    ...parseBuildTimings(lines),
  };
}

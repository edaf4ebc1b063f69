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
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
    stdio: ['ignore', 'inherit', 'pipe'],
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
  };
}

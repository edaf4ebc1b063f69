// Pure helpers for the benchmark (scripts/bench): medians, budget verdicts, the table it prints, and naming the
// JavaScript chunks of the build after the source they were split from (.docusaurus/registry.js).

export function median(values: readonly number[]): number | undefined {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface BudgetCheck {
  name: string;
  /** The measured figure, or undefined when it could not be measured. */
  value: number | undefined;
  budget: number;
  /** `max`: the value must not exceed the budget; `min`: it must reach it. */
  kind: 'max' | 'min';
  unit: 'bytes' | 'seconds' | 'score' | 'ms' | 'ratio';
  note?: string;
}

export type Verdict = 'PASS' | 'OVER' | 'N/A';

export function verdict(check: BudgetCheck): Verdict {
  if (check.value === undefined) return 'N/A';
  const within = check.kind === 'max' ? check.value <= check.budget : check.value >= check.budget;
  return within ? 'PASS' : 'OVER';
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

export function formatValue(value: number | undefined, unit: BudgetCheck['unit']): string {
  if (value === undefined) return '—';
  switch (unit) {
    case 'bytes':
      return formatBytes(value);
    case 'seconds':
      return `${value.toFixed(1)} s`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'ratio':
      return value.toFixed(3);
    default:
      return String(Math.round(value));
  }
}

/** A plain-text table: the first row is the header; columns are padded to their widest cell. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows.reduce<number[]>((acc, row) => row.map((cell, index) => Math.max(acc[index] ?? 0, cell.length)), []);
  const line = (row: readonly string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  const [header, ...body] = rows;
  if (!header) return '';
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

export function budgetTable(checks: readonly BudgetCheck[]): string {
  return formatTable([
    ['Figure', 'Measured', 'Budget', 'Verdict'],
    ...checks.map((check) => [
      check.note ? `${check.name} (${check.note})` : check.name,
      formatValue(check.value, check.unit),
      `${check.kind === 'max' ? '≤' : '≥'} ${formatValue(check.budget, check.unit)}`,
      verdict(check),
    ]),
  ]);
}

/** Chunk name → the module it was split from, read from the generated `.docusaurus/registry.js`. */
export function chunkSources(registryJs: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const match of registryJs.matchAll(/webpackChunkName:\s*"([^"]+)"\s*\*\/\s*"([^"]+)"/g)) {
    sources.set(match[1]!, match[2]!);
  }
  return sources;
}

/** What a built JS file holds, for the benchmark's composition list: `main.1a2b3c4d.js` → the app shell, etc. */
export function describeChunk(fileName: string, sources: ReadonlyMap<string, string>): string {
  const base = fileName.split('/').pop() ?? fileName;
  const name = base.replace(/\.[0-9a-f]{8}\.js$/, '').replace(/\.js$/, '');
  if (name === 'main') return 'app shell: React, router, theme layout, navbar, footer, client modules';
  if (name.startsWith('runtime~')) return 'bundler runtime: chunk loading';
  const source = sources.get(name);
  if (source) return source.replace(/^@site\//, '').replace(/^@generated\//, 'generated: ');
  return 'shared chunk (code used by several routes)';
}

/** The relative change from a previous figure, e.g. `+3.2%`; empty when there is nothing to compare. */
export function change(current: number | undefined, previous: number | undefined): string {
  if (current === undefined || previous === undefined || previous === 0) return '';
  const percent = ((current - previous) / previous) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

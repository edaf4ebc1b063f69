// Runs Debian's `php -l` on PHP sources, a few at a time; the only part of the content check that needs a process.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LintResult {
  ok: boolean;
  message: string;
}

function lintOne(file: string): Promise<LintResult> {
  return new Promise((resolve, reject) => {
    execFile('php', ['-l', '-d', 'display_errors=1', file], (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error('`php` is not installed: run `apt-get install php-cli` (Debian) so PHP examples can be checked'));
        return;
      }
      const output = `${stdout}${stderr}`.replace(new RegExp(file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), 'the block');
      const firstError = output.split('\n').find((line) => /error/i.test(line)) ?? output.trim();
      resolve({ ok: !error, message: firstError.trim() });
    });
  });
}

/** Lints every source; results are in the same order. */
export async function phpLintAll(sources: readonly string[], concurrency = 4): Promise<LintResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'php-lint-'));
  try {
    const results = new Array<LintResult>(sources.length);
    let next = 0;
    const worker = async () => {
      while (next < sources.length) {
        const index = next++;
        const file = join(dir, `block-${index}.php`);
        writeFileSync(file, sources[index] ?? '');
        results[index] = await lintOne(file);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, sources.length) }, worker));
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

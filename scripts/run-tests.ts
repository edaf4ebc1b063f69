// Runs test files in one process: `tsx scripts/run-tests.ts DIR|FILE…` loads every `*.test.ts` below each folder (or
// each file named) under a suite named after its path, and node:test runs what they register, reporting each test
// and exiting non-zero when one fails. `node --test` would start a process per file, which costs about two seconds
// each here for a fraction of a second of tests (Node 20 has no option to keep them in one process).
// Test files share the process: one must not leave global state (cwd, environment, patched globals) changed.
import { describe } from 'node:test';
import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { filesUnder } from '../src/lib/files';

const SKIPPED = new Set(['node_modules', 'build', '.docusaurus']);

const args = process.argv.slice(2);
if (args.length === 0) throw new Error('usage: tsx scripts/run-tests.ts DIR|FILE…');
const files = [
  ...new Set(
    args.flatMap((arg) =>
      statSync(arg).isDirectory() ? filesUnder(resolve(arg), SKIPPED).filter((file) => file.endsWith('.test.ts')) : [resolve(arg)],
    ),
  ),
].sort();
if (files.length === 0) throw new Error(`no *.test.ts files in ${args.join(' ')}`);

for (const file of files) {
  // A file's top-level tests and hooks (before, after) belong to its suite; require() runs the file synchronously
  // inside the suite's callback, so every file is registered before the first test starts.
  describe(relative(process.cwd(), file), () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load, see above
    require(file);
  });
}

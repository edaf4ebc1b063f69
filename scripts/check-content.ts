// The content check: `npm run check:content [-- files…]`. Prints every problem as file:line with its fix; exits 1 if any.
import { allContentFiles } from '../src/lib/files';
import { checkContent } from './lib/checkContent';

async function main(): Promise<void> {
  const requested = process.argv.slice(2).map((file) => file.replace(/^\.\//, ''));
  const files = requested.length > 0 ? requested : allContentFiles();
  const problems = await checkContent(files);
  for (const problem of problems) {
    console.error(`${problem.file}:${problem.line} [${problem.rule}] ${problem.message}`);
  }
  console.log(`Content check: ${files.length} files, ${problems.length} problems.`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

void main();

// The content check: `npm run check:content [-- files…]`. Prints every problem as file:line with its fix; exits 1 if any.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LATEST_VERSION } from '../src/data/versions';
import { routeOfContentFile } from '../src/lib/catalogue';
import { loadCatalogue, SITE_DIR } from '../src/lib/contentFiles';
import { checkPage, codeBlocks, parsePage, phpLintSource, PHP_LANGUAGES, type Problem } from '../src/lib/contentCheck';
import { allContentFiles } from './lib/contentFiles';
import { phpLintAll } from './lib/phpLint';

interface Located extends Problem {
  file: string;
  line: number;
}

async function checkContent(files: readonly string[]): Promise<Located[]> {
  const catalogue = loadCatalogue();
  const pagesByPath = new Map(catalogue.pages.map((page) => [page.path, page]));
  const problems: Located[] = [];
  const lintJobs: { file: string; line: number; source: string }[] = [];

  for (const file of files) {
    const route = routeOfContentFile(file, LATEST_VERSION.name);
    if (!route) {
      problems.push({ file, line: 1, rule: 'location', message: 'content files belong in docs/ or versioned_docs/version-vN/' });
      continue;
    }
    let page;
    try {
      page = parsePage(readFileSync(join(SITE_DIR, file), 'utf8'));
    } catch (error) {
      problems.push({ file, line: 1, rule: 'front-matter', message: `the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
      continue;
    }
    for (const problem of checkPage(page, pagesByPath.get(route), route)) {
      problems.push({ file, line: 1, ...problem });
    }
    for (const block of codeBlocks(page.body, page.bodyStartLine)) {
      if (PHP_LANGUAGES.has(block.language)) lintJobs.push({ file, line: block.line, source: phpLintSource(block.code) });
    }
  }

  const results = await phpLintAll(lintJobs.map((job) => job.source));
  results.forEach((result, index) => {
    const job = lintJobs[index]!;
    if (!result.ok) {
      problems.push({
        file: job.file,
        line: job.line,
        rule: 'php',
        message: `PHP block does not pass php -l (${result.message}): fix the code, or label the block with its real language (\`\`\`html, \`\`\`text …)`,
      });
    }
  });
  return problems;
}

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

// The content check over files: catalogue, front matter, headings, prose, images, PHP (php -l) and hook/API facts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LATEST_VERSION } from '../../src/data/versions';
import { routeOfContentFile } from '../../src/lib/catalogue';
import { loadCatalogue, SITE_DIR } from '../../src/lib/contentFiles';
import { checkPage, codeBlocks, parsePage, phpLintSource, PHP_LANGUAGES, type Problem } from '../../src/lib/contentCheck';
import { phpLintAll } from './phpLint';
import { checkApiAgainstFacts, checkHookAgainstFacts, factsNameFor, type FactsFile } from '../../src/lib/factsCheck';

const factsCache = new Map<string, FactsFile | null>();

function loadFacts(name: string): FactsFile | null {
  if (!factsCache.has(name)) {
    const file = join(SITE_DIR, 'catalogue', 'facts', `${name}.json`);
    factsCache.set(name, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FactsFile) : null);
  }
  return factsCache.get(name) ?? null;
}

/** Hook and API pages against the facts of the plugin (or add-on) they document, where we have its source. */
function checkFacts(frontMatter: Record<string, unknown>, route: string): Problem[] {
  const hook = frontMatter.hook as Record<string, unknown> | undefined;
  const api = frontMatter.api as Record<string, unknown> | undefined;
  const factsName = factsNameFor(route, hook?.facts ?? api?.facts);
  if (!factsName || (!hook && !api)) return [];
  const facts = loadFacts(factsName);
  if (!facts) return [{ rule: 'facts', message: `there is no facts file catalogue/facts/${factsName}.json: fix \`facts:\` or remove it` }];
  if (hook) return checkHookAgainstFacts(hook, facts, factsName);
  // Add-on API pages (PDF for GravityView) have no scanned source; only GPDFAPI methods are checked.
  return api && /^\/v\d\/developers\/api\//.test(route) ? checkApiAgainstFacts(api, facts, factsName) : [];
}

export interface Located extends Problem {
  file: string;
  line: number;
}

export async function checkContent(files: readonly string[]): Promise<Located[]> {
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
    for (const problem of checkFacts(page.frontMatter, route)) {
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


// The content check over files: catalogue, front matter, headings, prose, images, PHP (php -l) and hook/API facts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LATEST_VERSION } from '../../src/data/versions';
import { routeOfContentFile } from '../../src/lib/catalogue';
import { contentFileOf, loadCatalogue, SITE_DIR } from '../../src/lib/contentFiles';
import { checkPage, codeBlocks, parsePage, phpLintSource, PHP_LANGUAGES, type ParsedPage, type Problem } from './contentCheck';
import { phpLintAll } from './phpLint';
import { checkApiAgainstFacts, checkHookAgainstFacts, factsNameFor, type FactsFile } from './factsCheck';
import { checkProductHookParams, missingLabels, productHooksByRoute, productRequirementFor, type ProductsFile } from './productFacts';
import { readerWords, sharedWording, shingles } from './similarity';

/** The most wording two premium template pages of one version may share (8-word shingles, see similarity.ts). */
export const MAX_SHARED_TEMPLATE_WORDING = 0.3;

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

let productsCache: ProductsFile | undefined;
function loadProducts(): ProductsFile {
  productsCache ??= JSON.parse(readFileSync(join(SITE_DIR, 'catalogue', 'facts', 'products.json'), 'utf8')) as ProductsFile;
  return productsCache;
}

/** A template or add-on page names every setting its product has at its version; its hook pages document every argument. */
function checkProduct(page: ParsedPage, route: string): Problem[] {
  const products = loadProducts();
  const problems: Problem[] = [];
  const requirement = productRequirementFor(products, route);
  if (requirement) {
    for (const label of missingLabels(requirement, page.body)) {
      problems.push({
        rule: 'products',
        message: `${requirement.product} (${requirement.version}) has the setting "${label}" (catalogue/facts/products.json), which this page never names: add it to the page's settings table with its default and what it changes`,
      });
    }
  }
  const hook = productHooksByRoute(products).get(route);
  if (hook) {
    const params = (page.frontMatter.hook as { params?: unknown } | undefined)?.params;
    const documented = Array.isArray(params)
      ? params.map((param) => {
          const name = (param as { name?: unknown }).name;
          return typeof name === 'string' ? name : '';
        })
      : [];
    for (const message of checkProductHookParams(hook, documented)) problems.push({ rule: 'products', message });
  }
  return problems;
}

/** Premium template pages of each version, by route, read from disk: the pairs compared by the wording rule. */
function templatePagesByVersion(): Map<string, Map<string, { file: string; words: Set<string> }>> {
  const byVersion = new Map<string, Map<string, { file: string; words: Set<string> }>>();
  for (const template of loadProducts().templates) {
    for (const [version, route] of Object.entries(template.routes)) {
      const file = route ? contentFileOf(route) : undefined;
      if (!route || !file) continue;
      const body = parsePage(readFileSync(join(SITE_DIR, file), 'utf8')).body;
      if (!byVersion.has(version)) byVersion.set(version, new Map());
      byVersion.get(version)!.set(route, { file, words: shingles(readerWords(body)) });
    }
  }
  return byVersion;
}

/** Template pages among `files` that share more than the allowed wording with another template page of their version. */
function checkTemplateWording(files: readonly string[]): Located[] {
  const checked = new Set(files);
  const problems: Located[] = [];
  for (const pages of templatePagesByVersion().values()) {
    const entries = [...pages.values()];
    for (const page of entries) {
      if (!checked.has(page.file)) continue;
      for (const other of entries) {
        if (other === page) continue;
        const shared = sharedWording(page.words, other.words);
        if (shared > MAX_SHARED_TEMPLATE_WORDING) {
          problems.push({
            file: page.file,
            line: 1,
            rule: 'similarity',
            message: `shares ${Math.round(shared * 100)}% of its wording with ${other.file} (at most ${MAX_SHARED_TEMPLATE_WORDING * 100}%): move what every template has to the installing page and link it, and say what is particular to this template (\`npm run similarity\` lists the pairs)`,
          });
        }
      }
    }
  }
  return problems;
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
      problems.push({
        file,
        line: 1,
        rule: 'front-matter',
        message: `the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      });
      continue;
    }
    for (const problem of checkPage(page, pagesByPath.get(route), route)) {
      problems.push({ file, line: 1, ...problem });
    }
    for (const problem of [...checkFacts(page.frontMatter, route), ...checkProduct(page, route)]) {
      problems.push({ file, line: 1, ...problem });
    }
    for (const block of codeBlocks(page.body, page.bodyStartLine)) {
      if (PHP_LANGUAGES.has(block.language)) lintJobs.push({ file, line: block.line, source: phpLintSource(block.code) });
    }
  }

  problems.push(...checkTemplateWording(files));

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

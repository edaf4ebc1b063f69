// The content check over files: catalogue, front matter, headings, prose, images, PHP (php -l) and hook/API facts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LATEST_VERSION } from '../../src/data/versions';
import { routeOfContentFile } from '../../src/lib/catalogue';
import { contentFileOf, loadCatalogue, SITE_DIR } from '../../src/lib/contentFiles';
import { checkPage, codeBlocks, parsePage, phpLintSource, PHP_LANGUAGES, type ParsedPage, type Problem } from './contentCheck';
import { phpLintAll } from './phpLint';
import { missingLabels, productRequirementFor, type ProductsFile } from './productFacts';
import { referenceOfFile } from '../../src/plugins/reference/pageReference';
import type { CataloguePage } from '../../src/lib/catalogue';
import { readerWords, sharedWording, shingles } from './similarity';
import { MANIFEST_FILE, pictureProblems, type PictureManifest } from '../../src/lib/pdfPictures';

/** The most wording two premium template pages of one version may share (8-word shingles, see similarity.ts). */
export const MAX_SHARED_TEMPLATE_WORDING = 0.3;

/** Hook and API pages against the facts of the code they document (src/plugins/reference); the kind against the catalogue. */
function checkReference(file: string, page: ParsedPage, entry: CataloguePage | undefined): Problem[] {
  const { model, problems } = referenceOfFile(file, page.frontMatter);
  const found: Problem[] = problems.map((problem) => ({ rule: 'reference', message: problem.message }));
  const catalogueKind = entry?.kind === 'filter' || entry?.kind === 'action' ? entry.kind : undefined;
  if (model && catalogueKind && model.kind !== catalogueKind && !model.notInVersion) {
    found.push({
      rule: 'reference',
      message: `the facts say ${model.name} is ${model.kind === 'filter' ? 'a filter' : 'an action'}, the catalogue lists this page as a ${catalogueKind}: move the page or fix the catalogue`,
    });
  }
  return found;
}

let productsCache: ProductsFile | undefined;
function loadProducts(): ProductsFile {
  productsCache ??= JSON.parse(readFileSync(join(SITE_DIR, 'catalogue', 'facts', 'products.json'), 'utf8')) as ProductsFile;
  return productsCache;
}

/** A template or add-on page names every setting its product has at its version. */
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

let pictureManifestCache: PictureManifest | undefined;
function loadPictureManifest(): PictureManifest {
  const path = join(SITE_DIR, MANIFEST_FILE);
  pictureManifestCache ??= existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PictureManifest) : { pictures: {} };
  return pictureManifestCache;
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
    for (const problem of [...checkReference(file, page, pagesByPath.get(route)), ...checkProduct(page, route)]) {
      problems.push({ file, line: 1, ...problem });
    }
    for (const block of codeBlocks(page.body, page.bodyStartLine)) {
      if (PHP_LANGUAGES.has(block.language)) lintJobs.push({ file, line: block.line, source: phpLintSource(block.code) });
    }
    // Code blocks marked pdf-output need their picture (src/lib/pdfPictures.ts).
    for (const problem of pictureProblems(file, page.body, page.bodyStartLine, loadPictureManifest(), (path) =>
      existsSync(join(SITE_DIR, path)),
    )) {
      problems.push({ file, line: problem.line, rule: 'pdf-picture', message: problem.message });
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

// Builds the local search index from the production build: Pagefind reads build/**.html (only the parts marked
// data-pagefind-body, so the not-found and results pages stay out) and writes build/pagefind/. Run after `docusaurus build`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { LOCAL_SEARCH_BUNDLE_PATH } from '../src/data/site';
import { PAGEFIND_INDEX_CONFIG } from './lib/searchIndexConfig';

// Pagefind's Node API is an ES module only; our scripts run as CommonJS, so it is imported dynamically.
const loadPagefind = () => import('pagefind');

async function main(): Promise<void> {
  const pagefind = await loadPagefind();
  const buildDir = join(SITE_DIR, process.env.BUILD_DIR ?? 'build');
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} has no production build: run \`docusaurus build\` first`);
  }
  const { index, errors } = await pagefind.createIndex(PAGEFIND_INDEX_CONFIG);
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: buildDir });
  if (added.errors.length > 0) throw new Error(`Pagefind could not index ${buildDir}: ${added.errors.join('; ')}`);
  const outputPath = join(buildDir, LOCAL_SEARCH_BUNDLE_PATH);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
  console.log(`Search index: ${added.page_count} pages → ${outputPath}`);
  await pagefind.close();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await (await loadPagefind()).close();
  process.exitCode = 1;
});

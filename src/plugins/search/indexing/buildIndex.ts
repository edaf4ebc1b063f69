// Builds the local search index from the production build: Pagefind reads the built pages (only the parts marked
// data-pagefind-body, so the not-found and results pages stay out) and writes the bundle the browser loads.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGEFIND_INDEX_CONFIG } from './pagefindConfig';

// Pagefind's Node API is an ES module only: this file runs under tsx (scripts, or the plugin's child process), which
// loads it; the Docusaurus config loader (jiti) cannot, so the plugin starts this file in its own process.
const loadPagefind = () => import('pagefind');

/** Indexes `buildDir` and writes the bundle to `buildDir` + `bundlePath`; returns the number of pages indexed. */
export async function buildSearchIndex(buildDir: string, bundlePath: string): Promise<number> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} has no production build: run \`docusaurus build\` first`);
  }
  const pagefind = await loadPagefind();
  try {
    const { index, errors } = await pagefind.createIndex(PAGEFIND_INDEX_CONFIG);
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: buildDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${buildDir}: ${added.errors.join('; ')}`);
    const outputPath = join(buildDir, bundlePath);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
    console.log(`Search index: ${added.page_count} pages → ${outputPath}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}

/** `node --import tsx buildIndex.ts <buildDir> <bundlePath>`: how the plugin's postBuild runs it. */
if (require.main === module) {
  const [buildDir, bundlePath] = process.argv.slice(2);
  if (!buildDir || !bundlePath) throw new Error('usage: buildIndex.ts <buildDir> <bundlePath>');
  buildSearchIndex(buildDir, bundlePath).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

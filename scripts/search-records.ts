// Writes every record of the local search index in the DocSearch record shape (JSON), to compare an Algolia index with:
// `npm run search:records -- [file]` (default reports/search-records.json), and beside it the readers' synonyms as
// Algolia synonym records (algolia-synonyms.json), to load into the Algolia index's settings. Needs `npm run build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readBuiltPages } from './lib/buildPages';
import { BUILD_DIR, withBuildInBrowser } from './lib/searchBrowser';
import { SEARCH_SETTINGS } from '../src/data/site';
import { SITE_DIR } from '../src/lib/contentFiles';
import type { PagefindApi } from '../src/plugins/search/client/pagefindTypes';
import { recordsOfPage } from '../src/plugins/search/indexing/records';
import { siteUrl } from '../src/plugins/search/client/pagefindHits';
import { algoliaSynonyms } from '../src/plugins/search/client/synonyms';
import synonyms from '../src/plugins/search/vocabulary/synonyms.json';

async function main(): Promise<void> {
  const outFile = resolve(SITE_DIR, process.argv[2] ?? 'reports/search-records.json');
  // Indexed pages outside the docs have no version filter: they are found by their title instead.
  const unversioned = readBuiltPages(BUILD_DIR).filter((page) => {
    const html = readFileSync(join(BUILD_DIR, page.file), 'utf8');
    return html.includes('data-pagefind-body') && !html.includes('data-pagefind-filter') && page.h1;
  });
  const pages = await withBuildInBrowser(async (browser, baseUrl) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    return page.evaluate(
      async ({ bundle, extras }) => {
        // The Pagefind bundle is plain JavaScript served beside the site; its API is typed in src/search/pagefindTypes.ts.
        const pagefind = (await import(/* webpackIgnore: true */ `${bundle}pagefind.js`)) as PagefindApi;
        await pagefind.init();
        const versions = Object.keys((await pagefind.filters()).version ?? {});
        const docs = await pagefind.search(null, { filters: { version: { any: versions } } });
        const all = await Promise.all((docs?.results ?? []).map((result) => result.data()));
        for (const extra of extras) {
          const found = await pagefind.search(extra.title);
          for (const result of found?.results ?? []) {
            const data = await result.data();
            if (data.url.replace(/(index)?\.html$/, '') === extra.route.replace(/\/?$/, '/') || data.url === extra.route) {
              all.push(data);
              break;
            }
          }
        }
        return all;
      },
      { bundle: SEARCH_SETTINGS.localBundlePath, extras: unversioned.map((page) => ({ route: page.route, title: page.h1! })) },
    );
  });
  const records = pages.sort((a, b) => siteUrl(a.url).localeCompare(siteUrl(b.url))).flatMap((data) => recordsOfPage(data));
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(records, null, 2)}\n`);
  console.log(`${records.length} DocSearch records from ${pages.length} pages → ${outFile}`);
  const synonymsFile = join(dirname(outFile), 'algolia-synonyms.json');
  const synonymRecords = algoliaSynonyms(synonyms);
  writeFileSync(synonymsFile, `${JSON.stringify(synonymRecords, null, 2)}\n`);
  console.log(`${synonymRecords.length} Algolia synonyms → ${synonymsFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

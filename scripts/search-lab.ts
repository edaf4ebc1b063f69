// `npm run search:lab [-- "query" …]`: runs our local search client (the same code the site ships) in Chromium over the
// production build, for every relevance query (or the queries given), and prints each query's top pages, the rank of
// the page that answers it, and how each of its words reached the index. A maintainer's tool for tuning; the relevance
// suites in tests/e2e/search-relevance.spec.ts are the tests.
import { build } from 'esbuild';
import { join } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { SEARCH_SETTINGS } from '../src/data/site';
import { READER_QUESTIONS } from '../tests/e2e/support/readerQuestions';
import { DOCS_WORDS_QUERIES } from '../tests/e2e/support/docsWordsQueries';
import { findVersion, docusaurusVersionName } from '../src/data/versions';
import { withBuildInBrowser } from './lib/searchBrowser';

interface LabQuery {
  query: string;
  version: string;
  answers: readonly string[];
}

async function clientBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { createLocalSearchClient } from './client/localSearchClient';
        import { loadLocalIndex } from './client/loadLocalIndex';
        window.__lab = (bundle) => createLocalSearchClient(() => loadLocalIndex(bundle));`,
      resolveDir: join(SITE_DIR, 'src/plugins/search'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
  });
  return result.outputFiles[0]!.text;
}

/** Runs in the page: one search through the lab client, its distinct pages and (for tuning) its ranking. */
const LAB_RUN = `async function ([bundle, query, facet]) {
  let ranking = '';
  const { results } = await window.__lab(bundle).search(
    { requests: [{ indexName: 'lab', query, hitsPerPage: 5, facetFilters: [[facet, 'version:release-notes']] }] },
    { onRanked: (ranked, plan) => {
      ranking = 'deciding: ' + plan.deciding.join(' ') + '\\n' +
        ranked.slice(0, 8).map((page) => '      ' + page.id + ' ' + page.score.toFixed(1) + ' [' + page.matched.join(' ') + ']').join('\\n');
    } },
  );
  return { top: [...new Set(results[0].hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.url))], ranking };
}`;

async function main(): Promise<void> {
  const given = process.argv.slice(2);
  const queries: LabQuery[] =
    given.length > 0
      ? given.map((query) => ({ query, version: 'v6', answers: [] }))
      : [...DOCS_WORDS_QUERIES, ...READER_QUESTIONS].map(({ query, version, answers }) => ({ query, version, answers }));
  const code = await clientBundle();
  await withBuildInBrowser(async (browser, baseUrl) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.addScriptTag({ content: code });
    let inTop3 = 0;
    for (const { query, version, answers } of queries) {
      const facet = `version:${docusaurusVersionName(findVersion(version)!)}`;
      // Passed as text: tsx would wrap a function's inner functions in a helper the page does not have.
      const { top, ranking } = await page.evaluate<{ top: string[]; ranking: string }>(
        `(${LAB_RUN})(${JSON.stringify([SEARCH_SETTINGS.localBundlePath, query, facet])})`,
      );
      const rank = top.findIndex((url) => answers.includes(url)) + 1;
      if (rank > 0 && rank <= 3) inTop3 += 1;
      const mark = answers.length === 0 ? ' ' : rank === 1 ? '1' : rank > 0 && rank <= 3 ? String(rank) : '✗';
      console.log(
        `${mark} ${version} ${query}\n    ${top.slice(0, 5).join('  ')}${rank === 0 && answers.length ? `\n    wanted ${answers.join(' or ')}` : ''}`,
      );
      if (given.length > 0) console.log(`    ${ranking}`);
    }
    if (given.length === 0) console.log(`\n${inTop3}/${queries.length} in the top 3`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

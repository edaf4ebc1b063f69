// `npm run search:lab [-- "query" "v5:query" …]`: runs our local search client (the same code the site ships) in Chromium over the
// production build, for the docs-words queries and the tuning half of the reader-question ledger (or the queries given),
// and prints each query's top pages, the rank of the page that answers it, and how each of its words reached the index.
// `npm run search:lab -- --tune` tries every combination of the ranking constants in TUNING_GRID on the tuning half only
// and prints the best: how RANKING_CONSTANTS were chosen. The held-out half is never read here (`npm run search:eval`
// reports it, through the modal).
import { build } from 'esbuild';
import { join } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { SEARCH_SETTINGS } from '../src/data/site';
import { evaluable, loadLedger, rankOf } from './lib/readerQuestions';
import { RANKING_CONSTANTS, type RankingConstants } from '../src/plugins/search/client/rankPages';
import { ENGINE_RANKING } from '../src/plugins/search/client/loadLocalIndex';
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
        import { RANKING } from './client/loadLocalIndex';
        window.__lab = (bundle, constants) => createLocalSearchClient(() => loadLocalIndex(bundle), undefined, undefined, constants);
        window.__labEngine = async (bundle, engine) => (await loadLocalIndex(bundle)).pagefind.options({ ranking: { ...RANKING, ...engine } });`,
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
const LAB_RUN = `async function ([bundle, query, facet, constants]) {
  let ranking = '';
  const { results } = await window.__lab(bundle, constants).search(
    { requests: [{ indexName: 'lab', query, hitsPerPage: 5, facetFilters: [[facet, 'version:release-notes']] }] },
    { onRanked: (ranked, plan) => {
      ranking = 'deciding: ' + plan.deciding.join(' ') + '\\n' +
        ranked.slice(0, 8).map((page) => '      ' + page.id + ' ' + page.score.toFixed(1) + ' [' + page.matched.join(' ') + ']').join('\\n');
    } },
  );
  return { top: [...new Set(results[0].hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.url))], ranking };
}`;

/** The constants tried by `--tune`, each against the others at their chosen values, then the best pairs together. */
const TUNING_GRID: { [K in keyof RankingConstants]?: number[] } = {
  coverageExponent: [0.5, 1, 2, 3, 4],
  titleBoost: [0, 0.5, 1, 2, 3],
  passageBoost: [0, 0.25, 0.5, 1],
  passageWords: [20, 40, 80],
  kindPrior: [0, 0.1, 0.2, 0.4, 0.6, 0.8],
  newsWeight: [0.25, 0.5, 0.75, 1],
  typoWeight: [0.4, 0.6, 0.8, 1],
};

/** Pagefind's own settings tried by `--tune`, after the ranking constants. */
const ENGINE_GRID: Record<keyof typeof ENGINE_RANKING, number[]> = {
  pageLength: [0, 0.25, 0.5, 0.75, 1],
  termSaturation: [0.6, 1, 1.4, 2],
  termFrequency: [0.25, 0.5, 1],
};

interface Scored {
  inTop3: number;
  atRank1: number;
  mrr: number;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const tune = args.includes('--tune');
  const given = args.filter((arg) => !arg.startsWith('--'));
  // Only the tuning half: the held-out half is for reporting (npm run search:eval), never for choosing constants.
  const tuning = evaluable(loadLedger().questions).filter((entry) => entry.half === 'tuning');
  const queries: LabQuery[] =
    given.length > 0
      ? // "v5:background image" searches v5; a query without a prefix searches v6.
        given.map((arg) => {
          const prefixed = /^(v\d):(.*)$/.exec(arg);
          return { query: prefixed ? prefixed[2]! : arg, version: prefixed ? prefixed[1]! : 'v6', answers: [] };
        })
      : [...(tune ? [] : DOCS_WORDS_QUERIES), ...tuning].map(({ query, version, answers }) => ({ query, version, answers }));
  const code = await clientBundle();
  await withBuildInBrowser(async (browser, baseUrl) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.addScriptTag({ content: code });
    const run = (query: string, version: string, constants: RankingConstants) => {
      const facet = `version:${docusaurusVersionName(findVersion(version)!)}`;
      // Passed as text: tsx would wrap a function's inner functions in a helper the page does not have.
      return page.evaluate<{ top: string[]; ranking: string }>(
        `(${LAB_RUN})(${JSON.stringify([SEARCH_SETTINGS.localBundlePath, query, facet, constants])})`,
      );
    };
    const score = async (constants: RankingConstants): Promise<Scored> => {
      const scored: Scored = { inTop3: 0, atRank1: 0, mrr: 0 };
      for (const { query, version, answers } of queries) {
        const rank = rankOf((await run(query, version, constants)).top, answers);
        if (rank !== null && rank <= 3) scored.inTop3 += 1;
        if (rank === 1) scored.atRank1 += 1;
        scored.mrr += rank ? 1 / rank / queries.length : 0;
      }
      return scored;
    };
    if (tune) {
      const format = (s: Scored) => `top 3 ${s.inTop3}/${queries.length}, rank 1 ${s.atRank1}, MRR ${s.mrr.toFixed(3)}`;
      // Coordinate search: each constant in turn over its grid, the others held at the best found so far; twice round.
      let best = { ...RANKING_CONSTANTS };
      let bestScore = await score(best);
      console.log(`chosen constants: ${format(bestScore)}`);
      const better = (a: Scored, b: Scored) => a.inTop3 + a.mrr > b.inTop3 + b.mrr;
      for (let round = 1; round <= 2; round++) {
        for (const [name, values] of Object.entries(TUNING_GRID) as [keyof RankingConstants, number[]][]) {
          for (const value of values) {
            if (value === best[name]) continue;
            const candidate = { ...best, [name]: value };
            const candidateScore = await score(candidate);
            console.log(`  ${name} = ${value}: ${format(candidateScore)}`);
            if (better(candidateScore, bestScore)) {
              best = candidate;
              bestScore = candidateScore;
            }
          }
        }
      }
      let engine: Record<string, number> = { ...ENGINE_RANKING };
      for (const [name, values] of Object.entries(ENGINE_GRID)) {
        for (const value of values) {
          if (value === engine[name]) continue;
          const candidate = { ...engine, [name]: value };
          await page.evaluate(`window.__labEngine(${JSON.stringify(SEARCH_SETTINGS.localBundlePath)}, ${JSON.stringify(candidate)})`);
          const candidateScore = await score(best);
          console.log(`  engine ${name} = ${value}: ${format(candidateScore)}`);
          if (better(candidateScore, bestScore)) {
            engine = candidate;
            bestScore = candidateScore;
          }
        }
      }
      console.log(
        `\nbest on the tuning half (${queries.length} questions): ${format(bestScore)}\n${JSON.stringify(best, null, 1)}\n${JSON.stringify(engine)}`,
      );
      return;
    }
    let inTop3 = 0;
    for (const { query, version, answers } of queries) {
      const { top, ranking } = await run(query, version, RANKING_CONSTANTS);
      const rank = rankOf(top, answers) ?? 0;
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

// `npm run search:eval [-- --half tuning|held-out] [-- --misses]`: the relevance evaluation. Every question of the
// reader-question ledger (catalogue/reader-questions.json) that a page answers is typed into the search modal, on a page
// of the reader's version, in Chromium over the production build; the pages the modal lists are read in the order on
// screen. Prints, per half and per version: share with an answering page in the first three, share at rank 1, mean
// reciprocal rank, and queries with no results; then the held-out misses and the content gaps (questions no page
// answers, which are not search misses). A benchmark: it prints figures and fails only if it cannot run.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { findVersion } from '../src/data/versions';
import { SITE_DIR } from '../src/lib/contentFiles';
import { withBuildInBrowser } from './lib/searchBrowser';
import { searchInModal } from './lib/modalSearch';
import { evaluable, figuresOf, formatFigures, loadLedger, rankOf, type Half, type RankedQuestion } from './lib/readerQuestions';

const args = process.argv.slice(2);
const onlyHalf = args.includes('--half') ? (args[args.indexOf('--half') + 1] as Half) : undefined;
const showMisses = args.includes('--misses');

async function main(): Promise<void> {
  const ledger = loadLedger();
  const questions = evaluable(ledger.questions).filter((entry) => !onlyHalf || entry.half === onlyHalf);
  const ranked: RankedQuestion[] = [];
  let visibleTop3 = 0;
  await withBuildInBrowser(async (browser, baseUrl) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const entry of questions) {
      const start = findVersion(entry.version)!.startPage;
      const answer = await searchInModal(page, `${baseUrl}${start}`, entry.query);
      const rank = rankOf(answer.pages, entry.answers);
      if (rank !== null && rank <= 3 && rank <= answer.visibleWithoutScrolling) visibleTop3 += 1;
      ranked.push({ entry, shown: answer.pages.slice(0, 10), rank });
    }
  });

  const halves: Half[] = onlyHalf ? [onlyHalf] : ['held-out', 'tuning'];
  console.log(
    `Search relevance through the modal (${questions.length} answerable questions of ${ledger.questions.length} in the ledger)\n`,
  );
  for (const half of halves) {
    const inHalf = ranked.filter(({ entry }) => entry.half === half);
    console.log(formatFigures(`${half}, all versions`, figuresOf(inHalf)));
    for (const version of ['v6', 'v5', 'v4', 'v3']) {
      const inVersion = inHalf.filter(({ entry }) => entry.version === version);
      if (inVersion.length > 0) console.log(formatFigures(`  ${version}`, figuresOf(inVersion)));
    }
  }
  console.log(`\nAn answering page in the top 3 and visible without scrolling (1280×800): ${visibleTop3}/${ranked.length}`);

  const misses = ranked.filter(({ entry, rank }) => (showMisses || entry.half === 'held-out') && (rank === null || rank > 3));
  if (misses.length > 0) {
    console.log(`\nMissed the top 3 (${showMisses ? 'both halves' : 'held-out half'}):`);
    for (const { entry, shown, rank } of misses) {
      console.log(
        `  [${entry.half}] ${entry.version} "${entry.query}" → rank ${rank ?? '–'}; wanted ${entry.answers.join(' or ')}; top 3 ${shown.slice(0, 3).join(', ') || 'nothing'}`,
      );
    }
  }
  const gaps = ledger.questions.filter((entry) => entry.status === 'unanswered');
  console.log(`\nContent gaps (no page answers; not counted as search misses): ${gaps.length}`);
  for (const gap of gaps) console.log(`  ${gap.version} "${gap.query}" (${gap.source}): ${gap.note ?? ''}`);

  mkdirSync(join(SITE_DIR, 'reports'), { recursive: true });
  writeFileSync(
    join(SITE_DIR, 'reports', 'search-eval.json'),
    JSON.stringify(
      ranked.map(({ entry, shown, rank }) => ({
        query: entry.query,
        version: entry.version,
        half: entry.half,
        rank,
        shown: shown.slice(0, 5),
      })),
      null,
      1,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

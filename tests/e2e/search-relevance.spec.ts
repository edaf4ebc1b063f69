// Relevance as a reader meets it: each query typed into the search modal on a page of its version, the pages read off
// the modal in the order on screen. Queries in the docs' own words (support/docsWordsQueries.ts) must all find a page
// that answers in the first three; the tuning half of the reader-question ledger (catalogue/reader-questions.json),
// questions from the plugin's issue tracker in readers' words, must keep at least TUNING_FLOOR there. The held-out half
// is a benchmark (`npm run search:eval` prints it), never asserted here, so no test is tuned on it.
import { expect, test } from '@playwright/test';
import { findVersion } from '../../src/data/versions';
import { searchInModal } from '../../scripts/lib/modalSearch';
import { evaluable, figuresOf, formatFigures, loadLedger, rankOf, type RankedQuestion } from '../../scripts/lib/readerQuestions';
import { DOCS_WORDS_QUERIES } from './support/docsWordsQueries';

/** The share of the tuning half that must keep an answering page in the first three on screen (measured: MAINTAINERS.md). */
const TUNING_FLOOR = 0.8;
const PER_QUERY_MS = 4_000;

test('queries in the docs’ own words find a page that answers among the first three in the modal', async ({ page }) => {
  test.setTimeout(DOCS_WORDS_QUERIES.length * PER_QUERY_MS);
  const missed: string[] = [];
  let atRankOne = 0;
  for (const { query, version, answers } of DOCS_WORDS_QUERIES) {
    const { pages } = await searchInModal(page, findVersion(version)!.startPage, query);
    const rank = rankOf(pages, answers);
    if (rank === 1) atRankOne += 1;
    if (rank === null || rank > 3) missed.push(`${version} "${query}": first three were ${pages.slice(0, 3).join(', ') || 'nothing'}`);
  }
  console.log(`Docs words: ${DOCS_WORDS_QUERIES.length - missed.length}/${DOCS_WORDS_QUERIES.length} in the top 3, ${atRankOne} at rank 1`);
  expect(missed).toEqual([]);
});

test(`readers’ questions of the ledger’s tuning half keep an answering page in the first three (at least ${TUNING_FLOOR * 100}%)`, async ({
  page,
}) => {
  const questions = evaluable(loadLedger().questions).filter((entry) => entry.half === 'tuning');
  test.setTimeout(questions.length * PER_QUERY_MS);
  const ranked: RankedQuestion[] = [];
  for (const entry of questions) {
    const { pages } = await searchInModal(page, findVersion(entry.version)!.startPage, entry.query);
    ranked.push({ entry, shown: pages, rank: rankOf(pages, entry.answers) });
  }
  const figures = figuresOf(ranked);
  console.log(formatFigures('Tuning half (modal)', figures));
  expect(figures.inTop3 / figures.questions).toBeGreaterThanOrEqual(TUNING_FLOOR);
});

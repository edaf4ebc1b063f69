// The relevance suites: queries in the docs' own words (support/docsWordsQueries.ts), every one of which must find a page
// that answers it among the first three of its version, and real readers' questions in their own words
// (support/readerQuestions.ts, each citing its source), at least 90% of which must. Each prints the share found at rank
// 1 and the queries with no results. Queries go through the results page, so the whole search path is measured.
import { expect, test, type Page } from '@playwright/test';
import { findVersion, type DocVersion } from '../../src/data/versions';
import { DOCS_WORDS_QUERIES } from './support/docsWordsQueries';
import { READER_QUESTIONS } from './support/readerQuestions';

/** The first three distinct pages the results page lists for a query in a version, or none. */
async function topPages(page: Page, query: string, version: DocVersion): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}&version=${version.name}`);
  const outcome = page.getByTestId('search-results').or(page.getByRole('status').filter({ hasText: 'No results' }));
  await expect(outcome.first()).toBeVisible({ timeout: 10_000 });
  const pageLinks = await page
    .getByTestId('search-results')
    .locator('li:not([class*="section"]) > a')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('#')[0]!));
  return [...new Set(pageLinks)].slice(0, 3);
}

interface Ranked {
  query: string;
  rank: number | null;
  top: string[];
}

function report(title: string, ranks: readonly Ranked[]): Ranked[] {
  const atRankOne = ranks.filter((entry) => entry.rank === 1).length;
  const missed = ranks.filter((entry) => entry.rank === null);
  const empty = ranks.filter((entry) => entry.top.length === 0).length;
  console.log(
    `${title}: ${atRankOne}/${ranks.length} (${Math.round((100 * atRankOne) / ranks.length)}%) at rank 1, ` +
      `${ranks.length - missed.length}/${ranks.length} (${Math.round((100 * (ranks.length - missed.length)) / ranks.length)}%) in the top 3, ` +
      `${empty} with no results.`,
  );
  for (const entry of missed) console.log(`  missed "${entry.query}": top 3 were ${entry.top.join(', ') || 'nothing'}`);
  return missed;
}

test('readers’ queries find their page in the top 3 of the version', async ({ page }) => {
  test.setTimeout(DOCS_WORDS_QUERIES.length * 10_000);
  const ranks: Ranked[] = [];
  for (const { query, version: versionName, answers } of DOCS_WORDS_QUERIES) {
    const top = await topPages(page, query, findVersion(versionName)!);
    const index = top.findIndex((path) => answers.includes(path));
    ranks.push({ query: `${versionName}: ${query}`, rank: index === -1 ? null : index + 1, top });
  }
  const missed = report('Search relevance (docs words)', ranks);
  expect(missed.map((entry) => entry.query)).toEqual([]);
});

test('real readers’ questions, in their words, find a page that answers in the top 3 (at least 90%)', async ({ page }) => {
  test.setTimeout(READER_QUESTIONS.length * 10_000);
  const ranks: Ranked[] = [];
  for (const { query, version: versionName, answers } of READER_QUESTIONS) {
    const top = await topPages(page, query, findVersion(versionName)!);
    const index = top.findIndex((path) => answers.includes(path));
    ranks.push({ query: `${versionName}: ${query}`, rank: index === -1 ? null : index + 1, top });
  }
  const missed = report('Search relevance (readers’ questions)', ranks);
  expect((ranks.length - missed.length) / ranks.length).toBeGreaterThanOrEqual(0.9);
});

// How the local search orders pages. One score per page, explained in MAINTAINERS.md ("How pages are ranked"):
//
//   score = relevance × coverage^COVERAGE_EXPONENT × (1 + TITLE_BOOST × title share) × (1 + PASSAGE_BOOST × passage share)
//           × kind prior × exact-name boost
//
// relevance: the sum over the query's deciding words of Pagefind's score for the word on the page (BM25 over the text,
// headings weighted above body text, plus the metadata weights of loadLocalIndex.ts: title ≫ keywords ≫ code names ≫
// readers' words), each word weighted by how it reached the index (a corrected typo counts less). coverage: the share
// of the query's word weight the page matches; a strong but soft factor, so a page matching more words wins unless its
// matches are much weaker. title share: how many topic words the title holds (keywords already count through
// Pagefind's metadata weights; a keywords share on top was tried and chose 0). passage share: how many of the words
// stand together in one passage (about a section), so a page that answers in one place beats one that mentions each
// word in passing. kind prior: a lift for the kind of page the query favours (guides for plain words, reference for
// code or a developer's words), and a discount for release-note posts, which name every change in passing. exact-name
// boost: the page titled exactly a name the query holds (a hook or method). Constants are chosen on the tuning half of
// the reader-question ledger only (`npm run search:lab -- --tune`).
import type { SearchKind } from './indexAttributes';
import type { PagefindResult } from './pagefindTypes';
import { wordsOf } from './searchWords';

/** What one word's search found: Pagefind's page ids with their scores and the word positions that matched. */
export interface WordResults {
  word: string;
  /** How much the word counts (1; less for a corrected typo). */
  weight?: number;
  pages: readonly { id: string; score: number; locations: readonly number[]; result?: PagefindResult }[];
}

export interface RankedPage {
  id: string;
  /** One of the engine's results for the page, which loads its stored text. */
  result?: PagefindResult;
  /** The query words the page matched. */
  matched: string[];
  score: number;
  /** Every matched word position on the page, sorted. */
  locations: number[];
}

/** A page's title and kind (from the index step's page facts), when known. */
export type PageFactsLookup = (id: string) => { title: string; kind: string } | undefined;

export interface RankingConstants {
  /** How hard a page is held back for each part of the query's word weight it does not match (0: not at all). */
  coverageExponent: number;
  /** How much a title holding every topic word raises a page (in proportion for some). */
  titleBoost: number;
  /** How much a passage holding every deciding word raises a page (in proportion for some). */
  passageBoost: number;
  /** Words apart that still count as one passage (a short section). */
  passageWords: number;
  /** The lift for a page of the kind the query favours. */
  kindPrior: number;
  /** What a release-note post's score is multiplied by: it names each change in passing, rarely the answer itself. */
  newsWeight: number;
  /** The boost for the page whose title is exactly a name the query holds. */
  exactTitleBoost: number;
  /** How much a word corrected from a typo counts against a word typed right. */
  typoWeight: number;
}

/** Chosen on the tuning half of catalogue/reader-questions.json (figures in MAINTAINERS.md). */
export const RANKING_CONSTANTS: RankingConstants = {
  coverageExponent: 3,
  titleBoost: 2,
  passageBoost: 1,
  passageWords: 20,
  kindPrior: 0.8,
  newsWeight: 0.25,
  exactTitleBoost: 3,
  typoWeight: 0.6,
};

/** How many of the words a title holds (a title word that starts with the query word counts). */
export function titleCoverage(title: string, words: readonly string[]): number {
  const titleWords = wordsOf(title);
  return words.filter((word) => titleWords.some((titleWord) => titleWord.startsWith(word))).length;
}

/**
 * The most distinct words found within `span` positions of each other: the best passage of the page. Each word's
 * positions are sorted; a sliding window over all of them counts the words it holds.
 */
export function bestPassage(positionsByWord: ReadonlyMap<string, readonly number[]>, span: number): number {
  const all = [...positionsByWord].flatMap(([word, positions]) => positions.map((position) => ({ word, position })));
  all.sort((a, b) => a.position - b.position);
  const inWindow = new Map<string, number>();
  let best = Math.min(1, positionsByWord.size);
  let start = 0;
  for (const entry of all) {
    inWindow.set(entry.word, (inWindow.get(entry.word) ?? 0) + 1);
    while (entry.position - all[start]!.position > span) {
      const leaving = all[start]!.word;
      const left = inWindow.get(leaving)! - 1;
      if (left === 0) inWindow.delete(leaving);
      else inWindow.set(leaving, left);
      start += 1;
    }
    best = Math.max(best, inWindow.size);
  }
  return best;
}

export interface RankingContext {
  /** The query's words that can say what a page is about (all but minor words), for title coverage. */
  topicWords: readonly string[];
  favouredKind: SearchKind;
  facts: PageFactsLookup;
  /** The names a query holds (hooks, methods: words with an underscore), lower case, that a page's title may equal. */
  exactTitles?: readonly string[];
  constants?: RankingConstants;
}

interface Accumulated {
  matched: Map<string, number>;
  relevance: number;
  positions: Map<string, number[]>;
  result?: PagefindResult;
}

export function rankPages(results: readonly WordResults[], context: RankingContext): RankedPage[] {
  const constants = context.constants ?? RANKING_CONSTANTS;
  // A word searched twice (as typed and as part of a joined name) counts once, at its larger weight.
  const wordWeights = new Map<string, number>();
  for (const { word, weight = 1 } of results) wordWeights.set(word, Math.max(wordWeights.get(word) ?? 0, weight));
  const totalWeight = [...wordWeights.values()].reduce((sum, weight) => sum + weight, 0) || 1;

  const pages = new Map<string, Accumulated>();
  for (const { word, weight = 1, pages: found } of results) {
    for (const { id, score, locations, result } of found) {
      let page = pages.get(id);
      if (!page) {
        page = { matched: new Map(), relevance: 0, positions: new Map(), result };
        pages.set(id, page);
      }
      page.matched.set(word, Math.max(page.matched.get(word) ?? 0, weight));
      page.relevance += weight * score;
      page.positions.set(
        word,
        [...(page.positions.get(word) ?? []), ...locations].sort((a, b) => a - b),
      );
    }
  }
  const { topicWords, favouredKind, facts, exactTitles = [] } = context;
  const deciding = wordWeights.size;
  return [...pages]
    .map(([id, page]) => {
      const known = facts(id);
      const matchedWeight = [...page.matched.values()].reduce((sum, weight) => sum + weight, 0);
      const coverage = (matchedWeight / totalWeight) ** constants.coverageExponent;
      const titleShare = known?.title && topicWords.length > 0 ? titleCoverage(known.title, topicWords) / topicWords.length : 0;
      const passageShare = deciding > 1 ? (bestPassage(page.positions, constants.passageWords) - 1) / (deciding - 1) : 0;
      const prior = known?.kind === favouredKind ? 1 + constants.kindPrior : known?.kind === 'news' ? constants.newsWeight : 1;
      const exact = known && exactTitles.includes(known.title.toLowerCase()) ? constants.exactTitleBoost : 1;
      const score =
        page.relevance * coverage * (1 + constants.titleBoost * titleShare) * (1 + constants.passageBoost * passageShare) * prior * exact;
      return {
        id,
        ...(page.result && { result: page.result }),
        matched: [...page.matched.keys()],
        score,
        locations: [...new Set([...page.positions.values()].flat())].sort((a, b) => a - b),
      };
    })
    .sort((a, b) => b.score - a.score || b.matched.length - a.matched.length || (a.id < b.id ? -1 : 1));
}

// "Most words, not all words": merges one search per query word into one list of pages, ranked by how many of the
// query's deciding words each page matches, then by the engine's score, raised for pages whose title holds the query's
// words and for the kind of page the query favours (guides for plain words, hook and API pages for code).
import type { SearchKind } from './indexAttributes';
import type { PagefindResult } from './pagefindTypes';
import { wordsOf } from './searchWords';

/** What one word's search found: Pagefind's page ids with their scores and the word positions that matched. */
export interface WordResults {
  word: string;
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

/** How much a page of the favoured kind's score is raised, among pages that match as many words. */
export const FAVOURED_KIND_BOOST = 1.5;
/** How much a title holding all the query's topic words raises a page's score (in proportion for some). */
export const TITLE_BOOST = 2;

/** How much a page whose title is the code-like query itself (`gfpdf_post_save_pdf`) is raised over pages whose longer
 * names start with it (`gfpdf_post_save_pdf_{$form_id}`). */
export const EXACT_TITLE_BOOST = 2;

/** How many of the words a title holds (a title word that starts with the query word counts). */
export function titleCoverage(title: string, words: readonly string[]): number {
  const titleWords = wordsOf(title);
  return words.filter((word) => titleWords.some((titleWord) => titleWord.startsWith(word))).length;
}

export interface RankingContext {
  /** The query's words that can say what a page is about (all but minor words), for title coverage. */
  topicWords: readonly string[];
  favouredKind: SearchKind;
  facts: PageFactsLookup;
  /** For a code-like query of one name: the name, lower case, that a page's title may equal. */
  exactTitle?: string;
}

export function rankPages(results: readonly WordResults[], context: RankingContext): RankedPage[] {
  const pages = new Map<string, { matched: Set<string>; score: number; locations: Set<number>; result?: PagefindResult }>();
  for (const { word, pages: found } of results) {
    for (const { id, score, locations, result } of found) {
      let page = pages.get(id);
      if (!page) {
        page = { matched: new Set(), score: 0, locations: new Set(), result };
        pages.set(id, page);
      }
      page.matched.add(word);
      page.score += score;
      for (const location of locations) page.locations.add(location);
    }
  }
  const { topicWords, favouredKind, facts, exactTitle } = context;
  return [...pages]
    .map(([id, page]) => {
      const known = facts(id);
      const covered = known && topicWords.length > 0 ? titleCoverage(known.title, topicWords) / topicWords.length : 0;
      const kindBoost = known?.kind === favouredKind ? FAVOURED_KIND_BOOST : 1;
      const exactBoost = exactTitle && known?.title.toLowerCase() === exactTitle ? EXACT_TITLE_BOOST : 1;
      return {
        id,
        ...(page.result && { result: page.result }),
        matched: [...page.matched],
        score: page.score * kindBoost * exactBoost * (1 + TITLE_BOOST * covered),
        locations: [...page.locations].sort((a, b) => a - b),
      };
    })
    .sort((a, b) => b.matched.length - a.matched.length || b.score - a.score || (a.id < b.id ? -1 : 1));
}

// "Most words, not all words": merges one search per query word into one list of pages, ranked by how many of the
// query's deciding words each page matches, then by the engine's score, raised for the kind of page the query favours.

/** What one word's search found: Pagefind's page ids with their scores and the word positions that matched. */
export interface WordResults {
  word: string;
  pages: readonly { id: string; score: number; locations: readonly number[] }[];
  /** The ids among them of the kind the query favours (guides for plain words, reference pages for code). */
  favoured: ReadonlySet<string>;
}

export interface RankedPage {
  id: string;
  /** The query words the page matched. */
  matched: string[];
  score: number;
  /** Every matched word position on the page, sorted. */
  locations: number[];
}

/** How much a page of the favoured kind's score is raised, among pages that match as many words. */
export const FAVOURED_KIND_BOOST = 2;

export function rankPages(results: readonly WordResults[]): RankedPage[] {
  const pages = new Map<string, { matched: Set<string>; score: number; locations: Set<number>; favoured: boolean }>();
  for (const { word, pages: found, favoured } of results) {
    for (const { id, score, locations } of found) {
      let page = pages.get(id);
      if (!page) {
        page = { matched: new Set(), score: 0, locations: new Set(), favoured: false };
        pages.set(id, page);
      }
      page.matched.add(word);
      page.score += score;
      for (const location of locations) page.locations.add(location);
      if (favoured.has(id)) page.favoured = true;
    }
  }
  return [...pages]
    .map(([id, page]) => ({
      id,
      matched: [...page.matched],
      score: page.score * (page.favoured ? FAVOURED_KIND_BOOST : 1),
      locations: [...page.locations].sort((a, b) => a - b),
    }))
    .sort((a, b) => b.matched.length - a.matched.length || b.score - a.score || (a.id < b.id ? -1 : 1));
}

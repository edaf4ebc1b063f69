// A search client over the local index that answers DocSearch's `search({ requests })` calls with DocSearch hits.
// It searches word by word and merges the pages (rankPages.ts), so a query still answers when one of its words is on
// no page; a word the index lacks is taken as typed so far (a prefix) or as a slip of one letter (typo.ts), else left
// out. Paging is by page of the site: `hitsPerPage` pages, each listed with its best sections.
import { hitsOfPage } from './pagefindHits';
import type { PagefindApi, PagefindFilters, PagefindResultData, PagefindSearchResponse } from './pagefindTypes';
import { joinedNames, planQuery, type QueryPlan } from './queryPlan';
import { RANKING_CONSTANTS, rankPages, type PageFactsLookup, type RankedPage, type RankingConstants, type WordResults } from './rankPages';
import { vocabularyShardOf, type PageKinds, type PageTitles, type SearchWordsFile, type VocabularyShard } from './searchWords';
import type { SynonymsFile } from './synonyms';
import { correctTypo, typoShardWords } from './typo';
import type { SearchClient, SearchOptions, SearchRequest, SearchResult } from './types';
import { SearchUnavailableError, SupersededSearchError } from './types';
import { facetFiltersToMap } from './versionScope';

/** Longer queries are cut here: nobody types more, and it bounds the work a pasted text can cause. */
export const MAX_QUERY_LENGTH = 200;
/** Words searched at most: the rest of a pasted sentence only adds work. */
export const MAX_QUERY_WORDS = 8;
export const DEFAULT_PAGES_PER_RESULT_PAGE = 10;
/**
 * Pages whose stored text is loaded first when the caller can show hits early (the results page): about what its first
 * screen shows. Each page is one fragment to fetch; the rest are fetched once these are in.
 */
export const FIRST_SCREEN_PAGES = 3;
/** Answers kept per client: a query typed again (a deleted letter typed back, the modal opened again) is answered at once. */
export const CACHED_ANSWERS = 50;

/** Everything the local search reads: Pagefind, and what the index step wrote beside it. */
export interface LocalIndex {
  pagefind: PagefindApi;
  words: SearchWordsFile;
  /** A vocabulary shard (see searchWords.ts), loaded when a word is not in the index as typed. */
  shard(key: string): Promise<VocabularyShard>;
  /** The kinds of a `version` facet's pages (see searchWords.ts), read for every search. */
  pageKinds(facet: string): Promise<PageKinds>;
  /** The titles of a `version` facet's pages, read for queries of two words or more. */
  pageTitles(facet: string): Promise<PageTitles>;
  synonyms: SynonymsFile;
}

export function pagefindFilters(request: SearchRequest): PagefindFilters {
  return Object.fromEntries(Object.entries(facetFiltersToMap(request.facetFilters)).map(([facet, values]) => [facet, { any: values }]));
}

function emptyResult(request: SearchRequest, query: string, hitsPerPage: number): SearchResult {
  return {
    index: request.indexName,
    query,
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    params: '',
  };
}

/** How a query word reached the index: as typed, as the start of longer words, as a corrected slip, or not at all. */
export interface ResolvedWord {
  word: string;
  term: string | null;
  how: 'exact' | 'prefix' | 'typo' | 'part' | 'unknown';
}

/** Waits until the browser has painted (two animation frames), or a moment where there is no browser. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    else setTimeout(resolve, 0);
  });
}

export function createLocalSearchClient(
  loadIndex: () => Promise<LocalIndex>,
  now: () => number = Date.now,
  painted: () => Promise<void> = afterPaint,
  /** The ranking's constants; only the tuning tool (scripts/search-lab.ts) passes others. */
  constants: RankingConstants = RANKING_CONSTANTS,
): SearchClient {
  // The index does not change while the page is open, so an answer stays true; failures are not kept.
  const answers = new Map<string, Promise<SearchResult>>();
  // One Pagefind search per term and filters, shared by every query that has the word (typing re-uses earlier words).
  const searches = new Map<string, Promise<PagefindSearchResponse>>();

  function pagefindSearch(index: LocalIndex, term: string, filters: PagefindFilters): Promise<PagefindSearchResponse> {
    const key = JSON.stringify([term, filters]);
    let search = searches.get(key);
    if (!search) {
      search = index.pagefind.search(term, { filters }).then((response) => response ?? { results: [], unfilteredResultCount: 0 });
      search.catch(() => searches.delete(key));
      searches.set(key, search);
    }
    return search;
  }

  async function resolveWord(index: LocalIndex, word: string, filters: PagefindFilters): Promise<ResolvedWord> {
    // A quoted search matches the word (and its stem) only: Pagefind otherwise falls back to ever shorter prefixes.
    if ((await pagefindSearch(index, `"${word}"`, filters)).results.length > 0) return { word, term: word, how: 'exact' };
    const own = await index.shard(vocabularyShardOf(word));
    if (own.some(([indexed]) => indexed.startsWith(word))) return { word, term: word, how: 'prefix' };
    const shards = await Promise.all(typoShardWords(word).map((character) => index.shard(vocabularyShardOf(character))));
    const corrected = correctTypo(word, shards.flat());
    if (corrected) return { word, term: corrected, how: 'typo' };
    // A name with a prefix the docs don't write (`api_create_pdf`, from an old address): its longest indexed tail.
    const parts = word.split('_');
    for (let start = 1; start < parts.length - 1; start++) {
      const tail = parts.slice(start).join('_');
      if ((await pagefindSearch(index, `"${tail}"`, filters)).results.length > 0) return { word, term: tail, how: 'part' };
    }
    return { word, term: null, how: 'unknown' };
  }

  async function resultsOfWord(index: LocalIndex, resolved: ResolvedWord, filters: PagefindFilters): Promise<WordResults> {
    const { word } = resolved;
    if (resolved.term === null) return { word, pages: [] };
    // Pagefind's usual search scores pages well (term frequency, titles, metadata) but also matches longer words that
    // start with the term; a quoted search matches the word and its stem only, so a whole word keeps the pages both
    // find: "passed" must not find pages about "password". A word still being typed is searched as a prefix.
    const [all, exact] = await Promise.all([
      pagefindSearch(index, resolved.term, filters),
      resolved.how === 'prefix' ? undefined : pagefindSearch(index, `"${resolved.term}"`, filters),
    ]);
    const wholeWord = exact && new Set(exact.results.map((result) => result.id));
    return {
      word,
      // A word the reader did not type as it is indexed counts less than one they did.
      weight: resolved.how === 'typo' || resolved.how === 'part' ? constants.typoWeight : 1,
      pages: all.results
        .filter((result) => !wholeWord || wholeWord.has(result.id))
        .map((result) => ({ id: result.id, score: result.score, locations: result.words ?? [], result })),
    };
  }

  /**
   * Kinds (and, for queries of two words or more or of one name, titles) of the pages a search can find: those of the
   * versions it is filtered to, or all. A one-word query needs no titles: the engine already weighs a word in a title.
   */
  async function factsFor(index: LocalIndex, filters: PagefindFilters, withTitles: boolean): Promise<PageFactsLookup> {
    const scoped = filters.version;
    const wanted = typeof scoped === 'object' && scoped !== null && 'any' in scoped ? scoped.any : index.words.pageFacets;
    const facets = wanted.filter((facet) => index.words.pageFacets.includes(facet));
    const [kinds, titles] = await Promise.all([
      Promise.all(facets.map((facet) => index.pageKinds(facet))),
      withTitles ? Promise.all(facets.map((facet) => index.pageTitles(facet))) : Promise.resolve([]),
    ]);
    const kindOf = new Map(
      kinds.flatMap((file) => Object.entries(file).flatMap(([kind, ids]) => (ids ?? []).map((id) => [id, kind] as const))),
    );
    const titleOf = new Map(titles.flatMap((file) => Object.entries(file)));
    return (id) => ({ title: titleOf.get(id) ?? '', kind: kindOf.get(id) ?? 'other' });
  }

  /**
   * Neighbouring words that together spell an indexed name (`get entry pdfs` → `get_entry_pdfs`): the pages with that
   * name count as matching each of the words, so the method's page comes first.
   */
  async function joinedNameResults(index: LocalIndex, plan: QueryPlan, filters: PagefindFilters): Promise<WordResults[]> {
    const results: WordResults[] = [];
    for (const { words: run, name } of joinedNames(plan.words.slice(0, MAX_QUERY_WORDS), plan.codeLike)) {
      const exact = await pagefindSearch(index, `"${name}"`, filters);
      if (exact.results.length === 0) continue;
      const found = await resultsOfWord(index, { word: name, term: name, how: 'exact' }, filters);
      // Counted for each deciding word the name holds; a hook or method name made only of common words ("get entry
      // pdfs") counts once on its own; two common words written as one ("gravityform") count for nothing.
      const words = run.filter((word) => plan.deciding.includes(word));
      const counted = words.length > 0 ? words : name.includes('_') ? [name] : [];
      for (const word of counted) results.push({ ...found, word });
    }
    return results;
  }

  function searchOne(request: SearchRequest, options: SearchOptions): Promise<SearchResult> {
    const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH).trim();
    const hitsPerPage = Math.max(1, Math.min(request.hitsPerPage ?? DEFAULT_PAGES_PER_RESULT_PAGE, 50));
    const page = Math.max(0, request.page ?? 0);
    if (query === '') return Promise.resolve(emptyResult(request, query, hitsPerPage));
    const key = JSON.stringify([request.indexName, query, pagefindFilters(request), hitsPerPage, page]);
    const shared = answers.get(key);
    let answer: Promise<SearchResult>;
    if (shared) {
      // Most recently used last, so the oldest answer is the first dropped.
      answers.delete(key);
      answers.set(key, shared);
      // The caller that started a shared search may drop it as superseded: it then runs again for this one.
      answer = shared.catch((error: unknown) => {
        if (error instanceof SupersededSearchError && !options.isSuperseded?.()) return searchOne(request, options);
        throw error;
      });
    } else {
      const started = runSearch(request, query, hitsPerPage, page, options);
      // Failures and superseded searches are not kept (this runs before any caller's own handlers).
      started.catch(() => {
        if (answers.get(key) === started) answers.delete(key);
      });
      answers.set(key, started);
      answer = started;
    }
    if (answers.size > CACHED_ANSWERS) answers.delete(answers.keys().next().value!);
    // Each caller gets its own copy: DocSearch and the results page may annotate the hits they are given.
    return answer.then((result) => structuredClone(result));
  }

  async function runSearch(
    request: SearchRequest,
    query: string,
    hitsPerPage: number,
    page: number,
    { onFirstHits, isSuperseded, onRanked }: SearchOptions,
  ): Promise<SearchResult> {
    const started = now();
    try {
      const index = await loadIndex();
      const filters = pagefindFilters(request);
      const plan = planQuery(query, new Set([...index.words.common, ...index.synonyms.minorWords]), index.synonyms.entries);
      // The query's words that can say what a page is about: every word but the minor ones ("how", "too").
      const topicWords = plan.words.filter((word) => !index.synonyms.minorWords.includes(word));
      const resolved = await Promise.all(plan.deciding.slice(0, MAX_QUERY_WORDS).map((word) => resolveWord(index, word, filters)));
      // The names a query holds (a hook, a method, alone or with other words: "gfpdf_post_save_pdf not firing") are
      // matched against titles too: the page of that exact name comes first.
      const exactTitles = plan.names;
      const [wordResults, joined, facts] = await Promise.all([
        Promise.all(resolved.map((word) => resultsOfWord(index, word, filters))),
        joinedNameResults(index, plan, filters),
        factsFor(index, filters, topicWords.length > 1 || exactTitles.length > 0),
      ]);
      const ranked = rankPages([...wordResults, ...joined], {
        topicWords,
        favouredKind: plan.favouredKind,
        facts,
        exactTitles,
        constants,
      });
      // Typing runs a search per key: those overtaken by a newer one skip the fragments (a fetch per page).
      if (isSuperseded?.()) throw new SupersededSearchError();
      const pageRanks = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const load = (rank: RankedPage): Promise<PagefindResultData> => {
        if (!rank.result) throw new Error(`No search result holds page ${rank.id}`);
        return rank.result.data();
      };
      onRanked?.(ranked, plan);
      const hitsOf = async (ranks: readonly RankedPage[]) => {
        const loaded = await Promise.all(ranks.map(load));
        return ranks.flatMap((rank, position) => hitsOfPage(loaded[position]!, rank.locations, plan.highlight));
      };
      if (onFirstHits && pageRanks.length > FIRST_SCREEN_PAGES) {
        onFirstHits(await hitsOf(pageRanks.slice(0, FIRST_SCREEN_PAGES)));
        // The rest of the pages load once the first screen is drawn, not competing with it for the connection.
        await painted();
      }
      const hits = await hitsOf(pageRanks);
      return {
        index: request.indexName,
        query,
        hits,
        nbHits: ranked.length,
        page,
        nbPages: Math.ceil(ranked.length / hitsPerPage),
        hitsPerPage,
        processingTimeMS: now() - started,
        exhaustiveNbHits: true,
        params: '',
      };
    } catch (error) {
      if (error instanceof SupersededSearchError) throw error;
      throw new SearchUnavailableError('The search index could not be loaded', { cause: error });
    }
  }

  return {
    search: async ({ requests }, options?: SearchOptions) => ({
      // Early hits only make sense for a single request (the results page asks one at a time).
      results: await Promise.all(
        requests.map((request) =>
          searchOne(request, { ...options, onFirstHits: requests.length === 1 ? options?.onFirstHits : undefined }),
        ),
      ),
    }),
  };
}

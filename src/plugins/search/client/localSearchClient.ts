// A search client over the local Pagefind index that answers DocSearch's `search({ requests })` calls with DocSearch hits.
// Paging is by page of the site: `hitsPerPage` pages, each listed with its best sections.
import { hitsOfPage, pageMatchesQuery } from './pagefindHits';
import type { PagefindApi, PagefindFilters, PagefindResultData } from './pagefindTypes';
import type { SearchClient, SearchOptions, SearchRequest, SearchResult } from './types';
import { SearchUnavailableError, SupersededSearchError } from './types';
import { facetFiltersToMap } from './versionScope';

/** Longer queries are cut here: nobody types more, and it bounds the work a pasted text can cause. */
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_PAGES_PER_RESULT_PAGE = 10;
/**
 * Pages whose fragments are loaded first when the caller can show hits early (the results page): about what its first
 * screen shows. Each Pagefind result is one fragment to fetch; the rest are fetched once these are in.
 */
export const FIRST_SCREEN_PAGES = 3;
/** Answers kept per client: a query typed again (a deleted letter typed back, the modal opened again) is answered at once. */
export const CACHED_ANSWERS = 50;

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

export function createLocalSearchClient(loadPagefind: () => Promise<PagefindApi>, now: () => number = Date.now): SearchClient {
  // The index does not change while the page is open, so an answer stays true; failures are not kept.
  const answers = new Map<string, Promise<SearchResult>>();

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
    { onFirstHits, isSuperseded }: SearchOptions,
  ): Promise<SearchResult> {
    const started = now();
    try {
      const pagefind = await loadPagefind();
      const response = await pagefind.search(query, { filters: pagefindFilters(request) });
      // Typing runs a search per key: those overtaken by a newer one skip the fragments (a fetch per page).
      if (isSuperseded?.()) throw new SupersededSearchError();
      const results = response?.results ?? [];
      const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const matching = (loaded: PagefindResultData[]) => loaded.filter((data) => pageMatchesQuery(data, query));
      let pages: PagefindResultData[];
      if (onFirstHits && pageResults.length > FIRST_SCREEN_PAGES) {
        const first = await Promise.all(pageResults.slice(0, FIRST_SCREEN_PAGES).map((result) => result.data()));
        // Shown early only when none of them falls out: the final list then starts with exactly these pages.
        if (matching(first).length === first.length) onFirstHits(first.flatMap((data) => hitsOfPage(data, query)));
        const rest = await Promise.all(pageResults.slice(FIRST_SCREEN_PAGES).map((result) => result.data()));
        pages = matching([...first, ...rest]);
      } else {
        pages = matching(await Promise.all(pageResults.map((result) => result.data())));
      }
      // When every result was loaded the count is exact; otherwise Pagefind's count stands.
      const nbHits = results.length <= hitsPerPage && page === 0 ? pages.length : results.length;
      return {
        index: request.indexName,
        query,
        hits: pages.flatMap((data) => hitsOfPage(data, query)),
        nbHits,
        page,
        nbPages: Math.ceil(nbHits / hitsPerPage),
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

// A search client over the local Pagefind index that answers DocSearch's `search({ requests })` calls with DocSearch hits.
// Paging is by page of the site: `hitsPerPage` pages, each listed with its best sections.
import { hitsOfPage, pageMatchesQuery } from './pagefindHits';
import type { PagefindApi, PagefindFilters } from './pagefindTypes';
import type { SearchClient, SearchRequest, SearchResult } from './types';
import { SearchUnavailableError } from './types';
import { facetFiltersToMap } from './versionScope';

/** Longer queries are cut here: nobody types more, and it bounds the work a pasted text can cause. */
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_PAGES_PER_RESULT_PAGE = 10;

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
  async function searchOne(request: SearchRequest): Promise<SearchResult> {
    const started = now();
    const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH).trim();
    const hitsPerPage = Math.max(1, Math.min(request.hitsPerPage ?? DEFAULT_PAGES_PER_RESULT_PAGE, 50));
    const page = Math.max(0, request.page ?? 0);
    if (query === '') return emptyResult(request, query, hitsPerPage);
    try {
      const pagefind = await loadPagefind();
      const response = await pagefind.search(query, { filters: pagefindFilters(request) });
      const results = response?.results ?? [];
      const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const pages = (await Promise.all(pageResults.map((result) => result.data()))).filter((data) => pageMatchesQuery(data, query));
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
      throw new SearchUnavailableError('The search index could not be loaded', { cause: error });
    }
  }
  return {
    search: async ({ requests }) => ({ results: await Promise.all(requests.map(searchOne)) }),
  };
}

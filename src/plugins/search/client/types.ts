// The slice of Algolia's search API that DocSearch and our results page use, so both back ends answer the same calls.
import type { QueryPlan } from './queryPlan';
import type { RankedPage } from './rankPages';

/** Algolia facet filters: the outer list is AND, an inner list is OR (`[['version:v5', 'version:v4'], 'lang:en']`). */
export type FacetFilters = ReadonlyArray<string | readonly string[]>;

export interface SearchRequest {
  indexName: string;
  query?: string;
  facetFilters?: FacetFilters;
  /** Hits per page. For the local index a "hit" budget is counted in pages (documents), see localSearchClient. */
  hitsPerPage?: number;
  page?: number;
  /** Algolia only (see docSearchParameters.ts); the local index returns its own fields, snippets and <mark> tags. */
  attributesToRetrieve?: readonly string[];
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  removeWordsIfNoResults?: 'none' | 'lastWords' | 'firstWords' | 'allOptional';
  typoTolerance?: boolean;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  ignorePlurals?: boolean;
  removeStopWords?: boolean;
  queryLanguages?: readonly string[];
}

export interface HighlightResult {
  /** Escaped text in which matches are wrapped in `<mark>`: never any other markup. */
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** The fields a DocSearch record and a DocSearch hit share (what the DocSearch crawler writes to Algolia). */
export interface DocSearchRecordFields {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  /** Plain text (never markup). */
  content: string | null;
  /** Plain text (never markup). */
  hierarchy: Hierarchy;
  /** The Docusaurus version name ('current', 'v5', …), as the `version` facet. Undefined outside the docs. */
  version?: string[];
}

/** A hit in the DocSearch record shape, with the highlighting DocSearch renders. */
export interface DocSearchHit extends DocSearchRecordFields {
  _highlightResult: {
    hierarchy: Partial<Record<keyof Hierarchy, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<keyof Hierarchy, HighlightResult>>;
    content?: HighlightResult;
  };
}

export interface SearchResult {
  index: string;
  query: string;
  hits: DocSearchHit[];
  /** Matching records (Algolia) or matching pages (local index). */
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  params: string;
}

export interface SearchResponse {
  results: SearchResult[];
}

/** Ours, never passed to Algolia. */
export interface SearchOptions {
  /**
   * Called, where the back end can (the local index), with the first hits of a single request before the full
   * answer: the pages a first screen shows, in their final order.
   */
  onFirstHits?: (hits: DocSearchHit[]) => void;
  /**
   * Asked (by the local index) once the index has answered and before the hits' fragments load: true when a newer
   * search has made this one moot. The search then rejects with a SupersededSearchError.
   */
  isSuperseded?: () => boolean;
  /** Called (by the local index) with its whole ranking and how it read the query: for tuning (npm run search:lab). */
  onRanked?: (ranked: readonly RankedPage[], plan: QueryPlan) => void;
}

/** What the modal and the results page call: algoliasearch v5's `search({ requests })`, so Algolia's client fits too. */
export interface SearchClient {
  search(parameters: { requests: readonly SearchRequest[] }, options?: SearchOptions): Promise<SearchResponse>;
}

/** The index or the client could not be loaded: the reader sees "Unable to fetch results" (SEARCH_MESSAGES). */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A search given up because a newer one replaced it (see SearchOptions.isSuperseded): not a failure to report. */
export class SupersededSearchError extends Error {
  override name = 'SupersededSearchError';
  constructor() {
    super('A newer search replaced this one');
  }
}

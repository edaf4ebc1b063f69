// The parts of Pagefind's browser API (build/pagefind/pagefind.js, Pagefind 1.x) that the local search client uses.

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  /** Word position in `content` where the heading starts. */
  location: number;
}

export interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  weighted_locations?: PagefindWeightedLocation[];
  anchor?: PagefindAnchor;
}

export interface PagefindResultData {
  url: string;
  content: string;
  excerpt: string;
  word_count: number;
  /** Word positions in `content` that matched the query. */
  locations?: number[];
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  /** Word positions in the page's content that matched (none when only metadata matched). */
  words?: number[];
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
}

/** Pagefind's ranking options; `metaWeights` weighs matches in metadata fields against the page's text (1). */
export interface PagefindRanking {
  termFrequency?: number;
  termSimilarity?: number;
  termSaturation?: number;
  pageLength?: number;
  metaWeights?: Record<string, number>;
}

export type PagefindFilters = Record<string, string | string[] | { any: string[] } | { all: string[] }>;

export interface PagefindApi {
  /** Before init(), `noWorker` keeps Pagefind on the page's thread (Pagefind 1.5 otherwise starts a web worker). */
  options(options: { excerptLength?: number; ranking?: PagefindRanking; noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  search(term: string | null, options?: { filters?: PagefindFilters }): Promise<PagefindSearchResponse | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

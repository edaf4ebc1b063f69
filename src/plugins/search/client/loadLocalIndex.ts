// Browser only: loads the local index once, when the reader shows intent to search: Pagefind's bundle (written to
// /pagefind/ by the build) and the word lists our index step wrote beside it.
import type { LocalIndex } from './localSearchClient';
import type { PagefindApi, PagefindRanking } from './pagefindTypes';
import type { PageKinds, PageTitles, SearchWordsFile, VocabularyShard } from './searchWords';
import synonyms from '../vocabulary/synonyms.json';
import type { SynonymsFile } from './synonyms';

/**
 * How much a match in each metadata field our index step adds counts against a match in the page's text (1). The
 * title is what a page is about; keywords are the phrases it answers; code names and readers' words find a page
 * without being on it, so they count less; the sidebar section groups hits and never finds them.
 */
export const SEARCH_META_WEIGHTS = { title: 5, keywords: 3, code: 1, aliases: 0.6, section: 0 } as const;

/**
 * Pagefind's own BM25 settings (its defaults: termFrequency 1, pageLength 0.75, termSaturation 1.4), chosen with the
 * ranking constants on the tuning half of the reader-question ledger (`npm run search:lab -- --tune`).
 */
export const ENGINE_RANKING = { termFrequency: 1, pageLength: 0.5, termSaturation: 2 } as const;

export const RANKING: PagefindRanking = { ...ENGINE_RANKING, metaWeights: { ...SEARCH_META_WEIGHTS } };

let loading: Promise<LocalIndex> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Starts Pagefind: `init()` returns at once and fetches the entry file, the metadata and the WebAssembly in the
 * background, so calling this on intent (focus, hover, shortcut) leaves the first keystroke less to wait for.
 * Pagefind runs on the page's thread, not in its web worker: searching this index takes a few milliseconds, while the
 * worker costs one more script to fetch (12 KB), a second start-up, and a message round trip per search and per hit.
 */
export function loadLocalIndex(bundleUrl: string): Promise<LocalIndex> {
  loading ??= (async () => {
    const [pagefind, words] = await Promise.all([
      (import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`) as Promise<PagefindApi>).then(async (module) => {
        // Options given before init() are the ones Pagefind starts with.
        await module.options({ noWorker: true, ranking: RANKING });
        await module.init();
        return module;
      }),
      fetchJson<SearchWordsFile>(`${bundleUrl}search-words.json`),
    ]);
    const available = new Set(words.shards);
    // Each file once per page load; a failed fetch is tried again next time.
    const files = new Map<string, Promise<unknown>>();
    const once = <T>(path: string): Promise<T> => {
      let file = files.get(path) as Promise<T> | undefined;
      if (!file) {
        file = fetchJson<T>(`${bundleUrl}${path}`);
        file.catch(() => files.delete(path));
        files.set(path, file);
      }
      return file;
    };
    return {
      pagefind,
      words,
      synonyms: synonyms as SynonymsFile,
      pageKinds: (facet: string) => once<PageKinds>(`pages/${facet}.kinds.json`),
      pageTitles: (facet: string) => once<PageTitles>(`pages/${facet}.titles.json`),
      shard: (key: string) => (available.has(key) ? once<VocabularyShard>(`vocabulary/${key}.json`) : Promise.resolve([])),
    };
  })().catch((error: unknown) => {
    // A failed load (offline, blocked) is tried again on the next search.
    loading = undefined;
    throw error;
  });
  return loading;
}

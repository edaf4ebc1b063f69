// The search client both the search modal and the results page use: the local Pagefind index or Algolia, by configuration.
// Neither client's code is fetched before the first search (or the reader's intent to search).
import { useMemo } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { loadLocalIndex } from './loadLocalIndex';
import type { SearchSettings } from '../settings';
import { useSearchSettings } from './useSearchSettings';
import type { SearchClient } from './types';
import { SearchUnavailableError } from './types';
import type * as BrowserClient from './browserClient';

/**
 * The local client's code, imported from one place: two `import()` calls of the same module became two chunks with the
 * same code, both fetched on the first search.
 */
let browserClientModule: Promise<typeof BrowserClient> | undefined;
function importBrowserClient(): Promise<typeof BrowserClient> {
  browserClientModule ??= import('./browserClient').catch((error: unknown) => {
    browserClientModule = undefined;
    throw error;
  });
  return browserClientModule;
}

export interface SearchBackendHandle {
  backend: SearchSettings['backend'];
  /** The most hits the modal lists under one section. */
  hitsPerGroup: number;
  /** A client whose implementation loads on its first call. */
  client: SearchClient;
  /** Fetches what the first search needs (on focus, hover or the shortcut). */
  preload: () => void;
}

export function useSearchBackend(): SearchBackendHandle {
  const { backend, algolia, hitsPerGroup, localBundlePath } = useSearchSettings();
  const appId = algolia?.appId ?? '';
  const apiKey = algolia?.apiKey ?? '';
  const bundleUrl = useBaseUrl(localBundlePath);

  return useMemo(() => {
    const load = async (): Promise<SearchClient> => {
      try {
        if (backend === 'local') {
          return (await importBrowserClient()).localSearchClient(bundleUrl);
        }
        const { liteClient } = await import('algoliasearch/lite');
        // algoliasearch's `search` is generic over hit types; ours returns DocSearch hits, the shape the index holds.
        const algolia = liteClient(appId, apiKey) as unknown as SearchClient;
        // Its second argument is Algolia's request options: ours stay out of it.
        return { search: (parameters) => algolia.search(parameters) };
      } catch (error) {
        throw new SearchUnavailableError('The search client could not be loaded', { cause: error });
      }
    };
    return {
      backend,
      hitsPerGroup,
      client: { search: async (parameters, options) => (await load()).search(parameters, options) },
      preload: () => {
        if (backend === 'local') {
          // Pagefind and our client start loading together rather than one after the other.
          loadLocalIndex(bundleUrl).catch(() => {
            // The search itself reports the failure when the reader types.
          });
          importBrowserClient().catch(() => undefined);
        }
      },
    };
  }, [backend, hitsPerGroup, appId, apiKey, bundleUrl]);
}

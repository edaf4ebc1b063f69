// Browser only, loaded on intent: the local search client over the Pagefind bundle, created once per page load.
import { createLocalSearchClient } from './localSearchClient';
import { loadPagefind } from './loadPagefind';
import type { SearchClient } from './types';

const clients = new Map<string, SearchClient>();

export function localSearchClient(bundleUrl: string): SearchClient {
  let client = clients.get(bundleUrl);
  if (!client) {
    client = createLocalSearchClient(() => loadPagefind(bundleUrl));
    clients.set(bundleUrl, client);
  }
  return client;
}

/** Starts loading the index's entry files so the first query has less to wait for. */
export function preloadLocalSearch(bundleUrl: string): void {
  loadPagefind(bundleUrl).catch(() => {
    // The search itself reports the failure when the reader types.
  });
}

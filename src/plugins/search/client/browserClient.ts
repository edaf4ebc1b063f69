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

// Browser only, loaded on intent: the local search client over the local index, created once per page load.
import { createLocalSearchClient } from './localSearchClient';
import { loadLocalIndex } from './loadLocalIndex';
import type { SearchClient } from './types';

const clients = new Map<string, SearchClient>();

export function localSearchClient(bundleUrl: string): SearchClient {
  let client = clients.get(bundleUrl);
  if (!client) {
    client = createLocalSearchClient(() => loadLocalIndex(bundleUrl));
    clients.set(bundleUrl, client);
  }
  return client;
}

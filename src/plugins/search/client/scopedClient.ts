// Wraps any search client (Algolia's or the local one) so every request is limited to a version scope.
import type { SearchClient } from './types';
import type { VersionScope } from './versionScope';
import { scopeRequest } from './versionScope';

export function withVersionScope<Client extends SearchClient>(client: Client, scope: VersionScope): Client {
  return Object.assign({}, client, {
    search: ((parameters, options) =>
      client.search(
        { ...parameters, requests: parameters.requests.map((request) => scopeRequest(request, scope)) },
        options,
      )) satisfies SearchClient['search'],
  });
}

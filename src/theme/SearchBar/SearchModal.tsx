// The search modal and everything only it uses (hits, footer, failure screen, version scoping), fetched with
// DocSearch's modal when the reader starts a search, so none of it is in main.js. SearchBar (index.tsx) renders it.
import React, { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import { useHistory } from '@docusaurus/router';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import { findVersion } from '@site/src/data/versions';
import type { SearchBackendHandle } from '@site/src/components/Search/useSearchBackend';
import { withVersionScope } from '@site/src/search/scopedClient';
import type { SearchClient, SearchResponse } from '@site/src/search/types';
import { SupersededSearchError } from '@site/src/search/types';
import type { VersionScope } from '@site/src/search/versionScope';
import SearchHit from './SearchHit';
import SearchFooter from './SearchFooter';
import SearchFailure from './SearchFailure';
import '@docsearch/css/dist/modal.css';

type DocSearchModalProps = React.ComponentProps<typeof DocSearchModal>;
type TransformSearchClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
type DocSearchClient = Parameters<TransformSearchClient>[0];

/** Pages (each with its best sections) the modal asks the local index for; Algolia gets DocSearch's own 20 records. */
const LOCAL_PAGES_PER_QUERY = 8;

/** The local client dressed as the algoliasearch client DocSearch expects (it only ever calls `search`). */
function asDocSearchClient(client: SearchClient): DocSearchClient {
  const agent = { value: 'gravity-pdf-docs (local)', add: () => agent };
  // DocSearch types `search` with algoliasearch's generics; the local client returns the same response shape.
  return { search: client.search, addAlgoliaAgent: () => undefined, transporter: { algoliaAgent: agent } } as unknown as DocSearchClient;
}

export interface Props {
  search: SearchBackendHandle;
  scope: VersionScope;
  initialQuery: string | undefined;
  onClose: () => void;
  /** Search every version with the same query. */
  onWiden: (query: string) => void;
}

export default function SearchModal({ search, scope, initialQuery, onClose, onWiden }: Props): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const { backend, client, hitsPerGroup } = search;
  const history = useHistory();
  const [searchFailed, setSearchFailed] = useState(false);

  const transformSearchClient = useCallback<TransformSearchClient>(
    (algoliaClient) => {
      const docSearchClient = backend === 'algolia' ? algoliaClient : asDocSearchClient(client);
      // Both clients answer `search({ requests })`; algoliasearch's generic signature is wider than the slice we scope.
      const scoped = withVersionScope(docSearchClient as unknown as SearchClient, scope);
      // DocSearch searches on every key and shows only the newest answer: an older local search that is overtaken
      // before its fragments load gives up and answers with the newest one (Algolia's client gets no options).
      let searches = 0;
      let newest: Promise<SearchResponse> | undefined;
      const latest: SearchClient['search'] = (parameters) => {
        const id = (searches += 1);
        const answer = (backend === 'local' ? scoped.search(parameters, { isSuperseded: () => id !== searches }) : scoped.search(parameters)).catch(
          (error: unknown) => {
            if (error instanceof SupersededSearchError && newest) return newest;
            throw error;
          },
        );
        newest = answer;
        return answer;
      };
      const reporting: SearchClient = {
        search: (parameters) =>
          latest(parameters).then(
            (response) => {
              setSearchFailed(false);
              return response;
            },
            (error: unknown) => {
              setSearchFailed(true);
              throw error;
            },
          ),
      };
      return { ...docSearchClient, search: reporting.search } as unknown as DocSearchClient;
    },
    [backend, client, scope],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const scopedVersion = scope === 'all' ? undefined : findVersion(scope);
  const resultsFooterComponent = useCallback<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    ({ state }) => (
      <SearchFooter
        query={state.query}
        scopedVersion={scopedVersion}
        searchPagePath={typeof algolia.searchPagePath === 'string' ? algolia.searchPagePath : undefined}
        onWiden={onWiden}
        onClose={onClose}
      />
    ),
    [scopedVersion, algolia.searchPagePath, onWiden, onClose],
  );

  return (
    <>
      {/* DocSearch renders the modal into document.body itself. */}
      <DocSearchModal
        appId={algolia.appId}
        apiKey={algolia.apiKey}
        indexName={algolia.indexName}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        onAskAiToggle={() => undefined}
        navigator={navigator}
        hitComponent={SearchHit}
        resultsFooterComponent={resultsFooterComponent}
        transformSearchClient={transformSearchClient}
        searchParameters={backend === 'local' ? { hitsPerPage: LOCAL_PAGES_PER_QUERY } : {}}
        maxResultsPerGroup={hitsPerGroup}
        disableUserPersonalization
        placeholder={scopedVersion ? `Search the ${scopedVersion.label} docs (or type a version: v4 …)` : 'Search all versions'}
        translations={{
          ...translations.modal,
          noResultsScreen: { ...translations.modal?.noResultsScreen, noResultsText: 'No results for' },
          errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
        }}
      />
      <SearchFailure failed={searchFailed} />
    </>
  );
}

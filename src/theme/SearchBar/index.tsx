// Replaces the theme's SearchBar (it keeps its search client and filters private): the same DocSearch button and modal,
// answered by the local Pagefind index or Algolia, scoped to the version being read with one click to widen, and
// loading nothing of search until the reader focuses, hovers or presses a shortcut.
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModal as DocSearchModalComponent } from '@docsearch/react/modal';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import { findVersion, versionOfPath } from '@site/src/data/versions';
import { useSearchBackend } from '@site/src/components/Search/useSearchBackend';
import { withVersionScope } from '@site/src/search/scopedClient';
import type { SearchClient, SearchResponse } from '@site/src/search/types';
import { SupersededSearchError } from '@site/src/search/types';
import type { VersionScope } from '@site/src/search/versionScope';
import SearchHit from './SearchHit';
import SearchFooter from './SearchFooter';
import SearchFailure from './SearchFailure';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type DocSearchModalProps = React.ComponentProps<typeof DocSearchModalComponent>;
type TransformSearchClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
type DocSearchClient = Parameters<TransformSearchClient>[0];

/** Pages (each with its best sections) the modal asks the local index for; Algolia gets DocSearch's own 20 records. */
const LOCAL_PAGES_PER_QUERY = 8;

let DocSearchModal: typeof DocSearchModalComponent | null = null;

/** The landing and not-found pages show a second search box: one shortcut must open one modal, not one per box. */
let openSearchBar: symbol | null = null;

function importDocSearchModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).then(([module]) => {
    DocSearchModal = module.DocSearchModal;
  });
}

/** The local client dressed as the algoliasearch client DocSearch expects (it only ever calls `search`). */
function asDocSearchClient(client: SearchClient): DocSearchClient {
  const agent = { value: 'gravity-pdf-docs (local)', add: () => agent };
  // DocSearch types `search` with algoliasearch's generics; the local client returns the same response shape.
  return { search: client.search, addAlgoliaAgent: () => undefined, transporter: { algoliaAgent: agent } } as unknown as DocSearchClient;
}

export default function SearchBar(): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const { backend, client, preload, hitsPerGroup } = useSearchBackend();
  const history = useHistory();
  const { pathname } = useLocation();
  const readingVersion = versionOfPath(pathname);

  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [scope, setScope] = useState<VersionScope>('all');
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [instance] = useState(() => Symbol('SearchBar'));
  const [searchFailed, setSearchFailed] = useState(false);

  useEffect(() => {
    // DocSearch reports a failed search on its error screen and then rethrows it; the screen is the report.
    const onUnhandledRejection = (event: PromiseRejectionEvent) => {
      if (event.reason instanceof Error && event.reason.name === 'RetryError') event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandledRejection);
    return () => window.removeEventListener('unhandledrejection', onUnhandledRejection);
  }, []);

  const prepare = useCallback(() => {
    preload();
    void importDocSearchModal();
  }, [preload]);

  const openModal = useCallback(() => {
    if (openSearchBar !== null && openSearchBar !== instance) return;
    openSearchBar = instance;
    setScope(readingVersion?.name ?? 'all');
    preload();
    void importDocSearchModal().then(() => setIsOpen(true));
  }, [preload, readingVersion, instance]);

  const closeModal = useCallback(() => {
    if (openSearchBar === instance) openSearchBar = null;
    setIsOpen(false);
    setSearchFailed(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, [instance]);

  const widen = useCallback((query: string) => {
    // DocSearch builds its sources once per modal: a new key re-opens it on every version with the same query.
    setInitialQuery(query);
    setScope('all');
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

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
        onWiden={widen}
        onClose={closeModal}
      />
    ),
    [scopedVersion, algolia.searchPagePath, widen, closeModal],
  );

  return (
    <>
      <Head>
        <html data-search-backend={backend} />
        {/* Lets the browser open the connection to the DocSearch cluster early. */}
        {backend === 'algolia' && <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />}
      </Head>
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen && DocSearchModal && (
        // DocSearch renders the modal into document.body itself.
        <DocSearchModal
          key={scope}
          appId={algolia.appId}
          apiKey={algolia.apiKey}
          indexName={algolia.indexName}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          onClose={closeModal}
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
      )}
      {isOpen && <SearchFailure failed={searchFailed} />}
    </>
  );
}

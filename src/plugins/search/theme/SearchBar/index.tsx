// Replaces the theme's SearchBar (it keeps its search client and filters private): the same DocSearch button and modal,
// answered by the local Pagefind index or Algolia, scoped to the version being read with one click to widen, and
// loading nothing of search until the reader focuses, hovers or presses a shortcut.
import React, { useCallback, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { useSearchSettings } from '../../client/useSearchSettings';
import { translate } from '@docusaurus/Translate';
import { versionOfPath } from '@site/src/data/versions';
import { useSearchBackend } from '../../client/useSearchBackend';
import type { VersionScope } from '../../client/versionScope';
import type SearchModalComponent from './SearchModal';
import SearchButton from './SearchButton';
import { useSearchShortcuts } from './useSearchShortcuts';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

/** The button's words, as in @theme/SearchTranslations (whose modal half loads with the modal, not in main.js). */
const searchLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

/** The modal and all it needs (./SearchModal.tsx, with DocSearch's modal CSS), once the reader starts a search. */
let SearchModal: typeof SearchModalComponent | null = null;

/** The landing and not-found pages show a second search box: one shortcut must open one modal, not one per box. */
let openSearchBar: symbol | null = null;

function importSearchModal(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return import('./SearchModal').then((module) => {
    SearchModal = module.default;
  });
}

export default function SearchBar(): ReactNode {
  const settings = useSearchSettings();
  const search = useSearchBackend();
  const { backend, preload } = search;
  const { pathname } = useLocation();
  const readingVersion = versionOfPath(pathname);

  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [scope, setScope] = useState<VersionScope>('all');
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [instance] = useState(() => Symbol('SearchBar'));

  const prepare = useCallback(() => {
    preload();
    void importSearchModal();
  }, [preload]);

  const openModal = useCallback(
    (typed?: string) => {
      if (openSearchBar !== null && openSearchBar !== instance) return;
      openSearchBar = instance;
      setScope(readingVersion?.name ?? 'all');
      setInitialQuery(typed);
      preload();
      void importSearchModal().then(() => setIsOpen(true));
    },
    [preload, readingVersion, instance],
  );

  const closeModal = useCallback(() => {
    if (openSearchBar === instance) openSearchBar = null;
    setIsOpen(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, [instance]);

  const widen = useCallback((query: string) => {
    // The modal's client is scoped once per modal: a new key re-opens it on every version with the same query.
    setInitialQuery(query);
    setScope('all');
  }, []);

  useSearchShortcuts({ isOpen, onOpen: openModal, onClose: closeModal, searchButtonRef });

  return (
    <>
      <Head>
        <html data-search-backend={backend} />
        {/* Lets the browser open the connection to the DocSearch cluster early. */}
        {backend === 'algolia' && (
          <link rel="preconnect" href={`https://${settings.algolia?.appId ?? ''}-dsn.algolia.net`} crossOrigin="anonymous" />
        )}
      </Head>
      <SearchButton
        ref={searchButtonRef}
        label={searchLabel}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={() => openModal()}
      />
      {isOpen && SearchModal && (
        // A new key re-opens the modal on the widened scope.
        <SearchModal key={scope} search={search} scope={scope} initialQuery={initialQuery} onClose={closeModal} onWiden={widen} />
      )}
    </>
  );
}

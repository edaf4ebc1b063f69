// Replaces the theme's results page (it can only query Algolia): every result for `?q=`, page by page, from whichever
// back end is configured, with the same version scope as the modal (`&version=v6`, or a version typed in the query).
import React, { useEffect, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import { useSearchSettings } from '../../client/useSearchSettings';
import { useSearchOutcome } from '../../client/useSearchOutcome';
import { indexNameOf } from '../../settings';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { DOC_VERSIONS } from '@site/src/data/versions';
import HighlightedText from '../../client/HighlightedText';
import { useSearchBackend } from '../../client/useSearchBackend';
import { hitDisplay } from '../../client/hitDisplay';
import { DOCSEARCH_HIT_PARAMETERS } from '../../client/docSearchParameters';
import { SEARCH_MESSAGES } from '../../client/messages';
import { withVersionScope } from '../../client/scopedClient';
import { PAGE_PARAMETER, QUERY_PARAMETER, searchPageUrl, VERSION_PARAMETER } from '../../client/searchPageUrl';
import type { DocSearchHit, SearchResult } from '../../client/types';
import { parseVersionToken, scopeOfParameter, type VersionScope } from '../../client/versionScope';
import styles from './styles.module.css';

/** Per results page: pages of the site (local index, each with its sections) or records (Algolia). */
const RESULTS_PER_PAGE = { local: 10, algolia: 20 } as const;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** The first hits of the local index, before the rest of the page and the count are in. */
  | { status: 'partial'; hits: DocSearchHit[] }
  | { status: 'error' }
  | { status: 'done'; result: SearchResult };

export default function SearchPage(): ReactNode {
  const { search } = useLocation();
  const history = useHistory();
  const settings = useSearchSettings();
  const indexName = indexNameOf(settings);
  const { backend, client, preload } = useSearchBackend();
  const parameters = new URLSearchParams(search);
  const query = parameters.get(QUERY_PARAMETER) ?? '';
  const scope = scopeOfParameter(parameters.get(VERSION_PARAMETER));
  const page = Math.max(0, Number.parseInt(parameters.get(PAGE_PARAMETER) ?? '1', 10) - 1 || 0);
  const searchPagePath = settings.searchPagePath;
  const [typed, setTyped] = useState(query);
  // When the URL's query changes (back button, a new search), the box shows it: adjusted while rendering, as React advises.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setTyped(query);
  }

  // Opening the results page is the intent to search: the index starts loading before the first keystroke.
  useEffect(() => preload(), [preload]);

  // Answers are kept with the request they answer, so a new request reads as loading until its own answer arrives.
  const requestKey = JSON.stringify([backend, indexName, query, scope, page]);
  const [answer, setAnswer] = useState<{ key: string; state: SearchState } | null>(null);
  const outcome = useSearchOutcome(scope);
  useEffect(() => {
    if (query.trim() === '') return undefined;
    let current = true;
    withVersionScope(client, scope)
      .search(
        { requests: [{ indexName: indexName, query, page, hitsPerPage: RESULTS_PER_PAGE[backend], ...DOCSEARCH_HIT_PARAMETERS }] },
        {
          onFirstHits: (hits) => {
            if (current) setAnswer({ key: requestKey, state: { status: 'partial', hits } });
          },
        },
      )
      .then(({ results }) => {
        if (!current || !results[0]) return;
        setAnswer({ key: requestKey, state: { status: 'done', result: results[0] } });
        outcome.answered(query, results[0].hits.length);
      })
      .catch(() => {
        if (current) setAnswer({ key: requestKey, state: { status: 'error' } });
      });
    return () => {
      current = false;
    };
  }, [client, backend, indexName, query, scope, page, requestKey, outcome]);
  const state: SearchState = query.trim() === '' ? { status: 'idle' } : answer?.key === requestKey ? answer.state : { status: 'loading' };

  const go = (nextQuery: string, nextScope: VersionScope, nextPage = 0) =>
    history.replace(searchPageUrl(searchPagePath, nextQuery, nextScope, nextPage));

  const typedVersion = parseVersionToken(query).version;
  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  const result = state.status === 'done' ? state.result : undefined;
  const shownHits = state.status === 'done' ? state.result.hits : state.status === 'partial' ? state.hits : [];

  return (
    <Layout>
      <PageMetadata
        title={title}
        description="Search every version of the Gravity PDF documentation: guides, PHP hooks, API methods, templates and add-ons."
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg" data-testid="search-page">
        <Heading as="h1">{title}</Heading>
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            go(typed, scope);
          }}
        >
          <input
            type="search"
            name={QUERY_PARAMETER}
            className={styles.input}
            aria-label="Search the documentation"
            placeholder="Type your search here"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              go(event.target.value, scope);
            }}
          />
          <label className={styles.versionLabel}>
            <span>Version</span>
            <select value={scope} onChange={(event) => go(query, scopeOfParameter(event.target.value))} name={VERSION_PARAMETER}>
              <option value="all">All versions</option>
              {DOC_VERSIONS.map((version) => (
                <option key={version.name} value={version.name}>
                  {version.label}
                </option>
              ))}
            </select>
          </label>
        </form>
        {typedVersion && <p className={styles.note}>Showing {typedVersion.label} pages only, as the query names that version.</p>}

        {state.status === 'loading' && <p aria-live="polite">Searching…</p>}
        {state.status === 'error' && (
          <div role="alert" className={styles.message}>
            <p className={styles.messageTitle}>{SEARCH_MESSAGES.unavailableTitle}</p>
            <p>{SEARCH_MESSAGES.unavailableHelp}</p>
          </div>
        )}
        {result && result.hits.length === 0 && (
          <p className={styles.message} role="status">
            {SEARCH_MESSAGES.noResults} "<strong>{query}</strong>"
            {scope !== 'all' && (
              <>
                {' '}
                in {scope}. <Link to={searchPageUrl(searchPagePath, query, 'all')}>Search all versions</Link>
              </>
            )}
          </p>
        )}
        {shownHits.length > 0 && (
          <>
            {result ? (
              <p role="status" data-testid="search-count">
                {result.nbHits}{' '}
                {backend === 'local' ? (result.nbHits === 1 ? 'page' : 'pages') : result.nbHits === 1 ? 'result' : 'results'} found, page{' '}
                {result.page + 1} of {result.nbPages}
              </p>
            ) : (
              // The first pages are shown while the rest of the results page loads; the count follows with them.
              <p aria-live="polite">Searching…</p>
            )}
            <ol className={styles.results} data-testid="search-results">
              {shownHits.map((hit) => {
                const display = hitDisplay(hit);
                return (
                  <li
                    key={hit.objectID}
                    className={display.isSection ? styles.section : styles.result}
                    data-version={display.version?.name}
                  >
                    <Link to={hit.url} className={styles.resultTitle} onClick={outcome.opened}>
                      <HighlightedText value={display.title} />
                    </Link>
                    {display.version && <span className={styles.version}>{display.version.label}</span>}
                    {!display.isSection && <div className={styles.breadcrumb}>{hit.hierarchy.lvl0}</div>}
                    {display.snippet && (
                      <p className={styles.snippet}>
                        <HighlightedText value={display.snippet} />
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
            {result && (
              <nav className="pagination-nav" aria-label="Search result pages">
                {result.page > 0 && (
                  <Link
                    className="pagination-nav__link pagination-nav__link--prev"
                    to={searchPageUrl(searchPagePath, query, scope, result.page - 1)}
                  >
                    <div className="pagination-nav__label">Previous results</div>
                  </Link>
                )}
                {result.page + 1 < result.nbPages && (
                  <Link
                    className="pagination-nav__link pagination-nav__link--next"
                    to={searchPageUrl(searchPagePath, query, scope, result.page + 1)}
                  >
                    <div className="pagination-nav__label">More results</div>
                  </Link>
                )}
              </nav>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}

// The search modal: DocSearch's interface (its markup, class names, CSS and wording) rendered by a small component of
// our own. DocSearch 3's prebuilt modal is 28 KB compressed with Algolia's client inside, DocSearch 4's is 110 KB; this
// one is a few KB, which keeps a cold search under its 150 KB budget (README, "Search"). It also shows the local
// index's first pages while the rest load. Fetched when the reader starts a search; SearchBar (index.tsx) renders it.
import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHistory } from '@docusaurus/router';
import { useSearchSettings } from '../../client/useSearchSettings';
import { useSearchOutcome } from '../../client/useSearchOutcome';
import { indexNameOf } from '../../settings';
import translations from '@theme/SearchTranslations';
import { findVersion } from '@site/src/data/versions';
import type { SearchBackendHandle } from '../../client/useSearchBackend';
import { DOCSEARCH_HIT_PARAMETERS } from '../../client/docSearchParameters';
import { groupHits, indexOfSameHit, stepHit } from '../../client/groupHits';
import { SEARCH_MESSAGES } from '../../client/messages';
import { withVersionScope } from '../../client/scopedClient';
import type { DocSearchHit } from '../../client/types';
import { SupersededSearchError } from '../../client/types';
import type { VersionScope } from '../../client/versionScope';
import SearchHit from './SearchHit';
import SearchFooter from './SearchFooter';
import '@docsearch/css/dist/modal.css';

/** Pages (each with its best sections) the modal asks the local index for; Algolia gets DocSearch's 20 records. */
const LOCAL_PAGES_PER_QUERY = 8;
const ALGOLIA_HITS_PER_QUERY = 20;
/** How long a search may run before the magnifier turns into DocSearch's loading indicator. */
const STALLED_AFTER_MS = 300;
const ALGOLIA_LOGO_URL =
  'https://www.algolia.com/ref/docsearch/?utm_source=gravitypdf.com&utm_medium=referral&utm_content=powered_by&utm_campaign=docsearch';

const words = translations.modal;
const text = {
  resetTitle: words?.searchBox?.resetButtonTitle ?? 'Clear the query',
  resetLabel: words?.searchBox?.resetButtonAriaLabel ?? 'Clear the query',
  cancel: words?.searchBox?.cancelButtonText ?? 'Cancel',
  cancelLabel: words?.searchBox?.cancelButtonAriaLabel ?? 'Cancel',
  inputLabel: words?.searchBox?.searchInputLabel ?? 'Search',
  results: 'Search results',
  noRecentSearches: words?.startScreen?.noRecentSearchesText ?? 'No recent searches',
  select: words?.footer?.selectText ?? 'to select',
  selectKey: words?.footer?.selectKeyAriaLabel ?? 'Enter key',
  navigate: words?.footer?.navigateText ?? 'to navigate',
  navigateUpKey: words?.footer?.navigateUpKeyAriaLabel ?? 'Arrow up',
  navigateDownKey: words?.footer?.navigateDownKeyAriaLabel ?? 'Arrow down',
  close: words?.footer?.closeText ?? 'to close',
  closeKey: words?.footer?.closeKeyAriaLabel ?? 'Escape key',
  searchBy: words?.footer?.searchByText ?? 'Search by',
};

/** The keys the modal's footer teaches: each key's glyph and spoken name, then what it does. */
const COMMANDS: { keys: [string, string][]; label: string }[] = [
  { keys: [['↵', text.selectKey]], label: text.select },
  {
    keys: [
      ['↓', text.navigateDownKey],
      ['↑', text.navigateUpKey],
    ],
    label: text.navigate,
  },
  { keys: [['esc', text.closeKey]], label: text.close },
];

/** What the dropdown shows: the hits of the newest answered query (kept on screen while a newer one runs), or a failure. */
/** `partial`: the local index's first pages, on screen while the rest of the answer loads. */
type Answer = { query: string; hits: DocSearchHit[]; partial?: true } | { query: string; failed: true };

const TABBABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export interface Props {
  search: SearchBackendHandle;
  scope: VersionScope;
  initialQuery: string | undefined;
  onClose: () => void;
  /** Search every version with the same query. */
  onWiden: (query: string) => void;
}

export default function SearchModal({ search, scope, initialQuery, onClose, onWiden }: Props): ReactNode {
  const settings = useSearchSettings();
  const indexName = indexNameOf(settings);
  const { backend, client, hitsPerGroup } = search;
  const history = useHistory();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery ?? '');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [stalled, setStalled] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const newestSearch = useRef(0);
  const stallTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const scopedClient = useMemo(() => withVersionScope(client, scope), [client, scope]);
  const scopedVersion = scope === 'all' ? undefined : findVersion(scope);
  const outcome = useSearchOutcome(scope);
  const searchPagePath = settings.searchPagePath;

  const startSearch = useCallback(
    (typed: string) => {
      const searchId = (newestSearch.current += 1);
      const isNewest = () => searchId === newestSearch.current;
      clearTimeout(stallTimer.current);
      if (typed.trim() === '') {
        setAnswer(null);
        setStalled(false);
        return;
      }
      stallTimer.current = setTimeout(() => setStalled(isNewest()), STALLED_AFTER_MS);
      const show = (next: Answer) => {
        setAnswer(next);
        setActiveIndex(0);
      };
      // The full answer to a query whose first hits are on screen keeps the hit the reader has moved to with the arrows.
      let firstHits: DocSearchHit[] | null = null;
      const complete = (hits: DocSearchHit[]) => {
        setAnswer({ query: typed, hits });
        setActiveIndex((index) => (firstHits ? indexOfSameHit(firstHits, hits, hitsPerGroup, index) : 0));
      };
      const hitsPerPage = backend === 'local' ? LOCAL_PAGES_PER_QUERY : ALGOLIA_HITS_PER_QUERY;
      scopedClient
        .search(
          { requests: [{ indexName: indexName, query: typed, hitsPerPage, ...DOCSEARCH_HIT_PARAMETERS }] },
          {
            // Every key starts a search; one overtaken by a newer one skips loading its pages' fragments.
            isSuperseded: () => !isNewest(),
            // The local index's best pages, shown while the rest of the answer loads.
            onFirstHits: (hits) => {
              if (!isNewest()) return;
              show({ query: typed, hits, partial: true });
              firstHits = hits;
              // The reader sees hits now: closing the modal from here is a search with hits not opened.
              outcome.answered(typed, hits.length);
            },
          },
        )
        .then(({ results }) => {
          if (!isNewest()) return;
          complete(results[0]?.hits ?? []);
          outcome.answered(typed, results[0]?.hits.length ?? 0);
        })
        .catch((error: unknown) => {
          if (isNewest() && !(error instanceof SupersededSearchError)) show({ query: typed, failed: true });
        })
        .finally(() => {
          if (!isNewest()) return;
          clearTimeout(stallTimer.current);
          setStalled(false);
        });
    },
    [backend, scopedClient, indexName, outcome, hitsPerGroup],
  );

  useEffect(() => {
    // DocSearch's CSS hides the page's scroll bar while the modal is open and sizes the modal on phones with this unit.
    document.body.classList.add('DocSearch--active');
    document.documentElement.style.setProperty('--docsearch-vh', `${window.innerHeight * 0.01}px`);
    inputRef.current?.focus();
    if (initialQuery) {
      // The caret after the query: the reader may go on typing (a letter typed on the search button opened the modal).
      inputRef.current?.setSelectionRange(initialQuery.length, initialQuery.length);
      // A widened search starts at once with the reader's query; a non-empty query sets state only when answered.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      startSearch(initialQuery);
    }
    return () => {
      document.body.classList.remove('DocSearch--active');
      clearTimeout(stallTimer.current);
      newestSearch.current += 1;
    };
    // Once per modal: a widened search re-opens the modal (SearchBar keys it by scope).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const groups = useMemo(() => (answer && 'hits' in answer ? groupHits(answer.hits, hitsPerGroup) : []), [answer, hitsPerGroup]);
  const shownHits = useMemo(() => groups.flatMap((group) => group.hits.map(({ hit }) => hit)), [groups]);
  const itemId = (index: number) => `${id}-item-${index}`;
  const listId = `${id}-list`;

  useEffect(() => {
    document.getElementById(itemId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // itemId only derives from `id`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, groups]);

  const openHit = (hit: DocSearchHit, inNewTab: boolean) => {
    outcome.opened();
    if (inNewTab) {
      window.open(hit.url, '_blank', 'noopener');
      return;
    }
    onClose();
    history.push(hit.url);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((current) => stepHit(current, event.key === 'ArrowDown' ? 1 : -1, shownHits.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = shownHits[activeIndex];
      if (hit) openHit(hit, event.metaKey || event.ctrlKey);
    }
  };

  // Tab and Shift+Tab cycle through the modal's controls and never reach the page behind it.
  const onContainerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const tabbable = Array.from(containerRef.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? []).filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) return;
    const focused = document.activeElement;
    const leaving = event.shiftKey ? focused === first || !tabbable.includes(focused as HTMLElement) : focused === last;
    if (leaving) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  const trimmed = query.trim();
  const answered = trimmed !== '' ? answer : null;
  const footer = answered && !('failed' in answered) && (
    <SearchFooter
      query={answered.query}
      scopedVersion={scopedVersion}
      searchPagePath={searchPagePath}
      onWiden={(widened) => {
        outcome.handedOver();
        onWiden(widened);
      }}
      onClose={() => {
        // Going on to the full results page: that page reports what it finds.
        outcome.handedOver();
        onClose();
      }}
    />
  );

  let screen: ReactNode;
  if (trimmed === '' || !answered) {
    screen = (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">{trimmed === '' ? text.noRecentSearches : ''}</p>
      </div>
    );
  } else if ('failed' in answered) {
    screen = (
      <div className="DocSearch-ErrorScreen" role="alert">
        <p className="DocSearch-Title">{SEARCH_MESSAGES.unavailableTitle}</p>
        <p className="DocSearch-Help">{SEARCH_MESSAGES.unavailableHelp}</p>
      </div>
    );
  } else if (answered.hits.length === 0) {
    screen = (
      <div className="DocSearch-NoResults" role="status">
        <p className="DocSearch-Title">
          {SEARCH_MESSAGES.noResults} "<strong>{answered.query}</strong>"
        </p>
        <div className="DocSearch-NoResults-Prefill-List">{footer}</div>
      </div>
    );
  } else {
    screen = (
      <>
        <div role="listbox" id={listId} aria-label={text.results}>
          {groups.map((group, groupIndex) => (
            <section
              key={`${groupIndex}-${group.source}`}
              className="DocSearch-Hits"
              role="group"
              aria-labelledby={`${id}-source-${groupIndex}`}
            >
              <div className="DocSearch-Hit-source" id={`${id}-source-${groupIndex}`}>
                {group.source}
              </div>
              <ul role="presentation">
                {group.hits.map(({ hit, index }) => (
                  // The option is the hit's link itself (an option may hold no link), so it stays a link for the mouse.
                  <li
                    key={hit.objectID}
                    className="DocSearch-Hit"
                    role="presentation"
                    data-selected={index === activeIndex || undefined}
                    onMouseMove={() => setActiveIndex(index)}
                    onClick={(event) => {
                      outcome.opened();
                      // A plain click follows the link in this tab: the modal closes; a new-tab click leaves it open.
                      if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) onClose();
                    }}
                  >
                    <SearchHit hit={hit} id={itemId(index)} selected={index === activeIndex} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <section className="DocSearch-HitsFooter">{footer}</section>
      </>
    );
  }

  const activeHit = shownHits[activeIndex];
  const placeholder = scopedVersion ? `Search the ${scopedVersion.label} docs (or type a version: v4 …)` : 'Search all versions';

  return createPortal(
    <div
      ref={containerRef}
      className={`DocSearch DocSearch-Container${stalled ? ' DocSearch-Container--Stalled' : ''}`}
      onKeyDown={onContainerKeyDown}
      onMouseDown={(event) => {
        // A click on the backdrop, outside the modal, closes it.
        if (event.target === containerRef.current) onClose();
      }}
    >
      <div className="DocSearch-Modal" role="dialog" aria-modal="true" aria-label={text.inputLabel}>
        {/* Divs, not <header>/<footer>: inside a dialog those would repeat the page's banner and contentinfo landmarks. */}
        <div className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            role="search"
            onSubmit={(event) => event.preventDefault()}
            onReset={(event) => {
              event.preventDefault();
              setQuery('');
              startSearch('');
              inputRef.current?.focus();
            }}
          >
            <label className="DocSearch-MagnifierLabel" htmlFor={`${id}-input`}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </label>
            <div className="DocSearch-LoadingIndicator" aria-hidden="true">
              <svg width="20" height="20" viewBox="0 0 20 20">
                <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeOpacity=".4" strokeWidth="1.6" />
                <path d="M17 10a7 7 0 0 0-7-7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
                  <animateTransform
                    attributeName="transform"
                    type="rotate"
                    from="0 10 10"
                    to="360 10 10"
                    dur="0.8s"
                    repeatCount="indefinite"
                  />
                </path>
              </svg>
            </div>
            <input
              ref={inputRef}
              id={`${id}-input`}
              className="DocSearch-Input"
              type="search"
              role="combobox"
              aria-label={text.inputLabel}
              aria-autocomplete="list"
              aria-expanded={shownHits.length > 0}
              aria-controls={shownHits.length > 0 ? listId : undefined}
              aria-activedescendant={activeHit ? itemId(activeIndex) : undefined}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              enterKeyHint="go"
              spellCheck={false}
              placeholder={placeholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                startSearch(event.target.value);
              }}
              onKeyDown={onInputKeyDown}
            />
            <button type="reset" className="DocSearch-Reset" title={text.resetTitle} aria-label={text.resetLabel} hidden={query === ''}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M6 6l8 8M14 6l-8 8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </button>
          </form>
          <button type="button" className="DocSearch-Cancel" aria-label={text.cancelLabel} onClick={onClose}>
            {text.cancel}
          </button>
        </div>
        {/* data-answer says whether what is on screen is the whole answer to the query (the relevance evaluation waits for it). */}
        <div
          className="DocSearch-Dropdown"
          data-answer={!answer ? 'none' : 'hits' in answer && answer.partial ? 'partial' : 'complete'}
          data-answer-query={answer?.query}
        >
          <div className="DocSearch-Dropdown-Container">{screen}</div>
        </div>
        <div className="DocSearch-Footer">
          {backend === 'algolia' && (
            <div className="DocSearch-Logo">
              <a href={ALGOLIA_LOGO_URL} target="_blank" rel="noopener noreferrer">
                {text.searchBy} Algolia
              </a>
            </div>
          )}
          <ul className="DocSearch-Commands">
            {COMMANDS.map(({ keys, label }) => (
              <li key={label}>
                {keys.map(([glyph, keyName]) => (
                  <kbd key={glyph} className="DocSearch-Commands-Key" aria-label={keyName}>
                    {glyph}
                  </kbd>
                ))}
                <span className="DocSearch-Label">{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>,
    document.body,
  );
}

// Tells the analytics what readers searched for and did not find: when a search ends (the modal closes, the reader
// leaves the results page) with no results, or with results none of which was opened, one Plausible event is sent
// (src/lib/analytics.ts decides, src/lib/plausible.ts sends only on the docs host in production).
import { useCallback, useEffect, useRef } from 'react';
import { searchOutcomeEvent, type SearchOutcome } from '../../../lib/analytics';
import { trackEvent } from '../../../lib/plausible';

export interface SearchOutcomeReport {
  /** The query now answered, with the number of hits shown. */
  answered: (query: string, hits: number) => void;
  /** The reader opened a hit or went on to the full results (the search succeeded). */
  opened: () => void;
  /** The search continues elsewhere (widened to every version): this one is not reported. */
  handedOver: () => void;
}

export function useSearchOutcome(version: string): SearchOutcomeReport {
  const outcome = useRef<SearchOutcome>({ query: '', hits: null, opened: false, version });
  const currentVersion = useRef(version);
  // The results page changes version without unmounting: an answer carries the version it was searched in.
  useEffect(() => {
    currentVersion.current = version;
  }, [version]);
  const reported = useRef(false);
  useEffect(() => {
    // Sent once, when the search ends: the modal closes or the results page is left.
    const report = () => {
      if (reported.current) return;
      reported.current = true;
      trackEvent(searchOutcomeEvent(outcome.current));
    };
    window.addEventListener('pagehide', report);
    return () => {
      window.removeEventListener('pagehide', report);
      report();
    };
  }, []);
  return {
    answered: useCallback((query: string, hits: number) => {
      outcome.current = { query, hits, opened: false, version: currentVersion.current };
    }, []),
    opened: useCallback(() => {
      outcome.current = { ...outcome.current, opened: true };
    }, []),
    handedOver: useCallback(() => {
      reported.current = true;
    }, []),
  };
}

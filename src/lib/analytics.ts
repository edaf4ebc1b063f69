// Decides whether analytics may run: only in a production build, only on the configured docs host.
export interface AnalyticsSettings {
  /** The host name (and Plausible site name) on which page views are counted. */
  domain: string;
  /** The Plausible event endpoint. */
  endpoint: string;
}

export function shouldLoadAnalytics(settings: AnalyticsSettings, hostname: string, nodeEnv: string | undefined): boolean {
  if (nodeEnv !== 'production') return false;
  if (!settings.domain || !settings.endpoint) return false;
  return hostname.toLowerCase() === settings.domain.toLowerCase();
}

/** Longest query an event carries: enough to read what a reader wanted, not a pasted document. */
export const MAX_EVENT_QUERY_LENGTH = 100;

/**
 * A reader's query as an event may carry it: trimmed, cut to 100 characters, and with anything shaped like an email
 * address or a long number (a phone, an order or a card number) masked, so no personal data reaches the analytics.
 */
export function maskQuery(query: string): string {
  return query
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email]')
    .replace(/\d[\d\s-]{4,}\d/g, (digits) => (digits.replace(/\D/g, '').length >= 6 ? '[number]' : digits))
    .slice(0, MAX_EVENT_QUERY_LENGTH);
}

/** The custom events search sends: what readers looked for and did not find. */
export const SEARCH_EVENTS = {
  noResults: 'Search: no results',
  nothingOpened: 'Search: nothing opened',
} as const;

export interface SearchOutcome {
  query: string;
  /** Hits shown for the query, or null when it was never answered (still loading, failed). */
  hits: number | null;
  /** The reader opened a hit (or the full results page). */
  opened: boolean;
  /** The version searched (`v6`) or `all`. */
  version: string;
}

export interface AnalyticsEvent {
  name: string;
  props: Record<string, string>;
}

/** The event a finished search sends, if any: none for an empty or unanswered query or when a hit was opened. */
export function searchOutcomeEvent(outcome: SearchOutcome): AnalyticsEvent | null {
  const query = maskQuery(outcome.query);
  if (query === '' || outcome.hits === null || outcome.opened) return null;
  return { name: outcome.hits === 0 ? SEARCH_EVENTS.noResults : SEARCH_EVENTS.nothingOpened, props: { query, version: outcome.version } };
}

/** The event a reader's answer to "Was this page helpful?" sends: the page's path, its docs version and the answer. */
export const PAGE_FEEDBACK_EVENT = 'Page feedback';

export function pageFeedbackEvent(page: string, version: string, answer: 'yes' | 'no'): AnalyticsEvent {
  return { name: PAGE_FEEDBACK_EVENT, props: { page, version, answer } };
}

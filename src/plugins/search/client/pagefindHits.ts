// Converts one Pagefind result (a page with its matching sections) into DocSearch hits: the page, then its sections.
import { highlight, plainText, queryWords, sanitizeHighlighted } from './highlight';
import type { PagefindAnchor, PagefindResultData, PagefindSubResult } from './pagefindTypes';
import type { DocSearchHit, Hierarchy, HighlightResult } from './types';

/** Sections listed under a page in the search modal. */
export const SECTIONS_PER_PAGE = 3;

/** The section shown for pages that have none (the landing page). */
export const DEFAULT_SECTION = 'Documentation';

/** Pagefind reports built files (`/v6/users/setup-pdf.html#x`); the site's addresses have no `.html`. */
export function siteUrl(pagefindUrl: string): string {
  const [path = '', anchor] = pagefindUrl.split('#', 2);
  const withoutHtml = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const normalised = withoutHtml.length > 1 ? withoutHtml.replace(/\/$/, '') : withoutHtml || '/';
  return anchor ? `${normalised}#${anchor}` : normalised;
}

function sectionScore(subResult: PagefindSubResult): number {
  const weighted = subResult.weighted_locations ?? [];
  return weighted.length > 0 ? weighted.reduce((sum, location) => sum + location.balanced_score, 0) : subResult.locations.length;
}

/** The h2 a heading sits under, for an h3 (its lvl2); undefined for an h2. */
function parentHeading(anchor: PagefindAnchor, anchors: readonly PagefindAnchor[]): PagefindAnchor | undefined {
  if (anchor.element !== 'h3') return undefined;
  return [...anchors].reverse().find((candidate) => candidate.element === 'h2' && candidate.location < anchor.location);
}

function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

function highlightHierarchy(hierarchy: Hierarchy, words: readonly string[]): Partial<Record<keyof Hierarchy, HighlightResult>> {
  const result: Partial<Record<keyof Hierarchy, HighlightResult>> = {};
  for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const) {
    const text = hierarchy[level];
    if (text) result[level] = highlight(text, words);
  }
  return result;
}

function snippet(excerpt: string, words: readonly string[]): HighlightResult {
  const value = sanitizeHighlighted(excerpt);
  const matchedWords = words.filter((word) => value.toLowerCase().includes(`<mark>${word}`));
  return {
    value,
    matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial',
    matchedWords,
  };
}

function makeHit(
  data: PagefindResultData,
  hierarchy: Hierarchy,
  type: DocSearchHit['type'],
  url: string,
  excerpt: string,
  words: readonly string[],
): DocSearchHit {
  const [urlWithoutAnchor = url, anchor = null] = url.split('#', 2);
  const highlighted = highlightHierarchy(hierarchy, words);
  const content = excerpt ? snippet(excerpt, words) : undefined;
  return {
    objectID: url,
    url,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    type,
    content: content ? plainText(content.value) : null,
    hierarchy,
    ...(data.filters.version ? { version: data.filters.version } : {}),
    _highlightResult: { hierarchy: highlighted, ...(content ? { content } : {}) },
    _snippetResult: { hierarchy: highlighted, ...(content ? { content } : {}) },
  };
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether the words Pagefind matched on the page really answer the query. Pagefind also matches words that are only
 * a short start of a query word (`z` for `zzqxjvk`); a match must share four letters (or the whole query word) with it,
 * which keeps stems (`generat…` for `generated`, `generating`).
 */
export function pageMatchesQuery(data: PagefindResultData, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return false;
  const contentWords = data.content.split(/\s+/);
  const matched = (data.locations ?? []).map((location) => (contentWords[location] ?? '').toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, ''));
  return matched.some((word) =>
    words.some((queryWord) => {
      const shared = commonPrefixLength(word, queryWord);
      return shared >= Math.min(4, queryWord.length) || (queryWord.startsWith(word) && word.length >= 3);
    }),
  );
}

/** The page itself, then up to `sectionsPerPage` of its best-matching sections (each linking to its heading). */
export function hitsOfPage(data: PagefindResultData, query: string, sectionsPerPage = SECTIONS_PER_PAGE): DocSearchHit[] {
  const words = queryWords(query);
  const title = data.meta.title?.trim() || siteUrl(data.url);
  const section = data.meta.section?.trim() || DEFAULT_SECTION;
  const pageUrl = siteUrl(data.url);
  const pageHierarchy = emptyHierarchy(section, title);
  const pageHit = makeHit(data, pageHierarchy, 'lvl1', pageUrl, data.excerpt, words);

  const sections = data.sub_results
    .filter((subResult) => subResult.anchor && subResult.anchor.element !== 'h1' && siteUrl(subResult.url) !== pageUrl)
    .map((subResult, order) => ({ subResult, order, score: sectionScore(subResult) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, sectionsPerPage)
    .map(({ subResult }) => {
      const anchor = subResult.anchor!;
      const parent = parentHeading(anchor, data.anchors);
      const heading = subResult.title.trim();
      const hierarchy: Hierarchy = parent
        ? { ...pageHierarchy, lvl2: (parent.text ?? '').trim() || null, lvl3: heading }
        : { ...pageHierarchy, lvl2: heading };
      const headingMatches = highlight(heading, words).matchLevel !== 'none';
      const type: DocSearchHit['type'] = headingMatches ? (parent ? 'lvl3' : 'lvl2') : 'content';
      return makeHit(data, hierarchy, type, siteUrl(subResult.url), subResult.excerpt, words);
    });
  return [pageHit, ...sections];
}

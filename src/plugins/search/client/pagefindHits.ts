// Converts one page the local search found (Pagefind's stored page with the word positions our ranking matched) into
// DocSearch hits: the page, then its best sections. Snippets are ours (excerpts.ts), from the page's prose.
import { matchedSections, pageSnippet, SECTIONS_PER_PAGE } from './excerpts';
import { highlight, plainText } from './highlight';
import type { PagefindResultData } from './pagefindTypes';
import type { DocSearchHit, Hierarchy, HighlightResult } from './types';

/** The section shown for pages that have none (the landing page). */
export const DEFAULT_SECTION = 'Documentation';

/** Pagefind reports built files (`/v6/users/setup-pdf.html#x`); the site's addresses have no `.html`. */
export function siteUrl(pagefindUrl: string): string {
  const [path = '', anchor] = pagefindUrl.split('#', 2);
  const withoutHtml = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const normalised = withoutHtml.length > 1 ? withoutHtml.replace(/\/$/, '') : withoutHtml || '/';
  return anchor ? `${normalised}#${anchor}` : normalised;
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

function makeHit(
  data: PagefindResultData,
  hierarchy: Hierarchy,
  type: DocSearchHit['type'],
  url: string,
  snippet: string,
  words: readonly string[],
): DocSearchHit {
  const [urlWithoutAnchor = url, anchor = null] = url.split('#', 2);
  const highlighted = highlightHierarchy(hierarchy, words);
  const content = snippet ? highlight(snippet, words) : undefined;
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

/**
 * The page itself, then up to `sectionsPerPage` of its sections holding the most matched positions, each linking to
 * its heading. `highlightWords` are the query's words and the docs terms they stand for.
 */
export function hitsOfPage(
  data: PagefindResultData,
  locations: readonly number[],
  highlightWords: readonly string[],
  sectionsPerPage = SECTIONS_PER_PAGE,
): DocSearchHit[] {
  const title = data.meta.title?.trim() || siteUrl(data.url);
  const section = data.meta.section?.trim() || DEFAULT_SECTION;
  const pageUrl = siteUrl(data.url);
  const pageHierarchy = emptyHierarchy(section, title);
  const pageHit = makeHit(data, pageHierarchy, 'lvl1', pageUrl, pageSnippet(data.content, locations), highlightWords);
  const sections = matchedSections(data.content, data.anchors, locations, sectionsPerPage).map(({ anchor, parent, snippet }) => {
    const heading = (anchor.text ?? '').trim();
    const hierarchy: Hierarchy = parent
      ? { ...pageHierarchy, lvl2: (parent.text ?? '').trim() || null, lvl3: heading }
      : { ...pageHierarchy, lvl2: heading };
    const headingMatches = highlight(heading, highlightWords).matchLevel !== 'none';
    const type: DocSearchHit['type'] = headingMatches ? (parent ? 'lvl3' : 'lvl2') : 'content';
    return makeHit(data, hierarchy, type, `${pageUrl}#${anchor.id}`, snippet, highlightWords);
  });
  return [pageHit, ...sections];
}

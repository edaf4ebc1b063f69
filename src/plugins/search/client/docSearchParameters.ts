// The query parameters DocSearch's own modal sends Algolia with every search, so an index the DocSearch crawler built
// answers our modal and results page with the same fields, snippets and <mark> highlights.
import type { SearchRequest } from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export const DOCSEARCH_HIT_PARAMETERS = {
  attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
  attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:10`), 'content:10'],
  snippetEllipsisText: '…',
  // HighlightedText renders only these tags, as <mark>; any other markup in a hit stays text.
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
} as const satisfies Partial<SearchRequest>;

// The query parameters DocSearch's own modal sends Algolia with every search, so an index the DocSearch crawler built
// answers our modal and results page with the same fields, snippets and <mark> highlights; and those that make Algolia
// search as the local index does (most words when not all match, one typo in words of five letters or more, common
// words that decide nothing). Readers' synonyms are index settings in Algolia: `npm run search:records` writes them.
import type { SearchRequest } from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export const DOCSEARCH_HIT_PARAMETERS = {
  attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
  attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:10`), 'content:10'],
  snippetEllipsisText: '…',
  // HighlightedText renders only these tags, as <mark>; any other markup in a hit stays text.
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  // When no record has every word, Algolia drops words until some match: "most words, not all words".
  removeWordsIfNoResults: 'allOptional',
  typoTolerance: true,
  minWordSizefor1Typo: 5,
  // One slip, never two (our local index corrects one letter only).
  minWordSizefor2Typos: 100,
  ignorePlurals: true,
  removeStopWords: true,
  queryLanguages: ['en'],
} as const satisfies Partial<SearchRequest>;

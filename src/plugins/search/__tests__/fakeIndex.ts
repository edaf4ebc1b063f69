// A small in-memory stand-in for the local index (Pagefind and our index step's files), for the client's unit tests:
// unquoted terms match words that start with them, quoted ones whole words only; a page's score is its matches (its
// title's counting five), and filters read each page's version and kind.
import type { LocalIndex } from '../client/localSearchClient';
import type { PagefindApi, PagefindFilters, PagefindResultData } from '../client/pagefindTypes';
import type { PageKinds, PageTitles, VocabularyShard } from '../client/searchWords';
import { vocabularyShardOf, wordsOf } from '../client/searchWords';
import type { SynonymsFile } from '../client/synonyms';

export interface FakePage {
  url: string;
  title: string;
  text: string;
  version?: string;
  kind?: 'guide' | 'reference' | 'other';
}

export interface FakeIndexLog {
  searches: { term: string; filters: PagefindFilters }[];
  fragments: number;
  shards: string[];
}

function allowed(page: FakePage, filters: PagefindFilters): boolean {
  return Object.entries(filters).every(([facet, wanted]) => {
    const values = typeof wanted === 'string' ? [wanted] : Array.isArray(wanted) ? wanted : 'any' in wanted ? wanted.any : wanted.all;
    const value = facet === 'version' ? (page.version ?? 'current') : facet === 'kind' ? (page.kind ?? 'other') : undefined;
    return value !== undefined && values.includes(value);
  });
}

export function fakeIndex(
  pages: readonly FakePage[],
  synonyms: SynonymsFile = { minorWords: [], entries: [] },
  common: string[] = [],
): { index: LocalIndex; log: FakeIndexLog } {
  const log: FakeIndexLog = { searches: [], fragments: 0, shards: [] };
  const id = (position: number) => `p${position}`;
  const pagefind: PagefindApi = {
    options: async () => undefined,
    init: async () => undefined,
    filters: async () => ({}),
    search: async (term, options) => {
      const filters = options?.filters ?? {};
      log.searches.push({ term: term ?? '', filters });
      const quoted = /^".*"$/.test(term ?? '');
      const wanted = (term ?? '').replace(/"/g, '');
      const results = pages.flatMap((page, position) => {
        if (!allowed(page, filters)) return [];
        const words = page.text.split(/\s+/);
        const locations = words
          .map((word, location) => ({ word: wordsOf(word)[0] ?? '', location }))
          .filter(({ word }) => (quoted ? word === wanted : word.startsWith(wanted)))
          .map(({ location }) => location);
        const inTitle = wordsOf(page.title).some((word) => (quoted ? word === wanted : word.startsWith(wanted)));
        if (locations.length === 0 && !inTitle) return [];
        const data = async (): Promise<PagefindResultData> => {
          log.fragments += 1;
          return {
            url: `${page.url}.html`,
            content: page.text,
            excerpt: '',
            word_count: words.length,
            meta: { title: page.title },
            filters: { version: [page.version ?? 'current'] },
            anchors: [],
            sub_results: [],
          };
        };
        return [{ id: id(position), score: locations.length + (inTitle ? 5 : 0), words: locations, data }];
      });
      return { results: results.sort((a, b) => b.score - a.score), unfilteredResultCount: results.length };
    },
  };
  const vocabulary = new Map<string, VocabularyShard>();
  for (const word of new Set(pages.flatMap((page) => wordsOf(`${page.title} ${page.text}`)))) {
    const key = vocabularyShardOf(word);
    if (!vocabulary.has(key)) vocabulary.set(key, []);
    vocabulary.get(key)!.push([word, pages.filter((page) => wordsOf(`${page.title} ${page.text}`).includes(word)).length]);
  }
  const kinds: Record<string, PageKinds> = {};
  const titles: Record<string, PageTitles> = {};
  pages.forEach((page, position) => {
    const facet = page.version ?? 'current';
    (titles[facet] ??= {})[id(position)] = page.title;
    if (page.kind && page.kind !== 'other') ((kinds[facet] ??= {})[page.kind] ??= []).push(id(position));
  });
  const index: LocalIndex = {
    pagefind,
    words: { common, shards: [...vocabulary.keys()], pageFacets: Object.keys(titles) },
    shard: async (key) => {
      log.shards.push(key);
      return vocabulary.get(key) ?? [];
    },
    pageKinds: async (facet) => kinds[facet] ?? {},
    pageTitles: async (facet) => titles[facet] ?? {},
    synonyms,
  };
  return { index, log };
}

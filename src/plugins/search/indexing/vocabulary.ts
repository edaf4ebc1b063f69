// The words of the whole index, for the query side: which words are so common they never decide a search, and the
// vocabulary (by first character) that typo tolerance and half-typed words are checked against.
import { vocabularyShardOf, wordsOf, type SearchWordsFile, type VocabularyShard } from '../client/searchWords';

/** A word on at least this share of the indexed pages is common ("gravity", "pdf", "the"…). */
export const COMMON_WORD_SHARE = 0.6;
/** Words shorter than this are never typo candidates nor half-typed words worth listing. */
const MIN_VOCABULARY_WORD_LENGTH = 2;

export interface Vocabulary {
  pages: number;
  /** Word → number of pages it is on. */
  pagesWithWord: Map<string, number>;
}

export function buildVocabulary(pageWords: Iterable<readonly string[]>): Vocabulary {
  const pagesWithWord = new Map<string, number>();
  let pages = 0;
  for (const words of pageWords) {
    pages += 1;
    for (const word of new Set(words)) pagesWithWord.set(word, (pagesWithWord.get(word) ?? 0) + 1);
  }
  return { pages, pagesWithWord };
}

export function commonWords(vocabulary: Vocabulary, share = COMMON_WORD_SHARE): string[] {
  return [...vocabulary.pagesWithWord]
    .filter(([, pages]) => pages >= vocabulary.pages * share)
    .map(([word]) => word)
    .sort();
}

/** The vocabulary split by first character, each shard sorted by word. */
export function vocabularyShards(vocabulary: Vocabulary): Map<string, VocabularyShard> {
  const shards = new Map<string, VocabularyShard>();
  for (const [word, pages] of [...vocabulary.pagesWithWord].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (word.length < MIN_VOCABULARY_WORD_LENGTH || /^\d+$/.test(word)) continue;
    const key = vocabularyShardOf(word);
    if (!shards.has(key)) shards.set(key, []);
    shards.get(key)!.push([word, pages]);
  }
  return shards;
}

export function searchWordsFile(
  vocabulary: Vocabulary,
  shards: ReadonlyMap<string, VocabularyShard>,
  pageFacets: readonly string[],
): SearchWordsFile {
  return { common: commonWords(vocabulary), shards: [...shards.keys()].sort(), pageFacets: [...pageFacets] };
}

export { wordsOf };

// What a query asks for: its words, which of them decide the results (common words never decide on their own), whether
// it looks like code, and the extra words to highlight (the docs terms of readers' words it uses).
import { docsWordsForQuery, type SynonymEntry } from './synonyms';
import { looksLikeCode, wordsOf } from './searchWords';

export interface QueryPlan {
  /** Every word of the query, in order, once. */
  words: string[];
  /** The words each page is counted against: the query's uncommon words, or all of them when every word is common. */
  deciding: string[];
  codeLike: boolean;
  /** Query words and the docs terms they stand for, longest first, for highlighting. */
  highlight: string[];
}

export function planQuery(query: string, common: ReadonlySet<string>, synonyms: readonly SynonymEntry[]): QueryPlan {
  const words = [...new Set(wordsOf(query))];
  // One-letter words ("a", "i") and common words ("the", "pdf", "gravity") only decide when nothing else can.
  const uncommon = words.filter((word) => word.length > 1 && !common.has(word));
  const deciding = uncommon.length > 0 ? uncommon : words;
  const highlight = [...new Set([...words, ...docsWordsForQuery(words, synonyms)])].sort((a, b) => b.length - a.length);
  return { words, deciding, codeLike: looksLikeCode(query), highlight };
}

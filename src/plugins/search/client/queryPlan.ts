// What a query asks for: its words, which of them decide the results (common words never decide on their own), whether
// it looks like code, and the extra words to highlight (the docs terms of readers' words it uses).
import type { SearchKind } from './indexAttributes';
import { docsWordsForQuery, type SynonymEntry } from './synonyms';
import { holdsName, looksLikeCode, wordsOf } from './searchWords';

/**
 * Words with which a reader says they are writing code, not using the settings: a query holding one favours the
 * reference pages (hooks, API methods) as a code-like query does. Only words with no other sense in these docs:
 * "filter" and "action" also name form features, "code" also names barcodes and QR codes, and "php" is as often the
 * server's version or a file name in an error message.
 */
export const DEVELOPER_WORDS: ReadonlySet<string> = new Set(['hook', 'hooks', 'programmatically', 'api', 'function', 'snippet']);

export interface QueryPlan {
  /** Every word of the query, in order, once. */
  words: string[];
  /** The words each page is counted against: the query's uncommon words, or all of them when every word is common. */
  deciding: string[];
  codeLike: boolean;
  /** The kind of page the query favours: reference for code or a developer's words, guides otherwise. */
  favouredKind: SearchKind;
  /** The names the query holds (words joined by underscores: hooks, methods), which a page's title may equal. */
  names: string[];
  /** Query words and the docs terms they stand for, longest first, for highlighting. */
  highlight: string[];
}

/**
 * @param common the index's common words and the reviewed minor words: neither decides while another word can
 */
export function planQuery(query: string, common: ReadonlySet<string>, synonyms: readonly SynonymEntry[]): QueryPlan {
  const words = [...new Set(wordsOf(query))];
  // One-letter words ("a", "i") and common words ("the", "pdf", "gravity") only decide when nothing else can.
  const uncommon = words.filter((word) => word.length > 1 && !common.has(word));
  const deciding = uncommon.length > 0 ? uncommon : words;
  const highlight = [...new Set([...words, ...docsWordsForQuery(words, synonyms)])].sort((a, b) => b.length - a.length);
  const codeLike = looksLikeCode(query);
  const favouredKind = codeLike || words.some((word) => DEVELOPER_WORDS.has(word)) ? 'reference' : 'guide';
  const names = words.filter(holdsName);
  return { words, deciding, codeLike, favouredKind, names, highlight };
}

export interface JoinedName {
  /** The query words it joins, in order. */
  words: string[];
  /** The indexed word they may spell. */
  name: string;
}

/**
 * Neighbouring query words that may be one indexed word a reader typed apart: a hook or method name joined by
 * underscores (`get entry pdfs` → `get_entry_pdfs`; three or four words, or two when the query looks like code, since
 * `entry id` is more often the idea than the array key `entry_id`), and two words written as one (`file name` →
 * `filename`, `page break` → `pagebreak`).
 */
export function joinedNames(words: readonly string[], codeLike: boolean, longest = 4): JoinedName[] {
  const joined: JoinedName[] = [];
  const shortest = codeLike ? 2 : 3;
  for (let length = Math.min(longest, words.length); length >= 2; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const run = words.slice(start, start + length);
      if (length >= shortest) joined.push({ words: run, name: run.join('_') });
      if (length === 2) joined.push({ words: run, name: run.join('') });
    }
  }
  return joined;
}

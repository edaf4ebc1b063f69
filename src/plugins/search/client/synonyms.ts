// Readers' words for what our pages call something else, from one reviewed file (../vocabulary/synonyms.json). The
// index step adds an entry's reader words to every page that uses one of its docs terms (so "protect" finds the page
// about passwords); the query side highlights the docs terms when a reader word is searched.
import { wordsOf } from './searchWords';

export interface SynonymEntry {
  /** Words readers type (single words; the index step adds them to pages). */
  readers: readonly string[];
  /** Words or phrases our pages use for the same thing. */
  docs: readonly string[];
  /** Where readers were seen using the reader words (an issue or thread), for the reviewer. */
  seen?: string;
}

export interface SynonymsFile {
  /** Words that carry no topic ("how", "too", "cannot"): like the index's common words, they never decide a search. */
  minorWords: readonly string[];
  entries: readonly SynonymEntry[];
}

/** A docs term as a run of words, so "white screen" matches across punctuation and line breaks. */
function termWords(term: string): string[] {
  return wordsOf(term);
}

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  outer: for (let start = 0; start + run.length <= words.length; start++) {
    for (let offset = 0; offset < run.length; offset++) if (words[start + offset] !== run[offset]) continue outer;
    return true;
  }
  return false;
}

/** The reader words to add to a page whose words are `pageWords`: those of every entry with a docs term on the page. */
export function readerWordsForPage(pageWords: readonly string[], entries: readonly SynonymEntry[]): string[] {
  const present = new Set(pageWords);
  const added = new Set<string>();
  for (const entry of entries) {
    if (!entry.docs.some((term) => containsRun(pageWords, termWords(term)))) continue;
    for (const reader of entry.readers) for (const word of wordsOf(reader)) if (!present.has(word)) added.add(word);
  }
  return [...added].sort();
}

/** The docs words a query's reader words stand for, to highlight in titles and snippets. */
export function docsWordsForQuery(queryWords: readonly string[], entries: readonly SynonymEntry[]): string[] {
  const words = new Set<string>();
  for (const entry of entries) {
    if (!entry.readers.some((reader) => wordsOf(reader).some((word) => queryWords.includes(word)))) continue;
    for (const term of entry.docs) for (const word of termWords(term)) if (!queryWords.includes(word)) words.add(word);
  }
  return [...words];
}

/** Problems a reviewer must fix in the file: each found names the entry. */
export function synonymsProblems(file: SynonymsFile): string[] {
  const problems: string[] = [];
  for (const word of file.minorWords) {
    if (wordsOf(word).length !== 1 || word !== word.toLowerCase()) problems.push(`minor word "${word}" must be one lower-case word`);
  }
  file.entries.forEach((entry, index) => {
    const name = `entry ${index + 1} (${entry.readers.join(', ')})`;
    if (entry.readers.length === 0 || entry.docs.length === 0) problems.push(`${name}: needs reader words and docs terms`);
    for (const reader of entry.readers) {
      if (wordsOf(reader).length !== 1) problems.push(`${name}: reader word "${reader}" must be one word`);
      if (reader !== reader.toLowerCase()) problems.push(`${name}: write "${reader}" in lower case`);
    }
    for (const term of entry.docs)
      if (entry.readers.includes(term)) problems.push(`${name}: "${term}" is both a reader word and a docs term`);
  });
  return problems;
}

/** An Algolia synonym record (an index setting there): a reader word searched also finds the docs terms. */
export interface AlgoliaSynonym {
  objectID: string;
  type: 'oneWaySynonym';
  input: string;
  synonyms: string[];
}

/** The reviewed file as Algolia synonyms, for an index the DocSearch crawler builds (`npm run search:records`). */
export function algoliaSynonyms(file: SynonymsFile): AlgoliaSynonym[] {
  return file.entries.flatMap((entry) =>
    entry.readers.map((reader) => ({
      objectID: `reader-${reader}`,
      type: 'oneWaySynonym' as const,
      input: reader,
      synonyms: [...entry.docs],
    })),
  );
}

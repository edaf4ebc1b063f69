// Words as our search sees them, the same in the index step and in the browser: runs of letters, digits and
// underscores, lower-cased (so hook names such as `gfpdf_pdf_filename` stay whole), and version numbers with their dots
// (`6.12.1`, `2.0`), as Pagefind indexes them.

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+(?:\.\p{N}+)*/gu) ?? [];
}

/** A name written with underscores (a hook, a function, an array key): letters or digits either side of one. */
export function holdsName(text: string): boolean {
  return /[\p{L}\p{N}]_[\p{L}\p{N}]/u.test(text);
}

/** A query that looks like code (a hook or function name, a variable, a method): reference pages answer it first. */
export function looksLikeCode(query: string): boolean {
  return holdsName(query) || /\bgfpdf|gpdfapi|\(\s*\)|\$[\p{L}_]|::|->/iu.test(query);
}

/** The vocabulary file a word is listed in: by its first character (letters a–z and digits; anything else `_`). */
export function vocabularyShardOf(word: string): string {
  const first = word.charAt(0);
  return /^[a-z0-9]$/.test(first) ? first : '_';
}

/** What the index step writes beside Pagefind's bundle for the query side (`search-words.json`). */
export interface SearchWordsFile {
  /** Words on so many pages that they never decide a search on their own ("gravity", "pdf", "form"…). */
  common: string[];
  /** Vocabulary shards that exist, by key (see vocabularyShardOf): `vocabulary/<key>.json`. */
  shards: string[];
  /** `version` facets with page facts files: `pages/<facet>.kinds.json` and `pages/<facet>.titles.json`. */
  pageFacets: string[];
}

/** The pages of each search kind but `other`, by Pagefind page id (one file per `version` facet). */
export type PageKinds = Partial<Record<string, string[]>>;
/** Each page's title by Pagefind page id (one file per `version` facet), loaded for queries of two words or more. */
export type PageTitles = Record<string, string>;

/** A vocabulary shard: every indexed word with that first character, and how many pages have it. */
export type VocabularyShard = [word: string, pages: number][];

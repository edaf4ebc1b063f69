// How much wording two pages share: the share of 8-word sequences (shingles) of the smaller page that the other also has.
import { proseOf } from './contentCheck';

export const SHINGLE_WORDS = 8;

/** The words a reader reads, lower-cased: front matter, code blocks, markup and link targets left out. */
export function readerWords(body: string): string[] {
  const text = proseOf(body)
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^:::.*$/gm, ' ');
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? [];
}

export function shingles(words: readonly string[], size = SHINGLE_WORDS): Set<string> {
  const result = new Set<string>();
  for (let start = 0; start + size <= words.length; start++) result.add(words.slice(start, start + size).join(' '));
  return result;
}

/** Shared shingles over the smaller page's shingles: 1 when one page's wording is all inside the other. */
export function sharedWording(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared += 1;
  return shared / small.size;
}

export interface SimilarPair {
  a: string;
  b: string;
  shared: number;
}

/** Every pair of pages, most similar first. */
export function similarPairs(pages: ReadonlyMap<string, string>): SimilarPair[] {
  const sets = [...pages].map(([name, body]) => ({ name, set: shingles(readerWords(body)) }));
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      pairs.push({ a: sets[i]!.name, b: sets[j]!.name, shared: sharedWording(sets[i]!.set, sets[j]!.set) });
    }
  }
  return pairs.sort((x, y) => y.shared - x.shared || x.a.localeCompare(y.a));
}

// Typo tolerance for one slip (a letter wrong, missing, extra, or two swapped) in words of five letters or more.

export const MIN_TYPO_WORD_LENGTH = 5;

/** True when `a` becomes `b` with at most one edit (substitution, insertion, deletion or adjacent transposition). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthDifference = a.length - b.length;
  if (Math.abs(lengthDifference) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (lengthDifference === 0) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    // Two neighbours swapped.
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  }
  // One letter more in the longer word.
  const [longer, shorter] = lengthDifference > 0 ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/**
 * The indexed word a slipped query word most likely meant: within one edit, on the most pages (then alphabetical).
 * Undefined for short words, whose one-letter neighbours are too often other real words.
 */
export function correctTypo(word: string, vocabulary: Iterable<readonly [string, number]>): string | undefined {
  if (word.length < MIN_TYPO_WORD_LENGTH) return undefined;
  let best: readonly [string, number] | undefined;
  for (const entry of vocabulary) {
    const [candidate, pages] = entry;
    if (candidate === word || candidate.length < MIN_TYPO_WORD_LENGTH - 1 || !withinOneEdit(word, candidate)) continue;
    if (!best || pages > best[1] || (pages === best[1] && candidate < best[0])) best = entry;
  }
  return best?.[0];
}

/** The shards a slipped word's intended word can be in: its own first character, and the second's (first letters swapped or one too many). */
export function typoShardWords(word: string): string[] {
  return [...new Set([word.charAt(0), word.charAt(1)].filter(Boolean))];
}

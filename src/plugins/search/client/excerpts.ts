// Snippets from a page's own text around the words a search matched, for the page and for its best sections. The
// text holds prose only (programs are left out of the index), so snippets never quote code.
import type { PagefindAnchor } from './pagefindTypes';

/** Words in a snippet. */
export const SNIPPET_WORDS = 24;
/** Sections listed under a page. */
export const SECTIONS_PER_PAGE = 3;

/** Pagefind's word positions count words split on white space. */
export function contentWords(content: string): string[] {
  return content.split(/[\r\n\s]+/g);
}

/** The window of `size` words in [from, to) holding the most matched positions (the earliest such window). */
export function bestWindow(locations: readonly number[], from: number, to: number, size = SNIPPET_WORDS): number {
  const inRange = locations.filter((location) => location >= from && location < to);
  if (inRange.length === 0) return from;
  let bestStart = Math.max(from, inRange[0]! - 2);
  let bestCount = 0;
  for (const location of inRange) {
    // Start a little before the first match, so it reads in context.
    const start = Math.max(from, Math.min(location - 2, to - size));
    const count = inRange.filter((other) => other >= start && other < start + size).length;
    if (count > bestCount) {
      bestCount = count;
      bestStart = start;
    }
  }
  return bestStart;
}

export function snippetText(words: readonly string[], start: number, to: number, size = SNIPPET_WORDS): string {
  const end = Math.min(to, start + size);
  const text = words.slice(start, end).join(' ');
  return `${start > 0 ? '… ' : ''}${text}${end < words.length ? ' …' : ''}`;
}

export interface MatchedSection {
  anchor: PagefindAnchor;
  /** The h2 above an h3, for its hierarchy. */
  parent: PagefindAnchor | undefined;
  snippet: string;
  matches: number;
}

/** Sections (h2 and h3 with an id) holding matched positions, best first, each with its own snippet. */
export function matchedSections(
  content: string,
  anchors: readonly PagefindAnchor[],
  locations: readonly number[],
  limit = SECTIONS_PER_PAGE,
): MatchedSection[] {
  const words = contentWords(content);
  const headings = anchors.filter((anchor) => (anchor.element === 'h2' || anchor.element === 'h3') && anchor.id);
  return headings
    .map((anchor, index) => {
      const to = headings[index + 1]?.location ?? words.length;
      const matches = locations.filter((location) => location >= anchor.location && location < to).length;
      const parent =
        anchor.element === 'h3' ? [...headings.slice(0, index)].reverse().find((candidate) => candidate.element === 'h2') : undefined;
      return { anchor, parent, matches, order: index, to };
    })
    .filter((section) => section.matches > 0)
    .sort((a, b) => b.matches - a.matches || a.order - b.order)
    .slice(0, limit)
    .map(({ anchor, parent, matches, to }) => {
      // The heading's own words start the section; the snippet is the text below it.
      const textStart = Math.min(to, anchor.location + contentWords(anchor.text ?? '').length);
      const start = bestWindow(locations, textStart, to);
      return { anchor, parent, matches, snippet: snippetText(words, start, to) };
    });
}

/** The page's snippet: around its matches, or its opening words (the page's description) when only metadata matched. */
export function pageSnippet(content: string, locations: readonly number[]): string {
  const words = contentWords(content);
  return snippetText(words, bestWindow(locations, 0, words.length), words.length);
}

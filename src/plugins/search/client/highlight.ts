// Turns text into the escaped `<mark>` strings of a DocSearch hit, and such strings back into text parts for React.
// Nothing from a query or a page is ever passed on as markup: text is escaped, and only our own <mark> tags survive.
import { decodeEntities } from '../../../lib/htmlEntities';
import type { HighlightResult } from './types';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** Words of a query as the index sees them: letters, digits and underscores, lower-cased, longest first. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

export interface TextPart {
  text: string;
  marked: boolean;
}

/** Marks each word of `text` that starts with a query word (the index matches prefixes too). */
export function markWords(text: string, words: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  if (words.length > 0) {
    for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
      const word = match[0].toLowerCase();
      const start = match.index;
      // A query word matches a whole word, a prefix, or a part between underscores (`pdf` in `gfpdf_pdf_filename`).
      const hit = words.some(
        (queryWord) => word.startsWith(queryWord) || word.split('_').some((piece) => piece.startsWith(queryWord) && piece.length > 0),
      );
      if (!hit) continue;
      if (start > last) parts.push({ text: text.slice(last, start), marked: false });
      parts.push({ text: match[0], marked: true });
      last = start + match[0].length;
    }
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}

export function partsToHtml(parts: readonly TextPart[]): string {
  return parts.map((part) => (part.marked ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text))).join('');
}

/** A DocSearch highlight result for plain text. */
export function highlight(text: string, words: readonly string[]): HighlightResult {
  const parts = markWords(text, words);
  const matched = parts.filter((part) => part.marked).map((part) => part.text.toLowerCase());
  const matchedWords = words.filter((word) => matched.some((text) => text.includes(word)));
  return {
    value: partsToHtml(parts),
    matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial',
    matchedWords,
  };
}

/**
 * Reads a highlighted string (ours, Pagefind's excerpt or Algolia's) as text parts: `<mark>` and `</mark>` delimit
 * matches, entities are decoded, and any other tag is kept as literal text, so rendering the parts can never run markup.
 */
export function markedParts(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let marked = false;
  for (const piece of value.split(/(<mark>|<\/mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') marked = true;
    else if (tag === '</mark>') marked = false;
    else if (piece !== '') parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}

/** Re-escapes a highlighted string from elsewhere (a Pagefind excerpt) so that only `<mark>` remains as markup. */
export function sanitizeHighlighted(value: string): string {
  return partsToHtml(markedParts(value));
}

export function plainText(value: string): string {
  return markedParts(value)
    .map((part) => part.text)
    .join('');
}

// Reads a built page as the index step needs it: the text of its indexed part, the identifiers in its code blocks
// (which Pagefind leaves out of the page's text, see pagefindConfig.ts), its keywords, and a place to add metadata.
import { decodeEntities } from '../../../lib/htmlEntities';
import { wordsOf } from '../client/searchWords';
import { elementHtml } from '../../../lib/htmlSlices';

/** Code blocks whose text is a program, not a message a reader may paste (```text blocks stay in the page's text). */
const PROGRAM_BLOCK = /<pre\b[^>]*\blanguage-(?!text\b)[\w-]+[^>]*>([\s\S]*?)<\/pre>/gi;
const ANY_BLOCK = /<pre\b[\s\S]*?<\/pre>/gi;
const BODY_START = /<[a-z]+\b[^>]*\bdata-pagefind-body\b[^>]*>/i;

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export interface IndexedPageText {
  /** Prose and message blocks, as Pagefind indexes them (programs left out). */
  prose: string;
  /** Names in program blocks a developer may search for: hooks, functions, classes, variables. */
  codeIdentifiers: string[];
  /** The front matter keywords the page carries as search metadata. */
  keywords: string[];
}

/** Undefined for pages outside the index (no data-pagefind-body). */
export function readIndexedPage(html: string): IndexedPageText | undefined {
  const body = elementHtml(html, BODY_START);
  if (body === undefined) return undefined;
  const identifiers = new Set<string>();
  for (const block of body.matchAll(PROGRAM_BLOCK)) {
    for (const word of wordsOf(textOf(block[1] ?? ''))) {
      // Names with an underscore (hooks, functions, variables such as $form_data), not syntax or prose in comments.
      if (word.includes('_') && word.replace(/_/g, '').length >= 3) identifiers.add(word);
    }
  }
  const keywords = /data-pagefind-meta="?keywords:([^">]*)"?/i.exec(body)?.[1] ?? '';
  return {
    prose: textOf(body.replace(PROGRAM_BLOCK, ' ').replace(ANY_BLOCK, (block) => ` ${textOf(block)} `)),
    codeIdentifiers: [...identifiers].sort(),
    keywords: wordsOf(decodeEntities(keywords)),
  };
}

/** Pagefind reads `key:value` and splits pairs on commas, so values lose theirs. */
function metaValue(text: string): string {
  return text
    .replace(/[,"<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cells and items written without white space between them would run together as one word in the index. */
function spacedCells(html: string): string {
  return html.replace(/<\/(td|th|li|dt|dd|h[1-6])>/gi, ' $&');
}

/**
 * The page as it is indexed: search metadata added inside its indexed part (searchable, stored with the page, never
 * shown), and a space closing each table cell and list item.
 */
export function pageForIndex(html: string, meta: Readonly<Record<string, string>>): string {
  const start = BODY_START.exec(html);
  const entries = Object.entries(meta).filter(([, value]) => metaValue(value) !== '');
  if (!start || entries.length === 0) return spacedCells(html);
  const spans = entries.map(([key, value]) => `<span data-pagefind-meta="${key}:${metaValue(value)}"></span>`).join('');
  const at = start.index + start[0].length;
  return spacedCells(html.slice(0, at) + spans + html.slice(at));
}

// What a search hit shows, from either back end: title (the heading it lands on, or the page), page, snippet and version.
import { escapeHtml } from './highlight';
import { versionOfPath } from '../../../data/versions';
import type { DocVersion } from '../../../data/versions';

const LEVELS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1', 'lvl0'] as const;

/** Between a section hit's page and heading: `gfpdf_pdf_filename › Usage`. */
export const SECTION_TITLE_SEPARATOR = ' › ';

/** The fields of a DocSearch hit that the display reads (stored and live hits both have them). */
export interface DisplayableHit {
  url: string;
  type: string;
  content: string | null;
  hierarchy: { [level in (typeof LEVELS)[number]]?: string | null };
  _highlightResult?: unknown;
  _snippetResult?: unknown;
}

export interface HitDisplay {
  /** Highlighted strings (escaped text and <mark> only). A section's title names its page first: `Page › Heading`. */
  title: string;
  /** The section's heading alone, for a section hit. */
  heading: string | null;
  snippet: string | null;
  /** True when the hit lands on a heading inside the page. */
  isSection: boolean;
  version: DocVersion | undefined;
}

function valueAt(source: unknown, path: readonly string[]): string | undefined {
  let current: unknown = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : undefined;
}

/** The highlighted value of a hierarchy level or the content, else the plain text escaped. */
function highlighted(hit: DisplayableHit, path: readonly string[], plain: string | null | undefined): string | null {
  const fromSnippet = valueAt(hit._snippetResult, [...path, 'value']);
  const fromHighlight = valueAt(hit._highlightResult, [...path, 'value']);
  const value = fromSnippet ?? fromHighlight;
  if (value !== undefined) return value;
  return plain ? escapeHtml(plain) : null;
}

export function pathOfUrl(url: string): string {
  try {
    return new URL(url, 'https://docs.invalid').pathname;
  } catch {
    return url;
  }
}

export function hitDisplay(hit: DisplayableHit): HitDisplay {
  const deepest = LEVELS.find((level) => level !== 'lvl0' && level !== 'lvl1' && hit.hierarchy[level]);
  const isSection = deepest !== undefined && hit.url.includes('#');
  const heading = isSection ? highlighted(hit, ['hierarchy', deepest], hit.hierarchy[deepest]) : null;
  const page = highlighted(hit, ['hierarchy', 'lvl1'], hit.hierarchy.lvl1);
  const snippet = highlighted(hit, ['content'], hit.content);
  // A heading alone ("Usage", "Notes") says nothing: a section hit reads as its page and heading.
  const title = isSection ? [page, heading].filter(Boolean).join(SECTION_TITLE_SEPARATOR) : page;
  return {
    title: title || escapeHtml(hit.url),
    heading,
    snippet,
    isSection,
    version: versionOfPath(pathOfUrl(hit.url)),
  };
}

// The one reader of a Markdown file's front matter outside Docusaurus (which parses it itself at build time): the
// content check, the reference pages' lookup, the release notes, the known-issues check, reports and tests all read it
// here, with the same YAML parser Docusaurus uses (js-yaml).
import { load as parseYaml } from 'js-yaml';

/** A Markdown file split into its front matter and its body. */
export interface ParsedPage {
  frontMatter: Record<string, unknown>;
  body: string;
  /** The file's line number of the body's first line (for messages that point into the file). */
  bodyStartLine: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a Markdown file into front matter (an empty object when it has none, or it is not a mapping) and body. */
export function parsePage(source: string): ParsedPage {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: {}, body: source, bodyStartLine: 1 };
  const parsed = parseYaml(match[1] ?? '');
  const frontMatter = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return { frontMatter, body: source.slice(match[0].length), bodyStartLine: match[0].split('\n').length };
}

/** A Markdown file's front matter alone. */
export function frontMatterOf(source: string): Record<string, unknown> {
  return parsePage(source).frontMatter;
}

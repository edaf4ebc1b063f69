// The model of a hook or API page's reference summary (signature, parameters, call sites, history), and how it is written.
import type { ReferenceListeners } from './listeners';

export interface ReferenceParam {
  name: string;
  type: string;
  description: string;
  default?: string;
}

export interface ReferenceCallSite {
  file: string;
  line: number;
  /** The line in the source repository at the tag (public source only). */
  url?: string;
  /** `Class::method`, where the call sits. */
  enclosing?: string;
  /** The arguments as this site passes them. */
  args: string[];
}

/** A release in a hook's history and what changed in it ("Introduced", "Argument `$x` added", "Removed"). */
export interface ReferenceChange {
  release: string;
  change: string;
}

/** What a hook or API page's summary shows: built at build time from the facts and the page's own front matter. */
export interface ReferenceModel {
  kind: 'filter' | 'action' | 'api';
  name: string;
  language: 'php' | 'js';
  /** The call as code: how the plugin fires the hook, or the method's signature. */
  signature: string;
  since?: string;
  /** What fires the hook or offers the method, and at which version of the source we read (`Gravity PDF 6.12.1`). */
  source?: string;
  notInVersion: boolean;
  params: ReferenceParam[];
  returns?: { type: string; description: string };
  errors: { code: string; when: string }[];
  callSites: ReferenceCallSite[];
  /** True when the call sites pass different arguments: each site's are listed. */
  argsVary: boolean;
  history: ReferenceChange[];
  /**
   * On a page of an older version: the latest version's page of the hook, and the release that stopped firing it if
   * one did (the latest version's page then says what to use instead).
   */
  latest?: { route?: string; removedIn?: string };
  /** The callbacks the plugin (or the add-on, on its own hooks) attaches to this hook (catalogue/facts/listeners-*.json). */
  listeners?: ReferenceListeners;
}

/** Calls longer than this are written one argument a line, so they read on a phone without scrolling. */
const ONE_LINE_LIMIT = 60;

/** `apply_filters( 'name', string $a, array $b )`, the shape a developer recognises from the plugin's source. */
export function hookCall(kind: 'filter' | 'action', name: string, hookParams: readonly ReferenceParam[], language: 'php' | 'js'): string {
  // The add-ons' JavaScript hooks (Previewer, Bulk Generator) are Gravity Forms' own (gform.addFilter), not wp.hooks.
  const fn =
    language === 'js' ? (kind === 'filter' ? 'gform.applyFilters' : 'gform.doAction') : kind === 'filter' ? 'apply_filters' : 'do_action';
  const args = [`'${name}'`, ...hookParams.map((param) => (language === 'js' ? param.name : `${param.type} ${param.name}`))];
  const oneLine = `${fn}( ${args.join(', ')} )`;
  return oneLine.length <= ONE_LINE_LIMIT ? oneLine : `${fn}(\n\t${args.join(',\n\t')}\n)`;
}

/** The reference a page carries once the build has resolved it (the `reference` front matter key), if any. */
export function referenceOfPage(frontMatter: Readonly<Record<string, unknown>>): ReferenceModel | undefined {
  const reference = frontMatter.reference;
  return reference !== null && typeof reference === 'object' && 'kind' in reference ? (reference as ReferenceModel) : undefined;
}

export type InlinePart = { kind: 'text' | 'code' | 'strong'; value: string };

/** The little Markdown that parameter descriptions use: `code` and **bold**; everything else stays text. */
export function inlineParts(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', value: source.slice(last, match.index) });
    parts.push(match[1] !== undefined ? { kind: 'code', value: match[1] } : { kind: 'strong', value: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', value: source.slice(last) });
  return parts;
}

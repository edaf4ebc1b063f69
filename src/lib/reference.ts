// Reads a hook or API page's structured front matter into one typed model that the reference summary renders.

export interface ReferenceParam {
  name: string;
  type: string;
  description: string;
  default?: string;
}

export interface ReferenceModel {
  kind: 'filter' | 'action' | 'api';
  name: string;
  language: 'php' | 'js';
  /** The call as code: how the plugin fires the hook, or the method's signature. */
  signature: string;
  since?: string;
  file?: string;
  source?: string;
  notInVersion: boolean;
  params: ReferenceParam[];
  returns?: { type: string; description: string };
  errors: { code: string; when: string }[];
}

type Loose = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function params(value: unknown): ReferenceParam[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Loose => typeof item === 'object' && item !== null)
    .map((item) => ({
      name: text(item.name) ?? '',
      type: text(item.type) ?? 'mixed',
      description: text(item.description) ?? '',
      ...(item.default === undefined || item.default === null ? {} : { default: text(item.default) ?? JSON.stringify(item.default) }),
    }));
}

function returns(value: unknown): ReferenceModel['returns'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const loose = value as Loose;
  return { type: text(loose.type) ?? 'mixed', description: text(loose.description) ?? '' };
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

export function referenceFromFrontMatter(frontMatter: Loose): ReferenceModel | undefined {
  const hook = frontMatter.hook as Loose | undefined;
  if (hook && typeof hook === 'object') {
    const kind = hook.kind === 'action' ? 'action' : 'filter';
    const name = text(hook.name) ?? '';
    const language = hook.language === 'js' ? 'js' : 'php';
    const hookParams = params(hook.params);
    return {
      kind,
      name,
      language,
      signature: hookCall(kind, name, hookParams, language),
      since: text(hook.since),
      file: text(hook.file),
      source: text(hook.source),
      notInVersion: hook.notInVersion === true,
      params: hookParams,
      returns: kind === 'filter' ? returns(hook.returns) : undefined,
      errors: [],
    };
  }
  const api = frontMatter.api as Loose | undefined;
  if (api && typeof api === 'object') {
    const errors = Array.isArray(api.errors)
      ? api.errors
          .filter((item): item is Loose => typeof item === 'object' && item !== null)
          .map((item) => ({ code: text(item.code) ?? '', when: text(item.when) ?? '' }))
      : [];
    return {
      kind: 'api',
      name: text(api.name) ?? '',
      language: 'php',
      signature: text(api.signature) ?? '',
      since: text(api.since),
      file: text(api.file),
      source: text(api.source),
      notInVersion: false,
      params: params(api.params),
      returns: returns(api.returns),
      errors,
    };
  }
  return undefined;
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

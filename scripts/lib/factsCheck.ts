// Checks a hook or API page's structured front matter against the facts scanned from the plugin's source.
import type { Problem } from './contentCheck';

export interface FactsHook {
  name: string;
  kind: 'filter' | 'action';
  file: string;
  line?: number;
  args: string[];
  dynamic: boolean;
}

export interface FactsApiMethod {
  name: string;
  signature: string;
  params: { name: string; default: string | null }[];
}

export interface FactsFile {
  tag: string;
  hooks: FactsHook[];
  other_prefix_hooks?: FactsHook[];
  api: FactsApiMethod[];
}

interface HookFrontMatter {
  name?: unknown;
  kind?: unknown;
  file?: unknown;
  params?: unknown;
  notInVersion?: unknown;
}

interface ApiFrontMatter {
  name?: unknown;
  params?: unknown;
}

/** Levenshtein distance, to suggest the hook a writer probably meant. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function allHooks(facts: FactsFile): FactsHook[] {
  return [...facts.hooks, ...(facts.other_prefix_hooks ?? [])];
}

export function checkHookAgainstFacts(hook: HookFrontMatter, facts: FactsFile, factsName: string): Problem[] {
  const problems: Problem[] = [];
  const add = (message: string) => problems.push({ rule: 'facts', message });
  const name = typeof hook.name === 'string' ? hook.name : '';
  const candidates = allHooks(facts).filter((candidate) => candidate.name === name);
  if (hook.notInVersion === true) {
    if (candidates.length > 0)
      add(`${name} IS fired by ${factsName} (${facts.tag}): remove \`notInVersion\` and document it from the facts`);
    return problems;
  }
  if (candidates.length === 0) {
    const near = allHooks(facts)
      .map((candidate) => candidate.name)
      .filter((candidate) => editDistance(candidate, name) <= 3)
      .slice(0, 3);
    add(
      `hook ${name || '(no name)'} is not fired by ${factsName} (${facts.tag})${near.length ? `; did you mean ${near.join(', ')}?` : ''}: use the name exactly as fired (dynamic names as their pattern), or mark a removed hook \`notInVersion: true\``,
    );
    return problems;
  }
  const fact = candidates.find((candidate) => candidate.kind === hook.kind) ?? candidates[0]!;
  if (hook.kind !== fact.kind)
    add(`${name} is ${fact.kind === 'filter' ? 'a filter' : 'an action'} in ${factsName}: set \`hook.kind: ${fact.kind}\``);
  const params = Array.isArray(hook.params) ? hook.params : [];
  if (params.length !== fact.args.length) {
    add(
      `${name} passes ${fact.args.length} argument(s) at ${fact.file} (${fact.args.join(', ') || 'none'}), the page documents ${params.length}: give \`hook.params\` one entry per argument, in order`,
    );
  }
  if (typeof hook.file === 'string' && hook.file !== fact.file)
    add(`set \`hook.file: ${fact.file}\` (the primary call site in ${factsName})`);
  return problems;
}

const normaliseParam = (name: string) => name.replace(/^[&.]*\$?/, '');

export function checkApiAgainstFacts(api: ApiFrontMatter, facts: FactsFile, factsName: string): Problem[] {
  const problems: Problem[] = [];
  const name = typeof api.name === 'string' ? api.name : '';
  const method = facts.api.find((candidate) => candidate.name === name);
  if (!method) {
    return [
      {
        rule: 'facts',
        message: `GPDFAPI::${name || '(no name)'} does not exist in ${factsName} (${facts.tag}): set \`api.name\` to the method's name`,
      },
    ];
  }
  const params = (Array.isArray(api.params) ? api.params : []) as { name?: unknown }[];
  const documented = params.map((param) => normaliseParam(typeof param.name === 'string' ? param.name : ''));
  const actual = method.params.map((param) => normaliseParam(param.name));
  if (documented.join(',') !== actual.join(',')) {
    problems.push({
      rule: 'facts',
      message: `GPDFAPI::${name} takes (${method.params.map((param) => param.name).join(', ') || 'nothing'}), the page documents (${params.map((param) => String(param.name)).join(', ') || 'nothing'}): match the names, count and order`,
    });
  }
  return problems;
}

/**
 * Which facts file speaks for a page: the add-on named in its front matter, else the plugin at the page's version.
 * v6 keeps its core hooks under /v6/developers/ (template and add-on hooks elsewhere declare their own facts or have
 * none); v5 and v4 keep every page at the top level (/v5/gfpdf_pdf_filename, /v4/api_add_pdf). v3 has no facts file.
 */
export function factsNameFor(route: string, declared: unknown): string | undefined {
  if (typeof declared === 'string' && declared !== '') return declared;
  const version = /^\/v(\d)\//.exec(route)?.[1];
  if (version === '6') return route.startsWith('/v6/developers/') ? 'gravity-pdf-6' : undefined;
  return version === '5' || version === '4' ? `gravity-pdf-${version}` : undefined;
}

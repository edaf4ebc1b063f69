// Builds a hook or API page's reference from the facts and the page's front matter, and lists what a writer must fix.
// The facts say what the code says (kind, call sites, arguments, defaults, since); the front matter says only what the
// code cannot: each argument's meaning (and type where the source has none), what to return, the errors.
import { compareReleases } from '../../../lib/releases';
import type { ApiFacts, FactArgument, FactsSource, HookFacts } from './facts';
import { hookCall, type ReferenceChange, type ReferenceModel, type ReferenceParam } from './model';

export interface ReferenceProblem {
  rule: 'reference';
  message: string;
}

export interface ResolvedReference {
  model?: ReferenceModel;
  problems: ReferenceProblem[];
}

type Loose = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Levenshtein distance, to suggest the name a writer probably meant. */
export function editDistance(a: string, b: string): number {
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

/** The earliest of the source's `@since` values (`4.0`, `5.1.5`), compared as versions. */
export function earliestRelease(values: readonly string[]): string | undefined {
  return values
    .map((value) => value.trim())
    .filter((value) => /^\d+(\.\d+)*$/.test(value))
    .sort(compareReleases)[0];
}

/** Keys the facts now provide; a page still writing them keeps two copies of one fact. */
const HOOK_KEYS_FROM_FACTS = ['kind', 'file', 'since', 'source', 'language'] as const;
const API_KEYS_FROM_FACTS = ['signature', 'since', 'file', 'source'] as const;

/** Matches the page's parameter entries to the facts' arguments, in order, and says what is missing or extra. */
function resolveParams(args: readonly FactArgument[], written: unknown, where: string, problems: ReferenceProblem[]): ReferenceParam[] {
  const add = (message: string) => problems.push({ rule: 'reference', message });
  const entries = Array.isArray(written) ? (written as unknown[]) : [];
  if (written !== undefined && !Array.isArray(written)) add(`\`params\` must be a list, one entry per argument in order`);
  entries.slice(args.length).forEach((entry, index) => {
    const name = text((entry as Loose | null)?.name) ?? `entry ${args.length + index + 1}`;
    add(
      `\`params\` describes ${name}, an argument that does not exist: ${where} passes ${args.length} (${args.map((arg) => arg.expression).join(', ') || 'none'}); remove the extra entry`,
    );
  });
  return args.map((arg, index) => {
    const entry = (entries[index] ?? {}) as Loose;
    const position = `argument ${index + 1} (\`${arg.expression}\`)`;
    const writtenName = text(entry.name);
    if (entries[index] === undefined) {
      add(`${position} has no description: add a \`params\` entry with its \`description\`${arg.type ? '' : ' and `type`'}`);
    } else {
      if (!text(entry.description)) add(`${position} has no \`description\`: say what it holds and when`);
      if (!arg.type && !text(entry.type))
        add(`${position} has no \`type\`: the source does not give one, so write it (\`array\`, \`string\`…)`);
      if (arg.name && writtenName && writtenName !== arg.name) {
        add(
          `${position} is \`${arg.name}\` in the source, the page calls it \`${writtenName}\`: remove \`name\` (the build takes it from the source) or correct it`,
        );
      }
      if (!arg.name && !writtenName) {
        add(`${position} is passed as an expression: give it a \`name\` readers can use in their callback (\`$form\`, \`$value\`…)`);
      }
    }
    return {
      name: arg.name ?? writtenName ?? `$arg${index + 1}`,
      type: text(entry.type) ?? arg.type ?? 'mixed',
      description: text(entry.description) ?? '',
      ...(arg.default !== undefined && { default: arg.default }),
    };
  });
}

function resolveReturns(value: unknown, needed: boolean, problems: ReferenceProblem[], what: string): ReferenceModel['returns'] {
  const returns = value !== null && typeof value === 'object' ? (value as Loose) : undefined;
  if (!needed) {
    if (returns) problems.push({ rule: 'reference', message: `remove \`returns\`: ${what}` });
    return undefined;
  }
  if (!returns || !text(returns.type) || !text(returns.description)) {
    problems.push({ rule: 'reference', message: `add \`returns\` with \`type\` and \`description\`: ${what}` });
  }
  return returns ? { type: text(returns.type) ?? 'mixed', description: text(returns.description) ?? '' } : undefined;
}

function leftoverKeys(block: Loose, keys: readonly string[], problems: ReferenceProblem[], source: string): void {
  for (const key of keys) {
    if (key in block) problems.push({ rule: 'reference', message: `remove \`${key}\`: the build reads it from ${source}` });
  }
}

function hookReference(hook: Loose, facts: FactsSource | undefined, history: readonly ReferenceChange[]): ResolvedReference {
  const problems: ReferenceProblem[] = [];
  const add = (message: string) => problems.push({ rule: 'reference', message });
  const name = text(hook.name);
  if (!name) return { problems: [{ rule: 'reference', message: 'set `hook.name` to the hook exactly as the plugin fires it' }] };
  const found: HookFacts | undefined = facts?.hook(name);
  if (hook.notInVersion === true) {
    if (found) add(`${name} IS fired by ${facts!.label}: remove \`notInVersion\` and document it from the facts`);
    const kind = hook.kind === 'action' ? 'action' : 'filter';
    return {
      model: {
        kind,
        name,
        language: 'php',
        signature: '',
        notInVersion: true,
        params: [],
        errors: [],
        callSites: [],
        argsVary: false,
        history: [...history],
      },
      problems,
    };
  }
  if (!facts)
    return {
      problems: [{ rule: 'reference', message: `no facts file speaks for this page: add \`facts:\` naming one (catalogue/facts/*.json)` }],
    };
  if (!found) {
    const near = facts
      .hookNames()
      .filter((candidate) => editDistance(candidate, name) <= 3)
      .slice(0, 3);
    add(
      `hook ${name} is not fired by ${facts.label}${near.length ? `; did you mean ${near.join(', ')}?` : ''}: use the name exactly as fired (a dynamic name as its pattern), or mark a hook this version lacks \`notInVersion: true\``,
    );
    return { problems };
  }
  leftoverKeys(hook, HOOK_KEYS_FROM_FACTS, problems, facts.label);
  const params = resolveParams(found.args, hook.params, `${facts.label} (${found.callSites[0]?.file ?? 'its code'})`, problems);
  const returns = resolveReturns(
    hook.returns,
    found.kind === 'filter',
    problems,
    found.kind === 'filter' ? 'a filter must say what to return' : 'an action returns nothing',
  );
  return {
    model: {
      kind: found.kind,
      name: found.name,
      language: found.language,
      signature: hookCall(found.kind, found.name, params, found.language),
      ...(earliestRelease(found.since) && { since: earliestRelease(found.since) }),
      source: found.source,
      notInVersion: false,
      params,
      ...(returns && { returns }),
      errors: [],
      callSites: found.callSites,
      argsVary: found.argsVary,
      history: [...history],
    },
    problems,
  };
}

function apiReference(api: Loose, facts: FactsSource | undefined): ResolvedReference {
  const problems: ReferenceProblem[] = [];
  const name = text(api.name);
  if (!name) return { problems: [{ rule: 'reference', message: "set `api.name` to the method's name" }] };
  const found: ApiFacts | undefined = facts?.api(name);
  if (!facts || !found) {
    return {
      problems: [
        {
          rule: 'reference',
          message: `${name}() is not a method in ${facts?.label ?? 'any facts file'}: set \`api.name\` to the method's name`,
        },
      ],
    };
  }
  leftoverKeys(api, API_KEYS_FROM_FACTS, problems, facts.label);
  const params = resolveParams(found.args, api.params, `${found.qualifiedName}() in ${facts.label}`, problems);
  const returns = resolveReturns(api.returns, true, problems, 'say what the method returns, `WP_Error` cases included');
  const errors = Array.isArray(api.errors)
    ? (api.errors as unknown[])
        .filter((item): item is Loose => typeof item === 'object' && item !== null)
        .map((item) => ({ code: text(item.code) ?? '', when: text(item.when) ?? '' }))
    : [];
  const signature = `${found.qualifiedName}( ${params
    .map((param) => `${param.type} ${param.name}${param.default !== undefined ? ` = ${param.default}` : ''}`)
    .join(', ')} )`.replace('(  )', '()');
  return {
    model: {
      kind: 'api',
      name: found.qualifiedName,
      language: 'php',
      signature,
      ...(earliestRelease(found.since) && { since: earliestRelease(found.since) }),
      source: found.source,
      notInVersion: false,
      params,
      ...(returns && { returns }),
      errors,
      callSites: [],
      argsVary: false,
      history: [],
    },
    problems,
  };
}

/** A page's reference (hook or API) from its front matter and the facts that speak for it; undefined model for other pages. */
export function resolveReference(
  frontMatter: Readonly<Record<string, unknown>>,
  facts: FactsSource | undefined,
  history: readonly ReferenceChange[] = [],
): ResolvedReference {
  const hook = frontMatter.hook;
  if (hook !== null && typeof hook === 'object') return hookReference(hook as Loose, facts, history);
  const api = frontMatter.api;
  if (api !== null && typeof api === 'object') return apiReference(api as Loose, facts);
  return { problems: [] };
}

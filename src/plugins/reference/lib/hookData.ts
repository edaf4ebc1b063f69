// hooks.json: each version's hooks as data for editor extensions and other tools (name, kind, arguments, since, where
// the code fires it, the page that documents it). Documented on /v6/developers/hook-data; the build writes the files.
import type { FactsSource } from './facts';
import type { HookIndexRow } from './hookIndex';

export interface HookDataArgument {
  /** What the code passes, as written at the call site: `$form`, `$this->form`, `false`. */
  expression: string;
  /** The name a callback can use for it, where the code or the page gives one. */
  name?: string;
  type?: string;
}

export interface HookData {
  name: string;
  kind: 'filter' | 'action';
  /** Who fires it, at the version read: `Gravity PDF 6.12.1`, `Previewer 1.2.10`. */
  firedBy: string;
  area: string;
  arguments: HookDataArgument[];
  /** The first release that fires it (a release, never a source's @since), where known. */
  since: string | null;
  /** True when `since` is the oldest release the history reads (3.3.4): the hook may be older. */
  sinceOrEarlier: boolean;
  /** The first place the code fires it, relative to the plugin's folder. */
  file: string;
  line: number;
  /** That line in the public source at the tag read, where the source is public. */
  sourceUrl: string | null;
  /** How many places fire it. */
  callSites: number;
  /** The page that documents it, or null. */
  url: string | null;
}

export interface HooksFile {
  /** The docs version, such as `v6`. */
  version: string;
  /** What was read: `Gravity PDF 6.12.1, Core Booster 1.3.3, …`. */
  source: string;
  hooks: HookData[];
}

/** One version's hooks file, from its hook index rows and the facts they came from. */
export function hooksFileOf(version: string, rows: readonly HookIndexRow[], facts: readonly FactsSource[], siteUrl: string): HooksFile {
  const hooks = rows.map((row): HookData => {
    const source = facts.find((candidate) => candidate.hook(row.name)?.kind === row.kind);
    const hook = source?.hook(row.name);
    if (!source || !hook) throw new Error(`hooks.json: ${row.kind} ${row.name} is in the ${version} hook index but in none of its facts`);
    const site = hook.callSites[0];
    return {
      name: row.name,
      kind: row.kind,
      firedBy: source.label,
      area: row.area,
      arguments: hook.args.map((arg) => ({
        expression: arg.expression,
        ...(arg.name && { name: arg.name }),
        ...(arg.type && { type: arg.type }),
      })),
      since: row.since ?? null,
      sinceOrEarlier: row.sinceOrEarlier === true,
      file: site?.file ?? '',
      line: site?.line ?? 0,
      sourceUrl: site?.url ?? null,
      callSites: hook.callSites.length,
      url: row.page ? `${siteUrl}${row.page}` : null,
    };
  });
  return { version, source: facts.map((source) => source.label).join(', '), hooks };
}

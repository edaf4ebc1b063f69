// `npm run facts:listeners`: for each facts file of scanned source that the facts registry says has listeners
// (src/plugins/reference/registry.ts: the plugin's tags and the add-ons), finds the callbacks that the plugin (and,
// for an add-on's hooks, the add-on) attaches to those hooks at the facts' tag, and writes catalogue/facts/listeners-<facts>.json (scripts/lib/phpListeners.ts has the rules). Run it
// when a facts file moves to a new tag, with the git mirrors of the repositories (no work tree needed):
//   GRAVITY_PDF_MIRRORS=/work/.mirror npm run facts:listeners
// The build only reads the committed files; it never reads a repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesAtTag } from './lib/gitTags';
import { classesInPhp, listenerCallsInPhp, matchHook, resolveObjectMethod, type ClassInfo, type ListenerCall } from './lib/phpListeners';
import type { ListenerFacts, ListenerEntry, ListenerRemoval, ListenerUnresolved } from '../src/plugins/reference/lib/listeners';
import { factsEntry, LISTENER_FACTS_FILES, pluginFactsOf } from '../src/plugins/reference/registry';

const FACTS_DIR = join(process.cwd(), 'catalogue', 'facts');
const MIRRORS = process.env.GRAVITY_PDF_MIRRORS ?? '/work/.mirror';

/** Paths the facts scans leave out (catalogue/facts/README.md). */
const EXCLUDED = [/^tests\//, /(^|\/)vendor\//, /(^|\/)node_modules\//, /^\.php-scoper\//, /Licensing\/EDD_SL_Plugin_Updater\.php$/i];
const isScanned = (path: string) => path.endsWith('.php') && !EXCLUDED.some((pattern) => pattern.test(path));

interface FactsFile {
  repo: string;
  tag: string;
  commit: string;
  hooks: { name: string; kind: 'filter' | 'action' }[];
  other_prefix_hooks?: { name: string; kind: 'filter' | 'action' }[];
}

/** The git directory of a repository's mirror (`/work/.mirror/GravityPDF+gravity-pdf/repo`, or `repo/.git`). */
function gitDirOf(repo: string): string {
  const base = join(MIRRORS, repo.replace('/', '+'), 'repo');
  const dir = existsSync(join(base, '.git')) ? join(base, '.git') : base;
  if (!existsSync(dir)) throw new Error(`no mirror of ${repo} at ${base}: set GRAVITY_PDF_MIRRORS`);
  return dir;
}

function readFacts(name: string): FactsFile {
  return JSON.parse(readFileSync(join(FACTS_DIR, `${name}.json`), 'utf8')) as FactsFile;
}

interface Scanned {
  repo: string;
  tag: string;
  calls: ListenerCall[];
  classes: ClassInfo[];
}

const scans = new Map<string, Scanned>();

function scan(facts: FactsFile): Scanned {
  const key = `${facts.repo}@${facts.tag}`;
  let scanned = scans.get(key);
  if (!scanned) {
    const dir = gitDirOf(facts.repo);
    const commit = execFileSync('git', ['--git-dir', dir, 'rev-parse', `${facts.tag}^{commit}`], { encoding: 'utf8' }).trim();
    if (commit !== facts.commit) throw new Error(`${facts.repo} ${facts.tag} is ${commit} in the mirror, the facts say ${facts.commit}`);
    const files = filesAtTag(dir, facts.tag, isScanned);
    scanned = {
      repo: facts.repo,
      tag: facts.tag,
      calls: files.flatMap((file) => listenerCallsInPhp(file.source, file.path)),
      classes: files.flatMap((file) => classesInPhp(file.source, file.path)),
    };
    scans.set(key, scanned);
  }
  return scanned;
}

function callbackName(call: ListenerCall, classes: readonly ClassInfo[]): { callback: string; resolved: boolean; via?: '__call' } {
  const parsed = call.callback;
  if (parsed.kind === 'object-method') {
    const resolved = resolveObjectMethod(parsed, classes);
    return resolved
      ? { callback: resolved.name, resolved: true, ...(resolved.via && { via: resolved.via }) }
      : { callback: `${parsed.object}->${parsed.method}`, resolved: false };
  }
  return { callback: parsed.name, resolved: parsed.kind !== 'unknown' };
}

const byOrder = <T extends { hook?: string; priority: number | string; repo: string; file: string; line: number }>(a: T, b: T) =>
  (a.hook ?? '').localeCompare(b.hook ?? '') ||
  (typeof a.priority === 'number' && typeof b.priority === 'number'
    ? a.priority - b.priority
    : String(a.priority).localeCompare(String(b.priority))) ||
  a.repo.localeCompare(b.repo) ||
  a.file.localeCompare(b.file) ||
  a.line - b.line;

export function listenersFor(factsName: string): ListenerFacts {
  const facts = readFacts(factsName);
  const hooks = [...facts.hooks, ...(facts.other_prefix_hooks ?? [])];
  const hookNames = [...new Set(hooks.map((hook) => hook.name))];
  // An add-on's hooks: the plugin of the add-on's docs version is read too, for its listeners on them.
  const entry = factsEntry(factsName);
  const plugin = entry?.kind === 'addon' ? pluginFactsOf(entry.version) : undefined;
  const sources = [facts, ...(plugin ? [readFacts(plugin.name)] : [])];
  const listeners: ListenerEntry[] = [];
  const removals: ListenerRemoval[] = [];
  const unresolved: ListenerUnresolved[] = [];
  for (const source of sources) {
    const { repo, tag, calls, classes } = scan(source);
    // The plugin, read for an add-on's hooks: only its listeners on them count, not what it cannot resolve of its own.
    const secondary = source !== facts;
    for (const call of calls) {
      const isAdd = call.function.startsWith('add_');
      const where = { repo, tag, file: call.file, line: call.line, ...(call.enclosing && { enclosing: call.enclosing }) };
      const { callback, resolved, via } = callbackName(call, classes);
      if (call.name === undefined || /\{/.test(call.name)) {
        // A name the source builds at run time: say so when it could be one of these hooks, never guess which.
        const couldBe = call.name === undefined ? true : hookNames.includes(call.name) || /^(gfpdf|gravitypdf|gpdf|mpdf)/.test(call.name);
        if (couldBe && !secondary && !(call.name !== undefined && hookNames.includes(call.name))) {
          unresolved.push({
            function: call.function,
            name_expression: call.nameExpression,
            ...(call.name !== undefined && { name_pattern: call.name }),
            callback,
            priority: call.priority,
            ...where,
            reason:
              call.name === undefined
                ? 'the hook name is not a literal: it is only known at run time'
                : 'the hook name is built at run time and no hook the facts list has this pattern',
          });
          continue;
        }
      }
      if (call.name === undefined) continue;
      const name = call.name;
      const match = matchHook(name, hookNames);
      if (match.status === 'none') continue;
      if (match.status === 'ambiguous' || match.status === 'general') {
        if (secondary) continue;
        unresolved.push({
          function: call.function,
          name_expression: call.nameExpression,
          name_pattern: name,
          callback,
          priority: call.priority,
          ...where,
          reason:
            match.status === 'ambiguous'
              ? `the name fits more than one dynamic hook: ${match.hooks.join(', ')}`
              : `only a catch-all dynamic hook fits the name (${match.hooks.join(', ')}); the source does not show it is fired there`,
        });
        continue;
      }
      const hook = match.hook;
      const common = {
        hook,
        ...(name !== hook && { listened_as: name }),
        function: call.function,
        callback,
        ...(!resolved && { callback_resolved: false as const }),
        ...(via && { callback_via: via }),
        callback_expression: call.callbackExpression,
        priority: call.priority,
        ...where,
        conditional: call.conditional,
      };
      if (isAdd) listeners.push({ ...common, accepted_args: call.acceptedArgs ?? 1 });
      else removals.push(common);
    }
  }
  // A removal of a listener listed here is noted on the listener.
  for (const listener of listeners) {
    const removedBy = removals.filter(
      (removal) =>
        removal.hook === listener.hook &&
        (removal.listened_as ?? removal.hook) === (listener.listened_as ?? listener.hook) &&
        (removal.function.startsWith('remove_all_') || (removal.callback === listener.callback && removal.priority === listener.priority)),
    );
    if (removedBy.length) listener.removed_at = removedBy.map((removal) => `${removal.file}:${removal.line}`);
  }
  const kindOf = new Map(hooks.map((hook) => [hook.name, hook.kind]));
  return {
    facts: factsName,
    generated_by: 'npm run facts:listeners (scripts/listeners.ts)',
    sources: sources.map((source) => ({ repo: source.repo, tag: source.tag, commit: source.commit })),
    listeners: listeners.map((listener) => ({ ...listener, kind: kindOf.get(listener.hook)! })).sort(byOrder),
    removals: removals.sort(byOrder),
    unresolved: unresolved.sort((a, b) => a.repo.localeCompare(b.repo) || a.file.localeCompare(b.file) || a.line - b.line),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of LISTENER_FACTS_FILES) {
    const result = listenersFor(name);
    writeFileSync(join(FACTS_DIR, `listeners-${name}.json`), JSON.stringify(result, null, 2) + '\n');
    console.log(
      `listeners-${name}.json: ${result.listeners.length} listeners, ${result.removals.length} removals, ${result.unresolved.length} unresolved`,
    );
  }
}

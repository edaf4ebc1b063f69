// The history of every hook across the plugin's releases: the first release that fires it, each release that changed
// its arguments (count or names, before and after), the release that stopped firing it, and deprecations the code
// declares. Pure: it reads what phpHooks.ts found at each release (scripts/hook-history.ts reads the tags).
import { compareReleases } from '../../src/lib/releases';
import type { FiredHook } from './phpHooks';
import { sameArguments, type HookHistory } from '../../src/plugins/reference/lib/history';

export type { HookHistoryFile } from '../../src/plugins/reference/lib/history';

/** Stable release tags (no RC, beta or alpha), oldest first, from `first` on. */
export function stableReleases(tags: readonly string[], first: string): string[] {
  return tags.filter((tag) => /^\d+(\.\d+)*$/.test(tag) && compareReleases(tag, first) >= 0).sort(compareReleases);
}

/** A variable, a property or an array element: `$x`, `$this->x`, `$x->y`, `$x['key']`, `$x[0]`, `$x[ $key ]`. */
const REFERENCE = /^\$(?:this->)?[A-Za-z_]\w*(?:->[A-Za-z_]\w*|\[\s*(?:'[^'\\]*'|"[^"\\$]*"|\d+|\$[A-Za-z_]\w*)\s*\])*$/;

/**
 * An argument as a reader would name it, so a refactor that passes the same value another way is no change, and a
 * different value never reads as the same one:
 * - a variable, property or array element keeps its path, without `$this->` (a class passes its own copy: `$this->form`
 *   and `$form` read as `$form`) and with keys in single quotes: `$this->settings["security"]` reads as
 *   `$settings['security']`, never `$settings` (one setting is not the whole settings array);
 * - an array written out in the call (settings fields, mPDF options) reads as `array`: its contents change with the
 *   wording, not its role;
 * - anything else (a literal, a call, a sum, a concatenation) reads as itself, its properties without `$this->` as
 *   above (a method of the class, `$this->get_filename()`, keeps it) and spaces inside brackets dropped, so a re-indented
 *   call (`get( $x )`, `get($x)`) is the same.
 */
export function argumentName(expression: string): string {
  if (/^(\[|array\s*\()/i.test(expression)) return 'array';
  if (expression === '$this') return expression;
  if (REFERENCE.test(expression)) {
    return expression
      .replace(/^\$this->/, '$')
      .replace(/\[\s*("?)([^\]]*?)\1\s*\]/g, (_, quote: string, key: string) => (quote ? `['${key}']` : `[${key}]`));
  }
  return expression
    .replace(/\$this->([A-Za-z_]\w*)(?!\w|\s*\()/g, '$$$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/\s+([)\]])/g, '$1');
}

const keyOf = (hook: { kind: string; name: string }) => `${hook.kind} ${hook.name}`;

/** The arguments that stand for a hook at one release: those of the call site passing the most (first by place). */
function signatureOf(sites: readonly FiredHook[]): string[] {
  const ordered = [...sites].sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  const widest = ordered.reduce((best, site) => (site.args.length > best.args.length ? site : best), ordered[0]!);
  return widest.args.map(argumentName);
}

/** Builds each hook's history from what each release fires, oldest release first. */
export function hookHistory(scans: readonly { release: string; hooks: readonly FiredHook[] }[]): HookHistory[] {
  const histories = new Map<string, HookHistory>();
  const last = new Map<string, { args: string[]; deprecated: boolean; present: boolean }>();
  scans.forEach(({ release, hooks }, index) => {
    const sites = new Map<string, FiredHook[]>();
    for (const hook of hooks) sites.set(keyOf(hook), [...(sites.get(keyOf(hook)) ?? []), hook]);
    for (const [key, fired] of sites) {
      const args = signatureOf(fired);
      const deprecated = fired.some((site) => site.deprecated);
      let history = histories.get(key);
      const before = last.get(key);
      if (!history) {
        history = {
          name: fired[0]!.name,
          kind: fired[0]!.kind,
          introduced: release,
          introducedAtFirstScan: index === 0,
          removed: null,
          events: [],
        };
        history.events.push({ release, type: 'introduced' });
        histories.set(key, history);
      } else if (before && !before.present) {
        // Fired again after a release without it.
        history.removed = null;
        history.events.push({ release, type: 'introduced' });
      } else if (before && !sameArguments(before.args, args)) {
        // A rename of the same value (`$lead` → `$entry`, src/plugins/reference/lib/history.ts) is no change.
        history.events.push({ release, type: 'arguments', before: before.args, after: args });
      }
      if (deprecated && !before?.deprecated) history.events.push({ release, type: 'deprecated' });
      last.set(key, { args, deprecated, present: true });
    }
    for (const [key, state] of last) {
      if (state.present && !sites.has(key)) {
        const history = histories.get(key)!;
        history.removed = release;
        history.events.push({ release, type: 'removed' });
        last.set(key, { ...state, present: false });
      }
    }
  });
  return [...histories.values()].sort((a, b) => (a.name === b.name ? (a.kind < b.kind ? -1 : 1) : a.name < b.name ? -1 : 1));
}

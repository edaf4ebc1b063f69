// A hook's history across the plugin's releases (catalogue/facts/hook-history.json, written by `npm run hook-history`),
// and how a hook page's changelog says each change.

export interface HookEvent {
  release: string;
  type: 'introduced' | 'arguments' | 'removed' | 'deprecated';
  /** For `arguments`: the argument names before and after. */
  before?: string[];
  after?: string[];
}

export interface HookHistory {
  name: string;
  kind: 'filter' | 'action';
  /** The first release scanned that fires it. */
  introduced: string;
  /** True when that release is the first one scanned: the hook may be older. */
  introducedAtFirstScan: boolean;
  /** The first release that no longer fires it (and none after it fires it again), or null. */
  removed: string | null;
  events: HookEvent[];
}

export interface HookHistoryFile {
  repo: string;
  /** Every release scanned, oldest first. */
  releases: string[];
  hooks: HookHistory[];
}

/** A history event as a changelog row says it: "Introduced", "Argument `$x` added", "Removed". */
export function describeEvent(event: HookEvent): string {
  if (event.type === 'introduced') return 'Introduced';
  if (event.type === 'removed') return 'Removed: no longer fired';
  if (event.type === 'deprecated') return 'Deprecated';
  const before = event.before ?? [];
  const after = event.after ?? [];
  const added = after.filter((name) => !before.includes(name));
  const removed = before.filter((name) => !after.includes(name));
  const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');
  if (after.length > before.length && removed.length === 0 && after.slice(0, before.length).join() === before.join()) {
    return `Argument${added.length > 1 ? 's' : ''} ${code(added)} added`;
  }
  if (after.length < before.length && added.length === 0 && before.slice(0, after.length).join() === after.join()) {
    return `Argument${removed.length > 1 ? 's' : ''} ${code(removed)} no longer passed`;
  }
  return `Arguments changed from ${code(before) || 'none'} to ${code(after) || 'none'}`;
}

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
  /** The first release scanned that fires it (a release's tag, or an untagged release's commit). */
  introduced: string;
  /** True when that release is the first one scanned (3.3.4): the hook may be older, so it reads "3.3.4 or earlier". */
  introducedAtFirstScan: boolean;
  /** The first release that no longer fires it (and none after it fires it again), or null. */
  removed: string | null;
  events: HookEvent[];
}

/** A release without a git tag, scanned at the commit released (scripts/data/untaggedReleases.ts). */
export interface UntaggedReleaseScanned {
  release: string;
  date: string;
  commit: string;
  changelog: string;
}

export interface HookHistoryFile {
  repo: string;
  /** Every release scanned, oldest first: the stable tags, and the releases in `untagged`. */
  releases: string[];
  /** The releases scanned at a commit because they have no tag. */
  untagged?: UntaggedReleaseScanned[];
  hooks: HookHistory[];
}

/**
 * The release a reader is told introduced the hook: always a release, never a source's `@since` (which can name a
 * version that was never released, such as 3.8). "3.3.4 or earlier" when the oldest release scanned already fires it.
 */
export function introducedText(hook: Pick<HookHistory, 'introduced' | 'introducedAtFirstScan'>): string {
  return hook.introducedAtFirstScan ? `${hook.introduced} or earlier` : hook.introduced;
}

/** A hook page's changelog: each event's release (the first as `introducedText` says it) and its change. */
export function changelogOf(hook: HookHistory): { release: string; change: string }[] {
  return hook.events.map((event, index) => ({
    release: index === 0 && event.type === 'introduced' ? introducedText(hook) : event.release,
    change: describeEvent(event),
  }));
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

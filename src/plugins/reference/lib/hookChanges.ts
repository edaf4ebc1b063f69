// What changed in the plugin's hooks across a major step (the last 4.x release to the last 5.x, the last 5.x to the
// newest 6.x): hooks added, removed and whose arguments changed, read from the hook history. Pure, so the
// "What changed for developers" pages and their tests share it.
import { describeEvent, sameArguments, type HookHistory, type HookHistoryFile } from './history';

export interface HookChange {
  name: string;
  kind: 'filter' | 'action';
  /** The release the change arrived in. */
  release: string;
  /** The change as a changelog row says it. */
  change: string;
  /** For a changed hook: how many arguments it passed before and after (equal when only a call-site name changed). */
  argumentCount?: { before: number; after: number };
  /** The hook's page: in the newer version for added and changed hooks, in the older one for removed hooks. */
  page?: string;
  /** Set when that version has no page of the hook and `page` is another version's (the latest), such as 'v6'. */
  pageVersion?: string;
}

export interface HookChanges {
  from: string;
  to: string;
  added: HookChange[];
  removed: HookChange[];
  changed: HookChange[];
}

/** The page of a hook in one of the two versions, or failing that another version's page and its name. */
export type HookPageLookup = (
  side: 'from' | 'to',
  kind: 'filter' | 'action',
  name: string,
) => { page: string; version?: string } | undefined;

function releaseIndex(file: HookHistoryFile, release: string): number {
  const index = file.releases.indexOf(release);
  if (index < 0) throw new Error(`catalogue/facts/hook-history.json: release ${release} was not scanned; run npm run hook-history`);
  return index;
}

/** Whether the release fires the hook: the last introduced or removed event at or before it decides. */
export function firedAt(file: HookHistoryFile, hook: HookHistory, release: string): boolean {
  const at = releaseIndex(file, release);
  let fired = false;
  for (const event of hook.events) {
    if (releaseIndex(file, event.release) > at) break;
    if (event.type === 'introduced') fired = true;
    if (event.type === 'removed') fired = false;
  }
  return fired;
}

/** The latest event of a type in the releases after `from` up to `to`. */
function lastEventIn(file: HookHistoryFile, hook: HookHistory, type: string, from: number, to: number) {
  return hook.events.filter((event) => event.type === type && inRange(file, event.release, from, to)).at(-1);
}

function inRange(file: HookHistoryFile, release: string, from: number, to: number): boolean {
  const index = releaseIndex(file, release);
  return index > from && index <= to;
}

function byName(a: HookChange, b: HookChange): number {
  return a.name === b.name ? (a.kind < b.kind ? -1 : 1) : a.name < b.name ? -1 : 1;
}

/**
 * The hooks a site upgrading from `from` to `to` finds added, removed or changed. A hook that arrived and left in
 * between is left out: no site on either release can use it.
 */
export function hookChangesBetween(file: HookHistoryFile, from: string, to: string, pageOf: HookPageLookup): HookChanges {
  const start = releaseIndex(file, from);
  const end = releaseIndex(file, to);
  if (start >= end) throw new Error(`Hook changes: ${from} must be an earlier release than ${to}`);
  const changes: HookChanges = { from, to, added: [], removed: [], changed: [] };
  for (const hook of file.hooks) {
    const before = firedAt(file, hook, from);
    const after = firedAt(file, hook, to);
    const row = (release: string, change: string, side: 'from' | 'to'): HookChange => {
      const found = pageOf(side, hook.kind, hook.name);
      return {
        name: hook.name,
        kind: hook.kind,
        release,
        change,
        ...(found && { page: found.page }),
        ...(found?.version && { pageVersion: found.version }),
      };
    };
    if (!before && after) {
      changes.added.push(row(lastEventIn(file, hook, 'introduced', start, end)!.release, 'Introduced', 'to'));
    } else if (before && !after) {
      changes.removed.push(row(lastEventIn(file, hook, 'removed', start, end)!.release, 'Removed: no longer fired', 'from'));
    } else if (before && after) {
      // The net change across the step: releases on two lines can change a hook back and forth (backports).
      const events = hook.events.filter((event) => event.type === 'arguments' && inRange(file, event.release, start, end));
      const first = events[0]?.before ?? [];
      const last = events.at(-1)?.after ?? [];
      if (events.length > 0 && !sameArguments(first, last)) {
        const net = { release: events.at(-1)!.release, type: 'arguments' as const, before: first, after: last };
        changes.changed.push({
          ...row(net.release, describeEvent(net), 'to'),
          argumentCount: { before: first.length, after: last.length },
        });
      }
      const deprecated = lastEventIn(file, hook, 'deprecated', start, end);
      if (deprecated) changes.changed.push(row(deprecated.release, describeEvent(deprecated), 'to'));
    }
  }
  changes.added.sort(byName);
  changes.removed.sort(byName);
  changes.changed.sort(byName);
  return changes;
}

/** The last release of a major line that the history scanned, such as 5.4.2 for '5'. */
export function lastReleaseOf(file: HookHistoryFile, major: string): string {
  const release = file.releases.filter((name) => name.split('.')[0] === major).at(-1);
  if (!release) throw new Error(`catalogue/facts/hook-history.json has no ${major}.x release`);
  return release;
}

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

/**
 * Names that hold the same value, reviewed by hand: Gravity PDF 3.x calls the entry `$lead` (Gravity Forms' old word)
 * and passes ids on their own (`$lead_id`, `$form_id`), where 4.0 passes `$entry`, `$entry['id']`, `$form['id']` or
 * `$entry['form_id']`. In 3.7.8 helper/pdf-render.php and model/pdf.php `$lead` is the entry array
 * (`RGFormsModel::get_lead( $lead_id )`), `$lead_id` its id and `$form_id` its form's id, as in 4.0 src/model/Model_PDF.php
 * and src/helper/Helper_PDF.php. A hook that passes one where it passed the other has not changed for a developer, so
 * the history records no change and a changelog row does not list it as one. Only names with this exact meaning belong
 * here: `$settings` (4.0's PDF settings array) is not 3.x's `$arguments` or `$config`, and is not listed.
 */
export const EQUIVALENT_ARGUMENTS: Readonly<Record<string, string>> = {
  $lead: '$entry',
  $lead_id: "$entry['id']",
  "$lead['id']": "$entry['id']",
  $form_id: "$form['id']",
  "$entry['form_id']": "$form['id']",
  "$lead['form_id']": "$form['id']",
};

/** A name with each variable's spelling style ignored: `$defaultFontConfig` and `$default_font_config` read the same. */
const styleless = (name: string) => name.replace(/\$[A-Za-z_]\w*/g, (variable) => variable.toLowerCase().replace(/_/g, ''));

const EQUIVALENT_STYLELESS = new Map(Object.entries(EQUIVALENT_ARGUMENTS).map(([name, same]) => [styleless(name), styleless(same)]));

/**
 * The name an argument is compared by: each variable's spelling style ignored, so 5.2's move to WordPress coding
 * standards (`$defaultFontConfig` → `$default_font_config`) is no change, then its reviewed equivalent (`$lead` → `$entry`).
 */
export function comparableArgument(name: string): string {
  const plain = styleless(name);
  return EQUIVALENT_STYLELESS.get(plain) ?? plain;
}

/** True when two argument lists pass the same values, names in `EQUIVALENT_ARGUMENTS` counting as one. */
export function sameArguments(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => comparableArgument(name) === comparableArgument(b[index]!));
}

/** The arguments of `whole` left over when `part` is `whole` with some left out (same order), else null. */
function leftOver(part: readonly string[], whole: readonly string[]): string[] | null {
  let at = 0;
  const rest: string[] = [];
  for (const name of whole) {
    if (at < part.length && sameArguments([part[at]!], [name])) at += 1;
    else rest.push(name);
  }
  return at === part.length ? rest : null;
}

/** A history event as a changelog row says it: "Introduced", "Argument `$x` added", "Removed". */
export function describeEvent(event: HookEvent): string {
  if (event.type === 'introduced') return 'Introduced';
  if (event.type === 'removed') return 'Removed: no longer fired';
  if (event.type === 'deprecated') return 'Deprecated';
  const before = event.before ?? [];
  const after = event.after ?? [];
  const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');
  const plural = (names: readonly string[]) => (names.length > 1 ? 's' : '');
  const added = after.length > before.length ? leftOver(before, after) : null;
  if (added) return `Argument${plural(added)} ${code(added)} added`;
  const removed = after.length < before.length ? leftOver(after, before) : null;
  if (removed) return `Argument${plural(removed)} ${code(removed)} no longer passed`;
  const moved =
    after.length === before.length ? before.flatMap((name, index) => (sameArguments([name], [after[index]!]) ? [] : [index])) : [];
  if (moved.length > 0 && moved.length < before.length) {
    // Same count, some places unchanged: name only the places that changed, so a rename of the same value (`$lead` →
    // `$entry`) or an argument passed as before is not read as a change.
    return moved
      .map((index, at) => `${at === 0 ? 'Argument' : 'argument'} ${index + 1} changed from \`${before[index]!}\` to \`${after[index]!}\``)
      .join('; ');
  }
  return `Arguments changed from ${code(before) || 'none'} to ${code(after) || 'none'}`;
}

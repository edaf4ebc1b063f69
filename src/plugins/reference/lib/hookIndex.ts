// The rows of a version's hook index: every hook the version's code fires, with its kind, the area of the plugin that
// fires it (from the source file), its argument count, the release that introduced it and its page, if written.
import type { FactsSource } from './facts';
import { introducedText } from './history';

export interface HookIndexRow {
  name: string;
  kind: 'filter' | 'action';
  area: string;
  args: number;
  /** The release that first fires it (from the plugin's releases, never a source's @since). */
  since?: string;
  /** True when `since` is the oldest release the history reads: the hook may be older ("3.3.4 or earlier"). */
  sinceOrEarlier?: boolean;
  /** The hook's page, when one is written. */
  page?: string;
}

/** Areas by source path, first match wins: what part of the plugin a hook belongs to, for readers. */
const AREAS: readonly [RegExp, string][] = [
  [/Fields\/|Field_Container|Abstract_Fields/, 'Fields'],
  [/Options_Fields|Abstract_Options|Form_Settings|View_Settings|html\/Settings\//, 'Settings'],
  [/Pdf_Queue/, 'Background processing'],
  [/Install|Uninstall|Upgrade|bootstrap/, 'Install and start-up'],
  [/Templates|core_template|entry_detailed_pdf/, 'Templates'],
  [/Helper_PDF\.php|View_PDF|Model_PDF|Controller_PDF|Fonts\//, 'PDF generation'],
  [/Mergetags|Shortcodes|Export_Entries/, 'Shortcodes, merge tags and exports'],
  [/Kses/, 'HTML allowed in PDFs'],
  [/List_Table|System_Report|Actions|Helper_Data|Addon/, 'Admin screens'],
  [/api\.php|deprecated\.php/, 'API and legacy'],
];

export function areaOf(file: string): string {
  return AREAS.find(([pattern]) => pattern.test(file))?.[1] ?? 'Other';
}

/**
 * @param facts the version's facts (the plugin, or an add-on: its rows take the add-on's name as their area)
 * @param sinceOf the release that introduced a hook and whether the hook may be older, where the history knows it
 * @param pageOf the route of a hook's page in this version, if written
 */
export function hookIndexRows(
  facts: FactsSource,
  sinceOf: (kind: string, name: string) => { introduced: string; introducedAtFirstScan: boolean } | undefined,
  pageOf: (kind: string, name: string) => string | undefined,
  addonArea?: string,
): HookIndexRow[] {
  return facts
    .hookNames()
    .map((name) => facts.hook(name)!)
    .map((hook) => {
      const since = sinceOf(hook.kind, hook.name);
      const page = pageOf(hook.kind, hook.name);
      return {
        name: hook.name,
        kind: hook.kind,
        area: addonArea ?? areaOf(hook.callSites[0]?.file ?? ''),
        args: hook.args.length,
        ...(since && { since: since.introduced }),
        ...(since?.introducedAtFirstScan && { sinceOrEarlier: true }),
        ...(page && { page }),
      };
    })
    .sort((a, b) => (a.name === b.name ? (a.kind < b.kind ? -1 : 1) : a.name < b.name ? -1 : 1));
}

/** A row's Since as the index shows it: "4.0", "3.3.4 or earlier", or a dash when no release is known. */
export function sinceText(row: Pick<HookIndexRow, 'since' | 'sinceOrEarlier'>): string {
  return row.since ? introducedText({ introduced: row.since, introducedAtFirstScan: row.sinceOrEarlier === true }) : '—';
}

/** Rows that match a reader's filters: text in the name, a kind, an area (empty means any). */
export function filterHookRows(rows: readonly HookIndexRow[], text: string, kind: string, area: string): HookIndexRow[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (row) => (!kind || row.kind === kind) && (!area || row.area === area) && words.every((word) => row.name.toLowerCase().includes(word)),
  );
}

// The facts registry: every facts file in catalogue/facts/ that reference pages are built from, what it describes, the
// tag it was read at, where its pages live, whether it has listeners and how the hook index labels it. The one place
// this is written: which facts speak for a page, the listener files, the hook index and hooks.json, the hook coverage
// check, `npm run new:hook` and the build tests all derive from this table. Pure (no file access); the build checks the
// table against the catalogue and the facts files (lib/registryCheck.ts, run by the plugin in index.ts).
import { LATEST_VERSION } from '../../data/versions';

interface EntryBase {
  /** The facts file, `catalogue/facts/<name>.json`; also what a page's `facts:` front matter names. */
  readonly name: string;
  /** The docs version whose pages these facts speak for (`v6`). */
  readonly version: string;
}

/** The plugin's own source at the last release of a major version. */
export interface PluginFactsEntry extends EntryBase {
  readonly kind: 'plugin';
  /** The plugin's major version (`6`). */
  readonly major: number;
  readonly repo: string;
  /** The git tag the facts were read at; the facts file must say the same. */
  readonly tag: string;
  /**
   * Pages under this route prefix that name no `facts:` take these facts; `npm run new:hook` puts a hook's new page
   * here, in `filters/` or `actions/` when `byKind`, else directly under it.
   */
  readonly pages: { readonly under: string; readonly byKind: boolean };
  /** A listeners file (`listeners-<name>.json`, `npm run facts:listeners`) sits beside it. */
  readonly listeners: boolean;
  /** Listed in the version's hook index and hooks.json. */
  readonly hookIndex: boolean;
}

/** An add-on's source at a tag; its pages name these facts in their front matter (`facts: addon-previewer`). */
export interface AddonFactsEntry extends EntryBase {
  readonly kind: 'addon';
  /** The add-on's name as readers know it (`Previewer`). */
  readonly addon: string;
  readonly repo: string;
  readonly tag: string;
  readonly listeners: boolean;
  readonly hookIndex: boolean;
  /** The area the hook index and hooks.json give its hooks. */
  readonly area: string;
  /** Where `npm run new:hook` puts a new hook page: `/v6/extensions/hooks/<slug>/`, in this sidebar and category. */
  readonly newPages: { readonly slug: string; readonly sidebar: string; readonly category: readonly string[] };
}

/** The closed-source products' published facts (products.json): no tag, no listeners, not in the hook index. */
export interface ProductsFactsEntry extends EntryBase {
  readonly kind: 'products';
}

export type FactsEntry = PluginFactsEntry | AddonFactsEntry | ProductsFactsEntry;

/** A scanned entry: source read at a tag (the plugin or an add-on). */
export type ScannedFactsEntry = PluginFactsEntry | AddonFactsEntry;

/**
 * The registry. Order matters where lists derive from it: a version's hook index and hooks.json list their facts in
 * this order (the plugin first, then its add-ons).
 */
export const FACTS_REGISTRY: readonly FactsEntry[] = [
  {
    kind: 'plugin',
    name: 'gravity-pdf-6',
    version: 'v6',
    major: 6,
    repo: 'GravityPDF/gravity-pdf',
    tag: '6.12.1',
    // v6 keeps its core reference pages under /v6/developers/ (template and add-on pages name their facts).
    pages: { under: '/v6/developers/', byKind: true },
    listeners: true,
    hookIndex: true,
  },
  {
    kind: 'addon',
    name: 'addon-core-booster',
    version: 'v6',
    addon: 'Core Booster',
    repo: 'GravityPDF/gravity-pdf-core-booster',
    tag: '1.3.3',
    listeners: true,
    hookIndex: true,
    area: 'Add-on: Core Booster',
    newPages: { slug: 'core-booster', sidebar: 'coreBoosterDeveloperSidebar', category: ['Core Booster', 'Hooks'] },
  },
  {
    kind: 'addon',
    name: 'addon-previewer',
    version: 'v6',
    addon: 'Previewer',
    repo: 'GravityPDF/gravity-pdf-previewer',
    tag: '1.2.10',
    listeners: true,
    hookIndex: true,
    area: 'Add-on: Previewer',
    newPages: { slug: 'previewer', sidebar: 'previewerDeveloperSidebar', category: ['Previewer', 'PHP Hooks'] },
  },
  {
    kind: 'addon',
    name: 'addon-bulk-generator',
    version: 'v6',
    addon: 'Bulk Generator',
    repo: 'GravityPDF/gravity-pdf-bulk-generator',
    tag: '1.1.2',
    listeners: true,
    hookIndex: true,
    area: 'Add-on: Bulk Generator',
    newPages: { slug: 'bulk-generator', sidebar: 'v6', category: ['Extensions', 'Bulk Generator Hooks'] },
  },
  {
    kind: 'addon',
    name: 'addon-watermark',
    version: 'v6',
    addon: 'Watermark',
    repo: 'GravityPDF/gravity-pdf-watermark',
    tag: '1.1.0',
    listeners: true,
    hookIndex: true,
    area: 'Add-on: Watermark',
    newPages: { slug: 'watermark', sidebar: 'v6', category: ['Extensions', 'Watermark Hooks'] },
  },
  { kind: 'products', name: 'products', version: 'v6' },
  {
    kind: 'plugin',
    name: 'gravity-pdf-5',
    version: 'v5',
    major: 5,
    repo: 'GravityPDF/gravity-pdf',
    tag: '5.4.2',
    // v5 and v4 keep every page at the top level (/v5/gfpdf_pdf_filename, /v4/api_add_pdf).
    pages: { under: '/v5/', byKind: false },
    listeners: true,
    hookIndex: true,
  },
  {
    kind: 'plugin',
    name: 'gravity-pdf-4',
    version: 'v4',
    major: 4,
    repo: 'GravityPDF/gravity-pdf',
    tag: '4.5.1',
    pages: { under: '/v4/', byKind: false },
    listeners: true,
    hookIndex: true,
  },
  // v3 has no facts file: its pages carry no hook or API front matter.
];

/** The registry entry of a facts file, by name. */
export function factsEntry(name: string, registry: readonly FactsEntry[] = FACTS_REGISTRY): FactsEntry | undefined {
  return registry.find((entry) => entry.name === name);
}

/** True for the plugin's own facts (which have a release history), false for add-ons, products and unknown names. */
export function isPluginFacts(name: string, registry: readonly FactsEntry[] = FACTS_REGISTRY): boolean {
  return factsEntry(name, registry)?.kind === 'plugin';
}

/** The plugin's facts for a docs version (`v6` → gravity-pdf-6), if the version has any. */
export function pluginFactsOf(version: string, registry: readonly FactsEntry[] = FACTS_REGISTRY): PluginFactsEntry | undefined {
  return registry.find((entry): entry is PluginFactsEntry => entry.kind === 'plugin' && entry.version === version);
}

/**
 * Which facts file speaks for a page: the one its front matter names, else the plugin's facts whose pages live under
 * the page's route (v6: /v6/developers/; v5 and v4: the whole version). Other pages have none.
 */
export function factsNameFor(route: string, declared: unknown, registry: readonly FactsEntry[] = FACTS_REGISTRY): string | undefined {
  if (typeof declared === 'string' && declared !== '') return declared;
  return registry.find((entry) => entry.kind === 'plugin' && route.startsWith(entry.pages.under))?.name;
}

/** The scanned facts files (plugin tags and add-ons) with a listeners file beside them (`npm run facts:listeners`). */
export const LISTENER_FACTS_FILES: readonly string[] = FACTS_REGISTRY.filter(
  (entry): entry is ScannedFactsEntry => entry.kind !== 'products' && entry.listeners,
).map((entry) => entry.name);

/** The facts behind each version's hook index and hooks.json, newest version first: the plugin, then its add-ons. */
export function hookIndexFacts(registry: readonly FactsEntry[] = FACTS_REGISTRY): Map<string, ScannedFactsEntry[]> {
  const byVersion = new Map<string, ScannedFactsEntry[]>();
  for (const entry of registry) {
    if (entry.kind === 'products' || !entry.hookIndex) continue;
    byVersion.set(entry.version, [...(byVersion.get(entry.version) ?? []), entry]);
  }
  return byVersion;
}

/** The hook index area an add-on's hooks take (undefined for the plugin: its hooks' areas follow their source file). */
export function hookIndexAreaOf(entry: ScannedFactsEntry): string | undefined {
  return entry.kind === 'addon' ? entry.area : undefined;
}

/** The facts of the latest version, the plugin and its add-ons: each of their hooks must have a page. */
export const LATEST_FACTS: readonly string[] = FACTS_REGISTRY.filter(
  (entry) => entry.kind !== 'products' && entry.version === LATEST_VERSION.name,
).map((entry) => entry.name);

/** The plugin's facts of the latest version: the default of `npm run new:hook` and `npm run hooks:report`. */
export function latestPluginFacts(registry: readonly FactsEntry[] = FACTS_REGISTRY): PluginFactsEntry {
  const entry = pluginFactsOf(LATEST_VERSION.name, registry);
  if (!entry) throw new Error(`src/plugins/reference/registry.ts: no plugin facts for the latest version, ${LATEST_VERSION.name}`);
  return entry;
}

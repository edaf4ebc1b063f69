// What `npm run new:hook` writes for a hook the facts list and no page documents: its route, its catalogue entry and
// sidebar place, and a page to fill in whose front matter already matches the facts. Pure: the CLI reads and writes.
import { dump } from 'js-yaml';
import type { Catalogue, CataloguePage, CatalogueSidebarItem } from '../../src/lib/catalogue';
import type { HookFacts } from '../../src/plugins/reference/lib/facts';
import { factsEntry } from '../../src/plugins/reference/registry';
import { LATEST_VERSION } from '../../src/data/versions';

/** A dynamic name's pattern as a path segment: `gfpdf_field_class_{$field->type}` → `gfpdf_field_class_type`. */
export function hookSlug(name: string): string {
  return name.replace(/\{\$[^}]*?(\w+)\}/g, '$1').replace(/[^\w-]+/g, '_');
}

export interface NewHookPlan {
  route: string;
  /** The content file, relative to the repository root. */
  file: string;
  entry: CataloguePage;
  sidebar: string;
}

/** Where a new hook page goes, from the facts registry (src/plugins/reference/registry.ts). */
export function planNewHook(hook: HookFacts, factsName: string): NewHookPlan {
  const entry = factsEntry(factsName);
  if (!entry || entry.kind === 'products') {
    throw new Error(`${factsName} is not a scanned facts file in src/plugins/reference/registry.ts: no hook page can be planned for it`);
  }
  const slug = hookSlug(hook.name);
  const version = entry.version;
  const kindFolder = hook.kind === 'filter' ? 'filters' : 'actions';
  // An add-on's pages sit under /<version>/extensions/hooks/<slug>/; the plugin's where its registry entry keeps them
  // (/v6/developers/filters/…, or flat in an older version: /v5/<hook>).
  const route =
    entry.kind === 'addon'
      ? `/${version}/extensions/hooks/${entry.newPages.slug}/${slug}`
      : `${entry.pages.under}${entry.pages.byKind ? `${kindFolder}/` : ''}${slug}`;
  const category =
    entry.kind === 'addon' ? [...entry.newPages.category] : ['Developers', hook.kind === 'filter' ? 'Filter Hooks' : 'Action Hooks'];
  const sidebar = entry.kind === 'addon' ? entry.newPages.sidebar : version;
  const inVersion = route.slice(`/${version}`.length);
  return {
    route,
    file: version === LATEST_VERSION.name ? `docs${inVersion}.md` : `versioned_docs/version-${version}${inVersion}.md`,
    sidebar,
    entry: {
      path: route,
      version,
      sidebar,
      title: hook.name,
      sidebar_label: hook.name,
      category,
      kind: hook.kind,
    },
  };
}

/** Finds (or makes, at the end of its parent) the category at a label path. */
function categoryAt(items: CatalogueSidebarItem[], labels: readonly string[]): CatalogueSidebarItem[] {
  let level = items;
  for (const label of labels) {
    let category = level.find(
      (item): item is Extract<CatalogueSidebarItem, { type: 'category' }> => item.type === 'category' && item.label === label,
    );
    if (!category) {
      category = { type: 'category', label, collapsed: null, items: [] };
      level.push(category);
    }
    level = category.items;
  }
  return level;
}

/** The catalogue with the page added: its entry, and its place in its category, in alphabetical order. */
export function withNewHookPage(catalogue: Catalogue, plan: NewHookPlan): Catalogue {
  if (catalogue.pages.some((page) => page.path === plan.route)) throw new Error(`${plan.route} is already in the catalogue`);
  const next = structuredClone(catalogue);
  next.pages.push({ ...plan.entry, origin: 'spec', spec_match: 'family' } as CataloguePage);
  const items = categoryAt((next.sidebars[plan.sidebar] ??= []), plan.entry.category);
  const position = items.findIndex((item) => item.type === 'doc' && item.path > plan.route);
  items.splice(position === -1 ? items.length : position, 0, { type: 'doc', path: plan.route });
  return next;
}

/** The page to fill in: front matter that already agrees with the facts, each argument's expression as a comment. */
export function newHookPage(hook: HookFacts, factsName: string, coreFacts: boolean): string {
  const params = hook.args.map((arg) => ({ ...(arg.name ? {} : { name: '$TODO' }), type: arg.type ?? '', description: '' }));
  // No title or sidebar label: the build takes them from the catalogue entry planNewHook adds.
  const front = {
    description: '',
    hook: {
      name: hook.name,
      ...(coreFacts ? {} : { facts: factsName }),
      ...(params.length > 0 && { params }),
      ...(hook.kind === 'filter' && { returns: { type: '', description: '' } }),
    },
  };
  const argsNote = hook.args.map((arg, index) => `#   ${index + 1}. ${arg.expression}`).join('\n');
  return `---
${dump(front, { lineWidth: 160 }).trimEnd()}
# The arguments as ${hook.callSites[0] ? `${hook.callSites[0].file}:${hook.callSites[0].line}` : 'the code'} passes them (give a \`name\` only to an expression, then delete these lines):
${argsNote || '#   (none)'}
---

## Usage

## Notes
`;
}

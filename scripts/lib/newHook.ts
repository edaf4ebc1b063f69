// What `npm run new:hook` writes for a hook the facts list and no page documents: its route, its catalogue entry and
// sidebar place, and a page to fill in whose front matter already matches the facts. Pure: the CLI reads and writes.
import { dump } from 'js-yaml';
import type { Catalogue, CataloguePage, CatalogueSidebarItem } from '../../src/lib/catalogue';
import type { HookFacts } from '../../src/lib/reference/facts';

/** Where each add-on's hook pages live, and the sidebar and category that list them. */
export const ADDON_HOOK_HOMES: Record<string, { slug: string; sidebar: string; category: string[] }> = {
  'addon-core-booster': { slug: 'core-booster', sidebar: 'coreBoosterDeveloperSidebar', category: ['Core Booster', 'Hooks'] },
  'addon-previewer': { slug: 'previewer', sidebar: 'previewerDeveloperSidebar', category: ['Previewer', 'PHP Hooks'] },
  'addon-bulk-generator': { slug: 'bulk-generator', sidebar: 'v6', category: ['Extensions', 'Bulk Generator Hooks'] },
  'addon-watermark': { slug: 'watermark', sidebar: 'v6', category: ['Extensions', 'Watermark Hooks'] },
};

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

/** The older versions whose hook pages sit flat in their versioned docs folder: `/v5/<hook>`. */
const OLDER_CORE_VERSIONS: Record<string, string> = { 'gravity-pdf-5': 'v5', 'gravity-pdf-4': 'v4' };

export function planNewHook(hook: HookFacts, factsName: string): NewHookPlan {
  const addon = ADDON_HOOK_HOMES[factsName];
  const older = OLDER_CORE_VERSIONS[factsName];
  const slug = hookSlug(hook.name);
  const version = older ?? 'v6';
  const route = addon
    ? `/v6/extensions/hooks/${addon.slug}/${slug}`
    : older
      ? `/${older}/${slug}`
      : `/v6/developers/${hook.kind === 'filter' ? 'filters' : 'actions'}/${slug}`;
  const category = addon ? addon.category : ['Developers', hook.kind === 'filter' ? 'Filter Hooks' : 'Action Hooks'];
  const sidebar = addon ? addon.sidebar : version;
  return {
    route,
    file: older ? `versioned_docs/version-${older}/${slug}.md` : `docs${route.slice('/v6'.length)}.md`,
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
  const front = {
    title: hook.name,
    sidebar_label: hook.name,
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

// The content families: which catalogue pages each content issue owns (by sidebar and category), for coverage tests.
export interface ContentFamily {
  readonly name: string;
  /** [sidebar, ...category prefix]; a page belongs when its sidebar matches and its category starts with the prefix. */
  readonly selectors: readonly (readonly string[])[];
  /** Extra pages named one by one. */
  readonly paths?: readonly string[];
}

export const CONTENT_FAMILIES: readonly ContentFamily[] = [
  {
    name: 'v6 users and account',
    selectors: [
      ['v6', 'Users'],
      ['v6', 'Account'],
    ],
    paths: ['/v6/users/css-ready-classes'],
  },
  { name: 'v6 developers', selectors: [['v6', 'Developers']] },
  {
    name: 'v6 templates, extensions and add-on developer sidebars',
    selectors: [
      ['v6', 'Templates'],
      ['v6', 'Extensions'],
      ['invoiceDeveloperSidebar'],
      ['pdf4gvDeveloperSidebar'],
      ['previewerDeveloperSidebar'],
      ['coreBoosterDeveloperSidebar'],
    ],
  },
];

export function familyIncludes(family: ContentFamily, page: { path: string; sidebar: string | null; category: string[] }): boolean {
  if (family.paths?.includes(page.path)) return true;
  return family.selectors.some(
    ([sidebar, ...prefix]) => page.sidebar === sidebar && prefix.every((label, index) => page.category[index] === label),
  );
}

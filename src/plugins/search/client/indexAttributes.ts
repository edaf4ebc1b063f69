// The data-pagefind-* attributes that put a page into the local search index: its version (the search's scope), its
// kind (which pages a plain-words or a code-like query favours), its sidebar section (how hits are grouped) and the
// front matter keywords it answers (searchable, never shown).

/** How the levels of a section are joined: `Developers › Filter Hooks`. */
export const SECTION_SEPARATOR = ' › ';

/**
 * reference: hook and API pages, favoured by code-like queries; guide: user guides, troubleshooting and account pages,
 * favoured by queries in plain words; news: release-note posts (they mention each change in passing); other: developer
 * guides, templates, add-ons.
 */
export type SearchKind = 'reference' | 'guide' | 'news' | 'other';

/** The top sidebar categories whose pages are user guides, in every version. */
const GUIDE_CATEGORIES = new Set(['Users', 'User', 'Account']);

export function searchKindOf(frontMatter: Readonly<Record<string, unknown>>, section: readonly string[]): SearchKind {
  if (frontMatter.hook || frontMatter.api) return 'reference';
  return GUIDE_CATEGORIES.has(section[0] ?? '') ? 'guide' : 'other';
}

export type IndexAttributes = Record<`data-pagefind-${string}`, string>;

/** Pagefind reads `key:value` and splits several pairs on commas, so values lose their commas. */
function attributeValue(text: string): string {
  return text.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * @param section the sidebar categories above the page, outermost first (empty for pages outside a sidebar)
 * @param docusaurusVersion the Docusaurus version name, the `version` facet; undefined outside the docs
 */
export function indexAttributes(section: readonly string[], docusaurusVersion: string | undefined): IndexAttributes {
  const attributes: IndexAttributes = { 'data-pagefind-body': '' };
  const label = attributeValue(section.join(SECTION_SEPARATOR));
  if (label) attributes['data-pagefind-meta'] = `section:${label}`;
  if (docusaurusVersion) attributes['data-pagefind-filter'] = `version:${attributeValue(docusaurusVersion)}`;
  return attributes;
}

/** The `data-pagefind-filter` of a page's kind, for an element of its own (Pagefind reads one filter an attribute). */
export function kindFilter(kind: SearchKind): string {
  return `kind:${kind}`;
}

/** The `data-pagefind-meta` value of a page's front matter keywords, or undefined when it has none. */
export function keywordsMeta(keywords: unknown): string | undefined {
  if (!Array.isArray(keywords)) return undefined;
  const value = attributeValue(keywords.filter((keyword): keyword is string => typeof keyword === 'string').join(' '));
  return value ? `keywords:${value}` : undefined;
}

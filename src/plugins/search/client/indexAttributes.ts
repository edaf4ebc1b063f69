// The data-pagefind-* attributes that put a page into the local search index, with its version and section.

/** How the levels of a section are joined: `Developers › Filter Hooks`. */
export const SECTION_SEPARATOR = ' › ';

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

// How Pagefind reads the built pages: what it leaves out and which characters belong to words.
import type { PagefindServiceConfig } from 'pagefind';

export const PAGEFIND_INDEX_CONFIG: PagefindServiceConfig = {
  forceLanguage: 'en',
  // Heading permalinks and the reading aids around the text are not content.
  excludeSelectors: ['.hash-link', '.theme-doc-version-badge', '.theme-doc-breadcrumbs', '.theme-edit-this-page', '[data-pagefind-ignore]'],
};

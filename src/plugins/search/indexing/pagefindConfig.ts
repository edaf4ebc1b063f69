// How Pagefind reads the built pages: what it leaves out of a page's text.
import type { PagefindServiceConfig } from 'pagefind';

export const PAGEFIND_INDEX_CONFIG: PagefindServiceConfig = {
  forceLanguage: 'en',
  excludeSelectors: [
    // Heading permalinks and the reading aids around the text are not content.
    '.hash-link',
    '.theme-doc-version-badge',
    '.theme-doc-breadcrumbs',
    '.theme-edit-this-page',
    '[data-pagefind-ignore]',
    // Programs are not prose: snippets never quote them, and their names are indexed as the `code` metadata instead
    // (pageText.ts). ```text blocks (messages a reader may paste) stay.
    '.theme-code-block:not(.language-text)',
  ],
};

// The search settings: src/data/site.ts builds them once from the environment, the config hands them to this plugin,
// and the browser reads them from the plugin's global data (useSearchSettings), never from the environment or themeConfig.
export interface AlgoliaSettings {
  appId: string;
  /** The public, search-only key. */
  apiKey: string;
  indexName: string;
}

// A type, not an interface: Docusaurus's plugin options need an index signature, which only type literals satisfy.
export type SearchSettings = {
  /** Algolia DocSearch when all three Algolia settings are given; otherwise the local Pagefind index. */
  backend: 'algolia' | 'local';
  algolia: AlgoliaSettings | null;
  /** The most hits the modal lists under one section. */
  hitsPerGroup: number;
  /** Where the Pagefind bundle is served from, below the site's base URL (`/pagefind/`). */
  localBundlePath: string;
  /** The full results page, below the site's base URL, without slashes (`search`). */
  searchPagePath: string;
};

/** The plugin's name, also the key of its global data. */
export const SEARCH_PLUGIN_NAME = 'docs-search';

/** The index name a request carries: Algolia's, or a fixed name the local client ignores. */
export function indexNameOf(settings: SearchSettings): string {
  return settings.algolia?.indexName ?? 'pagefind';
}

/** The plugin's options, checked once at start-up: a malformed setting fails the build with what is wrong. */
export function assertSearchSettings(options: unknown): SearchSettings {
  const settings = (options ?? {}) as Partial<Record<keyof SearchSettings, unknown>>;
  const problems = [
    settings.backend !== 'local' && settings.backend !== 'algolia' && 'backend must be "local" or "algolia"',
    settings.backend === 'algolia' &&
      (typeof settings.algolia !== 'object' || settings.algolia === null) &&
      'the algolia backend needs algolia settings',
    typeof settings.hitsPerGroup !== 'number' && 'hitsPerGroup must be a number',
    typeof settings.localBundlePath !== 'string' && 'localBundlePath must be a string',
    typeof settings.searchPagePath !== 'string' && 'searchPagePath must be a string',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`src/plugins/search: ${problems.join('; ')} (set them in src/data/site.ts)`);
  return options as SearchSettings;
}

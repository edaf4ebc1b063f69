// The search settings the browser receives through the config's customFields (src/data/site.ts holds their values;
// it reads the environment, so the browser cannot import it).
export interface SearchSettings {
  backend: 'algolia' | 'local';
  /** The most hits the modal lists under one section. */
  hitsPerGroup: number;
  /** Where the Pagefind bundle is served from, below the site's base URL. */
  localBundlePath: string;
}

export function readSearchSettings(customFields: Record<string, unknown> | undefined): SearchSettings {
  const value = customFields?.search;
  const settings = (value !== null && typeof value === 'object' ? value : {}) as Partial<Record<keyof SearchSettings, unknown>>;
  if (
    (settings.backend !== 'algolia' && settings.backend !== 'local') ||
    typeof settings.hitsPerGroup !== 'number' ||
    typeof settings.localBundlePath !== 'string'
  ) {
    throw new Error('customFields.search is missing or malformed: docusaurus.config.ts sets it from src/data/site.ts');
  }
  return { backend: settings.backend, hitsPerGroup: settings.hitsPerGroup, localBundlePath: settings.localBundlePath };
}

// The site's search as one local plugin: its theme components (the DocSearch button and modal, the results page), its
// settings (global data for the browser), the DocSearch modal CSS kept out of the site stylesheet, and the Pagefind
// index, written after every production build so `docusaurus build` alone gives a working search.
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSearchIndex } from './indexing/buildIndex';
import { lazyModalCssWebpackConfig } from './lazyModalCss';
import { assertSearchSettings, SEARCH_PLUGIN_NAME } from './settings';

export default function searchPlugin(_context: LoadContext, options: unknown): Plugin {
  const settings = assertSearchSettings(options);
  return {
    name: SEARCH_PLUGIN_NAME,
    // Listed after the classic preset, so these components replace @docusaurus/theme-search-algolia's SearchBar and
    // SearchPage; its translations, route for the results page and OpenSearch description stay.
    // A plugin given as a function is resolved from the site directory, so the path is absolute.
    getThemePath: () => join(__dirname, 'theme'),
    contentLoaded({ actions }) {
      actions.setGlobalData(settings);
      return Promise.resolve();
    },
    configureWebpack: (_config, isServer) => (isServer ? {} : lazyModalCssWebpackConfig()),
    async postBuild({ outDir }) {
      if (settings.backend !== 'local') return;
      await buildSearchIndex(outDir, settings.localBundlePath);
    },
  };
}

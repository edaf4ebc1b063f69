// Every page costs main.js and the webpack runtime a few table entries, and the client some work at start-up; with
// 850 pages that was tens of KB of every first load and main-thread time while a page becomes interactive. In the
// client build only (routeTables.cjs has the details):
// - the registry's module paths ("@site/docs/…md") go: react-loadable reads them only on the server;
// - chunk names are short (`c1a`), and chunk files are named `[id].[contenthash].js`, which spares the runtime its
//   id → name table; Docusaurus's own name → id table (`__webpack_require__.gca`, for prefetching) is left out
//   (prefetchAsPreloadLoader.cjs);
// - route components are created when first rendered, not all at start-up, and routesChunkNames.json keys each route
//   by a number instead of repeating its path;
// - the pages of nested tables (each docs version's pages) are loaded in buckets chosen by a hash of the path, the
//   bucket of a path just before the router matches it (preloadRoutesLoader.cjs), so main.js stays the same size as
//   pages are added.
// Each loader fails the build if Docusaurus's generated code changes shape, rather than silently doing nothing.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { clientLoaderRules } from '../clientLoaders';

/**
 * Leaves Docusaurus's ChunkAssetPlugin out of the client build: the chunk name → id table it writes into the runtime
 * serves only prefetch(), which prefetchAsPreloadLoader.cjs rewrites to do without it. Throws when the plugin is not
 * there exactly once, so a Docusaurus that renames or drops it is noticed.
 */
function withoutChunkAssetTable(config: Configuration): void {
  const { default: ChunkAssetPlugin } = createRequire(require.resolve('@docusaurus/core/package.json'))(
    './lib/webpack/plugins/ChunkAssetPlugin',
  ) as {
    default: new () => unknown;
  };
  const found = (config.plugins ?? []).filter((plugin) => plugin instanceof ChunkAssetPlugin);
  if (found.length !== 1) {
    throw new Error(
      `leanRouteTables: the client build has ${found.length} ChunkAssetPlugin instead of one; update withoutChunkAssetTable in src/plugins/leanRouteTables/index.ts`,
    );
  }
  // configureWebpack merges what it returns and cannot remove a plugin, so the list is changed in place.
  config.plugins = config.plugins!.filter((plugin) => plugin !== found[0]);
}

export default function leanRouteTables(): Plugin {
  return {
    name: 'lean-route-tables',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      withoutChunkAssetTable(config);
      const loader = (file: string) => path.resolve(__dirname, file);
      return {
        ...clientLoaderRules(
          config,
          [
            { test: /[\\/]\.docusaurus[\\/]registry\.js$/, loader: loader('leanRegistryLoader.cjs') },
            { test: /[\\/]\.docusaurus[\\/]routes\.js$/, loader: loader('routesLoader.cjs') },
            { test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/, loader: loader('routeChunkKeysLoader.cjs') },
            { test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/, loader: loader('preloadRoutesLoader.cjs') },
            { test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/, loader: loader('prefetchAsPreloadLoader.cjs') },
          ],
          [loader('routeTables.cjs')],
        ),
        // The development server keeps Docusaurus's readable `[name].js` chunks.
        ...(config.mode === 'production' && { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } }),
      };
    },
  };
}

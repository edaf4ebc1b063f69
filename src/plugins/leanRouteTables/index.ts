// Every page costs main.js and the webpack runtime a few table entries, and the client some work at start-up; with
// 600+ pages that is tens of KB of every first load and main-thread time while a page becomes interactive. In the
// client build only:
// - the registry's module paths ("@site/docs/…md"): react-loadable reads them only on the server, to collect the
//   chunks a page used (ComponentCreator passes them as `modules`);
// - chunk names in chunk file names: `[id].[contenthash].js` spares the runtime its id → name table (Docusaurus's
//   `__webpack_require__.gca` keeps its own name → id table for prefetching);
// - route components are created when first rendered, not all at start-up, and routesChunkNames.json keys each
//   route by a number instead of repeating its path (lazyRouteComponentsLoader.cjs, routeChunkKeysLoader.cjs);
// - prefetching finds a route's chunks in an index, not by scanning every route per link (prefetchIndexLoader.cjs).
// Each loader fails the build if Docusaurus's generated code changes shape, rather than silently doing nothing.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function leanRouteTables(): Plugin {
  return {
    name: 'lean-route-tables',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const loaders = [
        'leanRegistryLoader.cjs',
        'chunkNames.cjs',
        'lazyRouteComponentsLoader.cjs',
        'routeChunkKeysLoader.cjs',
        'prefetchIndexLoader.cjs',
      ];
      // Rspack's persistent cache keeps loader output until a build dependency changes; these files are not required by
      // the config, so without this an edited loader would go unnoticed until the cache is cleared.
      const persistentCache = (config.experiments as { cache?: { buildDependencies?: string[] } } | undefined)?.cache;
      return {
        ...(persistentCache && {
          experiments: { cache: { buildDependencies: loaders.map((file) => path.resolve(__dirname, file)) } },
        }),
        // The development server keeps Docusaurus's readable `[name].js` chunks.
        ...(config.mode === 'production' && { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } }),
        module: {
          rules: [
            { test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{ loader: path.resolve(__dirname, 'leanRegistryLoader.cjs') }] },
            { test: /[\\/]\.docusaurus[\\/]routes\.js$/, use: [{ loader: path.resolve(__dirname, 'lazyRouteComponentsLoader.cjs') }] },
            {
              test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/,
              use: [{ loader: path.resolve(__dirname, 'routeChunkKeysLoader.cjs') }],
            },
            {
              test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
              use: [{ loader: path.resolve(__dirname, 'prefetchIndexLoader.cjs') }],
            },
          ],
        },
      };
    },
  };
}

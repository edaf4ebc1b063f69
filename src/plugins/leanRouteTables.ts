// Every page costs main.js and the webpack runtime a few table entries; with 600+ pages they are tens of KB of every
// first load. The client build drops two that it never reads:
// - the registry's module paths ("@site/docs/…md"): react-loadable reads them only on the server, to collect the
//   chunks a page used (ComponentCreator passes them as `modules`);
// - chunk names in chunk file names: `[id].[contenthash].js` spares the runtime its id → name table (Docusaurus's
//   `__webpack_require__.gca` keeps its own name → id table for prefetching).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function leanRouteTables(): Plugin {
  return {
    name: 'lean-route-tables',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        module: {
          rules: [{ test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{ loader: path.resolve(__dirname, 'leanRegistryLoader.cjs') }] }],
        },
      };
    },
  };
}

// Takes Prism out of main.js: drops theme-classic's global client module that loads it (and our languages) on every
// page, and gives the server build the eager highlighter of src/theme/CodeBlock/Content, so HTML stays highlighted.
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

const THEME_PRISM_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const BROWSER_HIGHLIGHTER = /^\.\/highlighter$/;
const CODE_BLOCK_CONTENT = /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]Content$/;

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(THEME_PRISM_MODULE, join(__dirname, 'emptyModule.ts')),
          ...(isServer
            ? [
                new NormalModuleReplacementPlugin(BROWSER_HIGHLIGHTER, (resource: { context: string; request: string }) => {
                  if (CODE_BLOCK_CONTENT.test(resource.context)) resource.request = './highlighter.server';
                }),
              ]
            : []),
        ],
      };
    },
  };
}

// Two cuts of main-thread work while a page hydrates and just after, measured with a 4× CPU slowdown (issue #25,
// MAINTAINERS.md "Main-thread work after a page loads"). Each is a loader on one Docusaurus client file that fails the
// build if that file changes shape (UPGRADING.md lists them):
// - prefetchOnIntentLoader.cjs: links prefetch their page's code on hover or touch, not all at once when they come into view;
// - shallowMemoSortLoader.cjs: the theme's `useShallowMemoObject` sorts keys without building an ICU collator.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { clientLoaderRules } from '../clientLoaders';

export default function mainThreadCuts(): Plugin {
  return {
    name: 'main-thread-cuts',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return clientLoaderRules(config, [
        {
          test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/,
          loader: path.resolve(__dirname, 'prefetchOnIntentLoader.cjs'),
        },
        {
          test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
          loader: path.resolve(__dirname, 'shallowMemoSortLoader.cjs'),
        },
      ]);
    },
  };
}

// Rspack/webpack loader for @docusaurus/core's client docusaurus.js, in the client build only. Its prefetch() turns
// each chunk name of a route into a file with `__webpack_require__.gca`, a table of every chunk name and id that
// Docusaurus's ChunkAssetPlugin writes into the runtime: 4.4 KB compressed of every first load at 857 pages, growing by
// about 5 bytes a page. Nothing on the site prefetches any more (links preload on hover or touch, see
// mainThreadCuts), so leanRouteTables/index.ts leaves that plugin out, and prefetch(), kept for any script calling
// window.docusaurus.prefetch(), loads the route as preload() does.
const PREFETCH = /\nconst prefetch = \(routePath\) => \{\n[\s\S]*?__webpack_require__\.gca\(chunkName\)[\s\S]*?\n\};\n(?=const preload = )/;

module.exports = function prefetchAsPreloadLoader(source) {
  if (!PREFETCH.test(source) || !source.includes("import preloadHelper from './preload';")) {
    throw new Error(
      'prefetchAsPreloadLoader: @docusaurus/core/lib/client/docusaurus.js no longer has the shape it rewrites; update src/plugins/leanRouteTables/prefetchAsPreloadLoader.cjs or remove it and the ChunkAssetPlugin removal from src/plugins/leanRouteTables/index.ts',
    );
  }
  return source.replace(
    PREFETCH,
    `
const prefetch = (routePath) => {
    if (!canPrefetch(routePath)) {
        return false;
    }
    fetched.add(routePath);
    return preloadHelper(routePath);
};
`,
  );
};

// Rspack/webpack loader for @docusaurus/core's client docusaurus.js in the client build only (see leanRouteTables.ts).
// Prefetching a link looks up its route's chunks by scanning every route's entry with a regular expression, once per
// link that scrolls into view: with 800+ routes that work lands on the main thread while the page becomes
// interactive. This builds a path → chunk names index on the first prefetch instead, from each route's `chunkKey`
// (lazyRouteComponentsLoader.cjs: routesChunkNames.json no longer holds paths).
const SCAN =
  /const getChunkNamesToLoad = \(path\) => Object\.entries\(routesChunkNames\)[\s\S]*?\.flatMap\(\(\[, routeChunks\]\) => Object\.values\(flat\(routeChunks\)\)\);/;

module.exports = function prefetchIndexLoader(source) {
  if (!SCAN.test(source) || !source.includes("import routes from '@generated/routes';")) {
    throw new Error(
      'prefetchIndexLoader: @docusaurus/core/lib/client/docusaurus.js no longer has the lookup it replaces; update src/plugins/leanRouteTables/prefetchIndexLoader.cjs or remove it from leanRouteTables/index.ts',
    );
  }
  return source.replace(
    SCAN,
    `let chunkNamesByPath;
const getChunkNamesToLoad = (path) => {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    const index = (list) => {
      for (const route of list) {
        if (route.chunkKey !== undefined) {
          const names = chunkNamesByPath.get(route.path) ?? [];
          names.push(...Object.values(flat(routesChunkNames[route.chunkKey + '-'])));
          chunkNamesByPath.set(route.path, names);
        }
        if (route.routes) index(route.routes);
      }
    };
    index(routes);
  }
  return chunkNamesByPath.get(path) ?? [];
};`,
  );
};

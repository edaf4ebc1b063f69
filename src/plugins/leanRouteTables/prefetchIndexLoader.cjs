// Rspack/webpack loader for @docusaurus/core's client docusaurus.js in the client build only (see leanRouteTables.ts).
// Prefetching a link looks up its route's chunks by scanning every route's entry with a regular expression, once per
// link that scrolls into view: with 620+ routes that work lands on the main thread while the page becomes
// interactive. This builds a path → chunk names index on the first prefetch instead.
const SCAN =
  /const getChunkNamesToLoad = \(path\) => Object\.entries\(routesChunkNames\)[\s\S]*?\.flatMap\(\(\[, routeChunks\]\) => Object\.values\(flat\(routeChunks\)\)\);/;

module.exports = function prefetchIndexLoader(source) {
  if (!SCAN.test(source)) {
    throw new Error(
      'prefetchIndexLoader: @docusaurus/core/lib/client/docusaurus.js no longer has the lookup it replaces; update src/plugins/prefetchIndexLoader.cjs or remove it from leanRouteTables.ts',
    );
  }
  return source.replace(
    SCAN,
    `let chunkNamesByPath;
const getChunkNamesToLoad = (path) => {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
      // "/blog/post-fe9" → "/blog/post": the key is the route's path and its hash.
      const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
      const names = chunkNamesByPath.get(routePath) ?? [];
      names.push(...Object.values(flat(routeChunks)));
      chunkNamesByPath.set(routePath, names);
    }
  }
  return chunkNamesByPath.get(path) ?? [];
};`,
  );
};

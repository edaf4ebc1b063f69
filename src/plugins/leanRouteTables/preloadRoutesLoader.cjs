// Rspack/webpack loader for @docusaurus/core's client preload.js, in the client build only: before the router's
// tables are matched against a path, the page bucket of that path joins them (routesLoader.cjs). preload() runs before
// the first render (clientEntry.js awaits it before hydrating), before every navigation (PendingNavigation.js keeps the
// old page until it resolves) and when a pointer rests on a link, so every path is matched with its pages in place.
const IMPORT = "import routes from '@generated/routes';";
const FUNCTION = 'export default function preload(pathname) {';

module.exports = function preloadRoutesLoader(source) {
  if (!source.includes(IMPORT) || !source.includes(FUNCTION) || !source.includes('matchRoutes(routes, p)')) {
    throw new Error(
      'preloadRoutesLoader: @docusaurus/core/lib/client/preload.js no longer has the shape it rewrites; update src/plugins/leanRouteTables/preloadRoutesLoader.cjs or remove it from src/plugins/leanRouteTables/index.ts',
    );
  }
  return source.replace(IMPORT, "import routes, { loadRoutesFor } from '@generated/routes';").replace(
    FUNCTION,
    `export default function preload(pathname) {
    return loadRoutesFor([pathname, decodeURI(pathname)]).then(() => preloadMatched(pathname));
}
function preloadMatched(pathname) {`,
  );
};

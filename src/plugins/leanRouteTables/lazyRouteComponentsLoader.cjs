// Rspack/webpack loader for .docusaurus/routes.js in the client build only (see leanRouteTables.ts). Docusaurus calls
// ComponentCreator for every route when main.js starts (620+ loadable components, most never rendered); a getter
// creates each route's component the first time the router asks for it, and keeps it, so it stays the same component.
const ROUTE_COMPONENT = /component: ComponentCreator\(('[^'\\]*'), ('[^'\\]*')\)/g;
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

module.exports = function lazyRouteComponentsLoader(source) {
  if (!source.includes(IMPORT) || !ROUTE_COMPONENT.test(source)) {
    throw new Error(
      'lazyRouteComponentsLoader: .docusaurus/routes.js no longer has the shape it rewrites; update src/plugins/lazyRouteComponentsLoader.cjs or remove it from leanRouteTables.ts',
    );
  }
  ROUTE_COMPONENT.lastIndex = 0;
  return source.replace(ROUTE_COMPONENT, 'get component() { return routeComponent($1, $2); }').replace(
    IMPORT,
    `${IMPORT}
const routeComponents = new Map();
function routeComponent(path, hash) {
  const key = path + '-' + hash;
  let component = routeComponents.get(key);
  if (!component) {
    component = ComponentCreator(path, hash);
    routeComponents.set(key, component);
  }
  return component;
}`,
  );
};

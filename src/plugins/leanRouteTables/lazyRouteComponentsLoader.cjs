// Rspack/webpack loader for .docusaurus/routes.js in the client build only (see leanRouteTables.ts). Two savings:
// - Docusaurus calls ComponentCreator for every route when main.js starts (800+ loadable components, most never
//   rendered); a getter creates each route's component the first time the router asks for it, and keeps it.
// - ComponentCreator finds a route's chunks under the key "<path>-<hash>" in routesChunkNames.json, which repeats every
//   path a second time far from the first (so compression cannot share them). Each route gets the number of its key
//   in that file instead (routeChunkKeysLoader.cjs numbers the keys the same way), and a route keeps its number as
//   `chunkKey`.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const ROUTE_COMPONENT = /component: ComponentCreator\('([^'\\]*)', '([^'\\]*)'\)/g;
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

/** The number of each route key in routesChunkNames.json, in the file's order. */
function chunkKeyNumbers(chunkNamesJson) {
  return new Map(Object.keys(JSON.parse(chunkNamesJson)).map((key, index) => [key, index]));
}

function lazyRouteComponentsLoader(source) {
  if (!source.includes(IMPORT) || !ROUTE_COMPONENT.test(source)) {
    throw new Error(
      'lazyRouteComponentsLoader: .docusaurus/routes.js no longer has the shape it rewrites; update src/plugins/leanRouteTables/lazyRouteComponentsLoader.cjs or remove it from leanRouteTables/index.ts',
    );
  }
  const chunkNamesFile = join(dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const numbers = chunkKeyNumbers(readFileSync(chunkNamesFile, 'utf8'));
  ROUTE_COMPONENT.lastIndex = 0;
  return source
    .replace(ROUTE_COMPONENT, (_, path, hash) => {
      const number = numbers.get(`${path}-${hash}`);
      if (number === undefined) throw new Error(`lazyRouteComponentsLoader: ${path}-${hash} is not in routesChunkNames.json`);
      return `chunkKey: ${number}, get component() { return routeComponent(this.chunkKey); }`;
    })
    .replace(
      IMPORT,
      `${IMPORT}
const routeComponents = new Map();
function routeComponent(chunkKey) {
  let component = routeComponents.get(chunkKey);
  if (!component) {
    // ComponentCreator looks the chunks up as "<path>-<hash>": "12-" is route key number 12.
    component = ComponentCreator(String(chunkKey), '');
    routeComponents.set(chunkKey, component);
  }
  return component;
}`,
    );
}

module.exports = lazyRouteComponentsLoader;
module.exports.chunkKeyNumbers = chunkKeyNumbers;

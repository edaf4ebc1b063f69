// Docusaurus names each route's chunks after a hash of the module (`"35815866"`). Those names appear in the registry,
// in every route's entry of routesChunkNames.json and in the webpack runtime's name → id table: thousands of random
// digits in every first load. The client build renames them by their order in registry.js (`c0`, `c1`, …), which
// leanRegistryLoader.cjs and routeChunkKeysLoader.cjs both read, so the two agree.
const REGISTRY_KEY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\//gm;

/** Each chunk name of registry.js → its short name, in the file's order. */
function shortChunkNames(registrySource) {
  const names = new Map();
  for (const [, name] of registrySource.matchAll(REGISTRY_KEY)) names.set(name, `c${names.size.toString(36)}`);
  return names;
}

module.exports = { shortChunkNames };

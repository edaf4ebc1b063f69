// Rspack/webpack loader for .docusaurus/routesChunkNames.json in the client build only (see leanRouteTables.ts):
// - each "<path>-<hash>" key becomes "<number>-", its number in the file's order, the form
//   ComponentCreator(String(number), '') looks up (lazyRouteComponentsLoader.cjs); the paths stay in routes.js, once;
// - each chunk name becomes the short name leanRegistryLoader.cjs gives it (chunkNames.cjs), read from registry.js.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { shortChunkNames } = require('./chunkNames.cjs');

function renamed(value, names) {
  if (typeof value === 'string') {
    const name = names.get(value);
    if (name === undefined) throw new Error(`routeChunkKeysLoader: chunk ${value} is not in registry.js`);
    return name;
  }
  if (Array.isArray(value)) return value.map((item) => renamed(item, names));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, names)]));
}

module.exports = function routeChunkKeysLoader(source) {
  const chunkNames = JSON.parse(source);
  const keys = Object.keys(chunkNames);
  if (keys.length === 0 || !keys.every((key) => /^.+-[^-]+$/.test(key))) {
    throw new Error(
      'routeChunkKeysLoader: .docusaurus/routesChunkNames.json no longer has "<path>-<hash>" keys; update src/plugins/leanRouteTables/routeChunkKeysLoader.cjs or remove it from leanRouteTables/index.ts',
    );
  }
  const registryFile = join(dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  const names = shortChunkNames(readFileSync(registryFile, 'utf8'));
  return JSON.stringify(Object.fromEntries(keys.map((key, index) => [`${index}-`, renamed(chunkNames[key], names)])));
};

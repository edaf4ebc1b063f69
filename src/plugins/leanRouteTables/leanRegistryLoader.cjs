// Rspack/webpack loader for .docusaurus/registry.js in the client build only (see index.ts): each entry is
// "name": [loader, "@site/…module path", require.resolveWeak(…)]. The middle string is read on the server alone, so it
// goes; and each chunk name becomes its short name (chunkNames.cjs), in the key and in the webpackChunkName comment.
const { shortChunkNames } = require('./chunkNames.cjs');

const MODULE_PATH = /\),\s*"[^"]*",\s*require\.resolveWeak\(/g;
const ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\//gm;

module.exports = function leanRegistryLoader(source) {
  const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  const names = shortChunkNames(source);
  const rewritten = source
    .replace(MODULE_PATH, '), 0, require.resolveWeak(')
    .replace(ENTRY, (_, name) => `  "${names.get(name)}": [() => import(/* webpackChunkName: "${names.get(name)}" */`);
  // Every entry must lose its path and its long name: an entry of another shape would silently keep them (or break
  // the registry).
  const left = rewritten.match(MODULE_PATH)?.length ?? 0;
  const done = rewritten.match(/\), 0, require\.resolveWeak\(/g)?.length ?? 0;
  if (!source.startsWith('export default {') || entries === 0 || left > 0 || done !== entries || names.size !== entries) {
    throw new Error(
      'leanRegistryLoader: .docusaurus/registry.js no longer has the shape it rewrites; update src/plugins/leanRouteTables/leanRegistryLoader.cjs or remove it from src/plugins/leanRouteTables/index.ts',
    );
  }
  return rewritten;
};

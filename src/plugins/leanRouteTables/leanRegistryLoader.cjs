// Rspack/webpack loader for .docusaurus/registry.js in the client build only (see index.ts): each entry is
// [loader, "@site/…module path", require.resolveWeak(…)], and the middle string is read on the server alone.
const MODULE_PATH = /\),\s*"[^"]*",\s*require\.resolveWeak\(/g;

module.exports = function leanRegistryLoader(source) {
  const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  const rewritten = source.replace(MODULE_PATH, '), 0, require.resolveWeak(');
  // Every entry must lose its path: an entry of another shape would silently keep it (or break the registry).
  const left = rewritten.match(MODULE_PATH)?.length ?? 0;
  const done = rewritten.match(/\), 0, require\.resolveWeak\(/g)?.length ?? 0;
  if (!source.startsWith('export default {') || entries === 0 || left > 0 || done !== entries) {
    throw new Error(
      'leanRegistryLoader: .docusaurus/registry.js no longer has the shape it rewrites; update src/plugins/leanRouteTables/leanRegistryLoader.cjs or remove it from src/plugins/leanRouteTables/index.ts',
    );
  }
  return rewritten;
};

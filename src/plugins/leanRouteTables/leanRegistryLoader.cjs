// Rspack/webpack loader for .docusaurus/registry.js in the client build only (see leanRouteTables.ts): each entry is
// [loader, "@site/…module path", require.resolveWeak(…)], and the middle string is read on the server alone.
module.exports = function leanRegistryLoader(source) {
  return source.replace(/\),\s*"[^"]*",\s*require\.resolveWeak\(/g, '), 0, require.resolveWeak(');
};

// Rspack/webpack loader for .docusaurus/registry.js in the client build only (routeTables.cjs says what and why):
// each entry is "name": [loader, "@site/…module path", require.resolveWeak(…)]. The middle string is read on the
// server alone, so it goes; each chunk name becomes its short name; and the entries that only one bucket's pages use
// move into that bucket (routesLoader.cjs).
const { planFor, registryEntryCode } = require('./routeTables.cjs');

module.exports = function leanRegistryLoader(source) {
  const plan = planFor(this, source, 'registry.js');
  const entries = [...plan.registry]
    .filter(([name]) => !plan.inBuckets.registryNames.has(name))
    .map(([name, entry]) => registryEntryCode(plan.shortNames.get(name), entry));
  return `export default {\n${entries.join(',\n')}\n};\n`;
};

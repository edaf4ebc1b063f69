// Rspack/webpack loader for .docusaurus/routesChunkNames.json in the client build only (routeTables.cjs says what
// and why):
// - each "<path>-<hash>" key becomes "<number>-", its number in the file's order, the form
//   ComponentCreator(String(number), '') looks up (routesLoader.cjs); the paths stay in the route tables, once;
// - each chunk name becomes its short name;
// - the routes of the page buckets leave: each bucket brings its own (routesLoader.cjs).
const { planFor, renamed } = require('./routeTables.cjs');

module.exports = function routeChunkKeysLoader(source) {
  const plan = planFor(this, source, 'routesChunkNames.json');
  const kept = plan.routeKeys.flatMap((key, number) =>
    plan.inBuckets.chunkKeys.has(number) ? [] : [[`${number}-`, renamed(plan.chunkNames[key], plan.shortNames)]],
  );
  return JSON.stringify(Object.fromEntries(kept));
};

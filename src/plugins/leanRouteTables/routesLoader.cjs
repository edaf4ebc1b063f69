// Rspack/webpack loader for .docusaurus/routes.js in the client build only (routeTables.cjs says what and why). It
// writes two kinds of module from the one file:
// - routes.js itself: the route tree with every nested page table empty, the loaders of the page buckets, and
//   loadRoutesFor(), which preload() awaits before matching a path;
// - routes.js?bucket=N: bucket N's pages, their chunk names and the registry entries only they use.
// Each route's component is created the first time the router asks for it (ComponentCreator for 800+ routes at
// start-up was wasted work), and routesChunkNames.json keys each route by a number (routeChunkKeysLoader.cjs).
const { bucketOf, planFor, registryEntryCode, renamed } = require('./routeTables.cjs');

const json = (value) => JSON.stringify(value);

function mainModule(plan) {
  const tableIndex = new Map(plan.pageTables.map((table, index) => [table, index]));
  const routeCode = (route) => {
    const { path, component, routes, ...attributes } = route;
    const [, hash] = component.creator;
    // The not-found route: Docusaurus creates it without a hash or chunks.
    if (hash === undefined) return `{ path: ${json(path)}, component: ComponentCreator(${json(path)}) }`;
    const fields = Object.entries(attributes).map(([key, value]) => `${json(key)}: ${json(value)}`);
    if (routes)
      fields.push(
        `"routes": ${tableIndex.has(routes) ? `pageTable(${tableIndex.get(routes)})` : `[\n${routes.map(routeCode).join(',\n')}\n]`}`,
      );
    return `route(${json(path)}, ${plan.numberOf(route)}, { ${fields.join(', ')} })`;
  };
  const loaders = plan.buckets.map((_, index) => `  () => import(/* webpackChunkName: "routes-${index}" */ './routes.js?bucket=${index}')`);
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

const routeComponents = new Map();
function routeComponent(chunkKey) {
  let component = routeComponents.get(chunkKey);
  if (!component) {
    // ComponentCreator looks the chunks up as "<path>-<hash>": "12-" is route key number 12.
    component = ComponentCreator(String(chunkKey), '');
    routeComponents.set(chunkKey, component);
  }
  return component;
}
function route(path, chunkKey, fields) {
  return Object.assign({ path, chunkKey, get component() { return routeComponent(this.chunkKey); } }, fields);
}

// Nested page tables start empty; each bucket adds its pages in their first order.
const pageTables = [];
function pageTable(index) {
  const table = [];
  pageTables[index] = table;
  return table;
}
const bucketLoaders = [
${loaders.join(',\n')}
];
const bucketsLoading = new Map();
${bucketOf.toString()}
function loadBucket(index) {
  let loading = bucketsLoading.get(index);
  if (!loading) {
    loading = bucketLoaders[index]().then(
      ({ default: bucket }) => {
        Object.assign(registry, bucket.registry);
        Object.assign(routesChunkNames, bucket.chunkNames);
        const changed = new Set();
        for (const [table, order, path, chunkKey, fields] of bucket.leaves) {
          pageTables[table].push(Object.assign(route(path, chunkKey, fields), { order }));
          changed.add(table);
        }
        for (const table of changed) pageTables[table].sort((a, b) => a.order - b.order);
      },
      (error) => {
        // A failed chunk load may succeed later (Docusaurus reloads the page when navigation fails).
        bucketsLoading.delete(index);
        throw error;
      },
    );
    bucketsLoading.set(index, loading);
  }
  return loading;
}

/**
 * Adds the pages of the buckets of these paths to the route tables. A path ending in .html or /index also loads the
 * bucket of the path without it: Docusaurus's normalizeLocation() serves that page when no route has the longer path.
 */
export function loadRoutesFor(pathnames) {
  const forms = pathnames.flatMap((pathname) => [pathname, pathname.trim().replace(/(?:\\/index)?(?:\\.html)?$/, '') || '/']);
  return Promise.all([...new Set(forms.map((pathname) => bucketOf(pathname, ${plan.bucketCount})))].map(loadBucket));
}

export default [
${plan.routes.map(routeCode).join(',\n')}
];
`;
}

function bucketModule(plan, index) {
  const bucket = plan.buckets[index];
  if (!bucket) throw new Error(`routesLoader: there is no route bucket ${index} (${plan.bucketCount} buckets)`);
  const leaves = bucket.leaves.map((leaf) => `    ${json([leaf.tableIndex, leaf.order, leaf.path, leaf.chunkKey, leaf.attributes])}`);
  const chunkNames = Object.fromEntries(
    bucket.chunkKeys.map((number) => [`${number}-`, renamed(plan.chunkNames[plan.routeKeys[number]], plan.shortNames)]),
  );
  const registry = bucket.registryNames.map((name) => `  ${registryEntryCode(plan.shortNames.get(name), plan.registry.get(name))}`);
  return `export default {
  leaves: [
${leaves.join(',\n')}
  ],
  chunkNames: ${json(chunkNames)},
  registry: {
${registry.join(',\n')}
  },
};
`;
}

module.exports = function routesLoader(source) {
  const plan = planFor(this, source, 'routes.js');
  const bucket = /[?&]bucket=(\d+)/.exec(this.resourceQuery ?? '');
  return bucket ? bucketModule(plan, Number(bucket[1])) : mainModule(plan);
};

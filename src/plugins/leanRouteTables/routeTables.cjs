// What the client build's route tables become, worked out once from the three files Docusaurus generates
// (.docusaurus/routes.js, routesChunkNames.json, registry.js) and read by the three loaders that rewrite them, so
// they agree. Two changes (issue #25):
// - Short chunk names: each route chunk is named by its order in registry.js (`c0`, `c1`, …) instead of a hash.
// - Page routes in buckets: every doc page costs a route, a chunk-names entry and a registry entry, and main.js used to
//   carry all of them (about 26 KB compressed for 850 pages, growing with every page). The leaf routes of nested
//   tables (each docs version's pages) go instead into a fixed number of bucket modules, a page's bucket chosen by a
//   hash of its path. Before the router matches a path, preload() loads that path's bucket (preloadRoutesLoader.cjs),
//   so a first load fetches one bucket of about LEAVES_PER_BUCKET pages, whatever the number of pages.
// The server build keeps Docusaurus's own files: the rendered HTML and the hydrated page are the same.

const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

/** About how many pages a bucket holds: 32 keeps a bucket near 1.5 KB compressed, and the loaders for 26 buckets in main.js under 1 KB. */
const LEAVES_PER_BUCKET = 32;

const REGISTRY_ENTRY =
  /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"]*")\), "[^"]*", require\.resolveWeak\(("[^"]*")\)\]/g;

function shapeError(file, what) {
  return new Error(
    `leanRouteTables: .docusaurus/${file} no longer has the shape it rewrites (${what}); update src/plugins/leanRouteTables/routeTables.cjs or remove the plugin from docusaurus.config.ts`,
  );
}

/** registry.js as its entries: chunk name → the module it imports, in the file's order. */
function registryEntries(registrySource) {
  if (!registrySource.startsWith('export default {')) throw shapeError('registry.js', 'it does not start with `export default {`');
  const entries = new Map();
  for (const [, name, modulePath, weakPath] of registrySource.matchAll(REGISTRY_ENTRY)) entries.set(name, { modulePath, weakPath });
  const declared = registrySource.match(/require\.resolveWeak\(/g)?.length ?? 0;
  if (entries.size === 0 || entries.size !== declared)
    throw shapeError('registry.js', `${declared - entries.size} entries of another shape`);
  return entries;
}

/**
 * One registry entry as the client needs it: the loader and the module id. The module path Docusaurus passes beside
 * them is read only on the server (react-loadable's `modules`), so it becomes 0.
 */
function registryEntryCode(shortName, { modulePath, weakPath }) {
  return `  "${shortName}": [() => import(/* webpackChunkName: "${shortName}" */ ${modulePath}), 0, require.resolveWeak(${weakPath})]`;
}

/** A route's chunk names with each name made short. */
function renamed(value, shortNames) {
  if (typeof value === 'string') {
    const name = shortNames.get(value);
    if (name === undefined) throw shapeError('routesChunkNames.json', `chunk ${value} is not in registry.js`);
    return name;
  }
  if (Array.isArray(value)) return value.map((item) => renamed(item, shortNames));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, shortNames)]));
}

function chunkNamesOf(value, found = []) {
  if (typeof value === 'string') found.push(value);
  else Object.values(value).forEach((item) => chunkNamesOf(item, found));
  return found;
}

/**
 * routes.js as data: the module is Docusaurus's own output, so it is run with a stand-in ComponentCreator that records
 * each route's path and hash instead of parsing its text.
 */
function parseRoutes(routesSource) {
  const imports = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n";
  if (!routesSource.startsWith(imports) || !routesSource.includes('\nexport default ['))
    throw shapeError('routes.js', 'its imports or export changed');
  const body = routesSource.slice(imports.length).replace('\nexport default [', '\nreturn [');
  const creator = (path, hash) => ({ creator: [path, hash] });
  return new Function('ComponentCreator', 'React', body)(creator, {});
}

/** Pages Docusaurus serves at one static path (no parameters, no wildcard). */
const STATIC_PATH = /^\/[^:*()?+]*$/;

/** The bucket of a path, for the client as for the build: FNV-1a of the path as the router compares it (any case, no trailing slash). */
function bucketOf(path, count) {
  let key = path.toLowerCase();
  if (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  let hash = 2166136261;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % count;
}

/** A table whose entries are all single pages below another route: its entries can be loaded when needed. */
function isPageTable(routes) {
  return (
    routes.length > 0 &&
    routes.every((route) => !route.routes && route.exact === true && STATIC_PATH.test(route.path) && route.component.creator)
  );
}

/** The last plan and the text it was made from: the three loaders of one build ask for the same plan. */
let lastPlan = { cacheKey: '', plan: undefined };

/**
 * The plan for the three generated files: short chunk names, the chunk-key number of each route, which nested page
 * tables are loaded in buckets, and what each bucket holds. Cached by the files' text.
 */
function planRouteTables({ routesSource, chunkNamesJson, registrySource }) {
  const cacheKey = `${routesSource}\0${chunkNamesJson}\0${registrySource}`;
  if (lastPlan.cacheKey === cacheKey) return lastPlan.plan;

  const registry = registryEntries(registrySource);
  const shortNames = new Map([...registry.keys()].map((name, index) => [name, `c${index.toString(36)}`]));
  const chunkNames = JSON.parse(chunkNamesJson);
  const routeKeys = Object.keys(chunkNames);
  if (routeKeys.length === 0 || !routeKeys.every((key) => /^.+-[^-]+$/.test(key)))
    throw shapeError('routesChunkNames.json', 'keys are not "<path>-<hash>"');
  const chunkKeyOf = new Map(routeKeys.map((key, index) => [key, index]));
  const numberOf = (route) => {
    const [path, hash] = route.component.creator;
    const number = chunkKeyOf.get(`${path}-${hash}`);
    if (number === undefined) throw shapeError('routes.js', `${path}-${hash} is not in routesChunkNames.json`);
    return number;
  };

  // Nested page tables, in the order the main module declares them.
  const routes = parseRoutes(routesSource);
  const pageTables = [];
  // The top-level table is rendered once when main.js starts, so only tables below a route can wait.
  const findTables = (list) => {
    for (const route of list) {
      if (!route.routes) continue;
      if (isPageTable(route.routes)) pageTables.push(route.routes);
      else findTables(route.routes);
    }
  };
  findTables(routes);
  const leaves = pageTables.flatMap((table, tableIndex) =>
    table.map((route, order) => {
      // The component becomes the route's number; the rest (exact, sidebar, …) is copied as it is.
      const attributes = { ...route };
      delete attributes.path;
      delete attributes.component;
      const { path } = route;
      return { tableIndex, order, path, chunkKey: numberOf(route), attributes };
    }),
  );
  const bucketCount = Math.max(1, Math.ceil(leaves.length / LEAVES_PER_BUCKET));
  const buckets = Array.from({ length: bucketCount }, () => ({ leaves: [], chunkKeys: [], registryNames: [] }));
  for (const leaf of leaves) {
    const bucket = buckets[bucketOf(leaf.path, bucketCount)];
    bucket.leaves.push(leaf);
    bucket.chunkKeys.push(leaf.chunkKey);
  }

  // A registry entry moves into a bucket when only that bucket's pages use it (a page's content); entries that other
  // routes share (the doc page component) stay in main.js.
  const bucketOfChunkKey = new Map(buckets.flatMap((bucket, index) => bucket.chunkKeys.map((key) => [key, index])));
  const users = new Map();
  routeKeys.forEach((key, number) => {
    for (const name of chunkNamesOf(chunkNames[key])) {
      if (!users.has(name)) users.set(name, new Set());
      users.get(name).add(bucketOfChunkKey.has(number) ? bucketOfChunkKey.get(number) : 'main');
    }
  });
  for (const [name, where] of users) {
    const [only] = where;
    if (where.size === 1 && only !== 'main') buckets[only].registryNames.push(name);
  }

  const plan = {
    routes,
    pageTables,
    buckets,
    bucketCount,
    shortNames,
    registry,
    chunkNames,
    routeKeys,
    numberOf,
    inBuckets: {
      chunkKeys: new Set(bucketOfChunkKey.keys()),
      registryNames: new Set(buckets.flatMap((bucket) => bucket.registryNames)),
    },
  };
  lastPlan = { cacheKey, plan };
  return plan;
}

/** Reads the three generated files beside `resourcePath` (one of them), telling the bundler to watch the other two. */
function planFor(loaderContext, source, ownFile) {
  const dir = dirname(loaderContext.resourcePath);
  const read = (file) => {
    if (file === ownFile) return source;
    loaderContext.addDependency(join(dir, file));
    return readFileSync(join(dir, file), 'utf8');
  };
  return planRouteTables({
    routesSource: read('routes.js'),
    chunkNamesJson: read('routesChunkNames.json'),
    registrySource: read('registry.js'),
  });
}

module.exports = { LEAVES_PER_BUCKET, bucketOf, planRouteTables, planFor, registryEntryCode, renamed };

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const load = createRequire(__filename);
type Loader = (source: string) => string;
const leanRegistry = load('../leanRegistryLoader.cjs') as Loader;
const lazyRouteComponents = load('../lazyRouteComponentsLoader.cjs') as Loader;
const prefetchIndex = load('../prefetchIndexLoader.cjs') as Loader;

test('the registry keeps each loader and module id but drops the module path the client never reads', () => {
  const entry = `"abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],`;
  assert.equal(leanRegistry(entry), `"abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a.md"), 0, require.resolveWeak("@site/docs/a.md")],`);
});

test('route components become getters that create each component once', () => {
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/v6/a',
    component: ComponentCreator('/v6/a', '1f2'),
    exact: true
  },
];`;
  const out = lazyRouteComponents(routes);
  assert.match(out, /get component\(\) \{ return routeComponent\('\/v6\/a', '1f2'\); \}/);
  assert.doesNotMatch(out, /component: ComponentCreator/);
  // Run it with a stand-in ComponentCreator: the getter creates the component on first use and then returns the same one.
  let created = 0;
  const body = out.replace(/^import .*$/gm, '').replace('export default', 'return');
  const table = new Function('ComponentCreator', body)((path: string, hash: string) => ({ path, hash, serial: ++created })) as { component: object }[];
  assert.equal(created, 0);
  assert.equal(table[0]!.component, table[0]!.component);
  assert.equal(created, 1);
});

test('loaders refuse code whose shape changed rather than silently doing nothing', () => {
  assert.throws(() => lazyRouteComponents('export default [];'), /no longer has the shape/);
  assert.throws(() => prefetchIndex('const prefetch = () => {};'), /no longer has the lookup/);
});

test("prefetching looks up the installed Docusaurus client's route chunks in an index", () => {
  const source = readFileSync(load.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');
  const out = prefetchIndex(source);
  assert.match(out, /chunkNamesByPath = new Map\(\)/);
  // Run the rewritten lookup on a small table: every route of the path, hash suffix removed, chunks flattened.
  const lookup = out.slice(out.indexOf('let chunkNamesByPath;'), out.indexOf('const prefetch ='));
  const getChunkNamesToLoad = new Function('routesChunkNames', 'flat', `${lookup}\nreturn getChunkNamesToLoad;`)(
    { '/-e5f': { __comp: 'a' }, '/-08e': { __comp: 'b', content: 'c' }, '/v6/x-1f2': { __comp: 'd' } },
    (chunks: Record<string, string>) => chunks,
  ) as (path: string) => string[];
  assert.deepEqual(getChunkNamesToLoad('/'), ['a', 'b', 'c']);
  assert.deepEqual(getChunkNamesToLoad('/v6/x'), ['d']);
  assert.deepEqual(getChunkNamesToLoad('/nowhere'), []);
});

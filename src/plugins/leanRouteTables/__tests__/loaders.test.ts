import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const load = createRequire(__filename);
type Loader = (source: string) => string;
const leanRegistry = load('../leanRegistryLoader.cjs') as Loader;
const lazyRouteComponents = load('../lazyRouteComponentsLoader.cjs') as Loader;
const prefetchIndex = load('../prefetchIndexLoader.cjs') as Loader;

test('the registry keeps each loader and module id but drops the module path the client never reads', () => {
  const entry = `export default {\n"abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],\n};`;
  assert.equal(
    leanRegistry(entry),
    `export default {\n"abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a.md"), 0, require.resolveWeak("@site/docs/a.md")],\n};`,
  );
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
  // The rewritten module is code, so the test runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  const table = new Function('ComponentCreator', body)((path: string, hash: string) => ({ path, hash, serial: ++created })) as {
    component: object;
  }[];
  assert.equal(created, 0);
  assert.equal(table[0]!.component, table[0]!.component);
  assert.equal(created, 1);
});

/** registry.js and routes.js as the installed Docusaurus writes them, for two small routes. */
async function generatedRouteFiles(): Promise<{ registry: string; routes: string }> {
  const codegen = load('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRouteFiles: (options: { generatedFilesDir: string; routes: unknown[] }) => Promise<void>;
  };
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-codegen-'));
  try {
    const route = (path: string, file: string) => ({
      path,
      component: '@theme/DocItem',
      exact: true,
      modules: { content: file },
      plugin: { name: 'test', id: 'default' },
    });
    await codegen.generateRouteFiles({
      generatedFilesDir: dir,
      routes: [route('/v6/a', '@site/docs/a.md'), route('/v6/b', '@site/docs/b.md')],
    });
    return { registry: readFileSync(join(dir, 'registry.js'), 'utf8'), routes: readFileSync(join(dir, 'routes.js'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the installed Docusaurus's generated registry and routes are rewritten whole", async () => {
  const { registry, routes } = await generatedRouteFiles();
  const lean = leanRegistry(registry);
  assert.doesNotMatch(lean, /"@site\/docs\/a\.md", require/);
  assert.match(lean, /import\(\/\* webpackChunkName: "[^"]+" \*\/ "@site\/docs\/a\.md"\), 0, require\.resolveWeak\("@site\/docs\/a\.md"\)/);
  const lazy = lazyRouteComponents(routes);
  assert.match(lazy, /get component\(\) \{ return routeComponent\('\/v6\/a', '[^']+'\); \}/);
  assert.doesNotMatch(lazy, /component: ComponentCreator\('\/v6/);
});

test('loaders refuse code whose shape changed rather than silently doing nothing', () => {
  assert.throws(() => leanRegistry('export default {\n  "abc": [() => import("x"), require("x")],\n};'), /no longer has the shape/);
  assert.throws(() => leanRegistry('const registry = {};'), /no longer has the shape/);
  assert.throws(() => lazyRouteComponents('export default [];'), /no longer has the shape/);
  assert.throws(() => prefetchIndex('const prefetch = () => {};'), /no longer has the lookup/);
});

test("prefetching looks up the installed Docusaurus client's route chunks in an index", () => {
  const source = readFileSync(load.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');
  const out = prefetchIndex(source);
  assert.match(out, /chunkNamesByPath = new Map\(\)/);
  // Run the rewritten lookup on a small table: every route of the path, hash suffix removed, chunks flattened.
  const lookup = out.slice(out.indexOf('let chunkNamesByPath;'), out.indexOf('const prefetch ='));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  const getChunkNamesToLoad = new Function('routesChunkNames', 'flat', `${lookup}\nreturn getChunkNamesToLoad;`)(
    { '/-e5f': { __comp: 'a' }, '/-08e': { __comp: 'b', content: 'c' }, '/v6/x-1f2': { __comp: 'd' } },
    (chunks: Record<string, string>) => chunks,
  ) as (path: string) => string[];
  assert.deepEqual(getChunkNamesToLoad('/'), ['a', 'b', 'c']);
  assert.deepEqual(getChunkNamesToLoad('/v6/x'), ['d']);
  assert.deepEqual(getChunkNamesToLoad('/nowhere'), []);
});

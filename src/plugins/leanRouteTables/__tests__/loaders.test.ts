import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const load = createRequire(__filename);
type Loader = (source: string) => string;
type ContextLoader = (this: { resourcePath: string; addDependency: (file: string) => void }, source: string) => string;
const leanRegistry = load('../leanRegistryLoader.cjs') as Loader;
const lazyRouteComponentsLoader = load('../lazyRouteComponentsLoader.cjs') as ContextLoader;
const routeChunkKeysLoader = load('../routeChunkKeysLoader.cjs') as ContextLoader;

/** Runs the chunk names loader as the bundler does: next to a registry.js whose entries give the short names. */
function routeChunkKeys(chunkNames: string, registry = registryOf(['x', 'y']), dir?: string): string {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'chunk-names-'));
  try {
    if (!dir) writeFileSync(join(folder, 'registry.js'), registry);
    return routeChunkKeysLoader.call({ resourcePath: join(folder, 'routesChunkNames.json'), addDependency: () => undefined }, chunkNames);
  } finally {
    if (!dir) rmSync(folder, { recursive: true, force: true });
  }
}

/** A registry.js of the shape Docusaurus writes, one entry per chunk name. */
function registryOf(names: string[]): string {
  return `export default {\n${names
    .map(
      (name) =>
        `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/docs/${name}.md"), "@site/docs/${name}.md", require.resolveWeak("@site/docs/${name}.md")],`,
    )
    .join('\n')}\n};\n`;
}

/** Runs the routes loader as the bundler does: on routes.js in a folder that also holds routesChunkNames.json. */
function lazyRouteComponents(routes: string, chunkNames: Record<string, unknown> = { '/v6/a-1f2': { __comp: 'x' } }, dir?: string): string {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'route-keys-'));
  try {
    if (!dir) writeFileSync(join(folder, 'routesChunkNames.json'), JSON.stringify(chunkNames));
    const dependencies: string[] = [];
    const out = lazyRouteComponentsLoader.call(
      { resourcePath: join(folder, 'routes.js'), addDependency: (file) => dependencies.push(file) },
      routes,
    );
    assert.deepEqual(dependencies, [join(folder, 'routesChunkNames.json')]);
    return out;
  } finally {
    if (!dir) rmSync(folder, { recursive: true, force: true });
  }
}

test('the registry keeps each loader and module id, drops the module path the client never reads, and shortens chunk names', () => {
  assert.equal(
    leanRegistry(registryOf(['3f2a9c1d', '0b7e44aa'])),
    `export default {
  "c0": [() => import(/* webpackChunkName: "c0" */ "@site/docs/3f2a9c1d.md"), 0, require.resolveWeak("@site/docs/3f2a9c1d.md")],
  "c1": [() => import(/* webpackChunkName: "c1" */ "@site/docs/0b7e44aa.md"), 0, require.resolveWeak("@site/docs/0b7e44aa.md")],
};
`,
  );
});

test('route components become getters that create each component once, keyed by the number of their chunk key', () => {
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/v6/a',
    component: ComponentCreator('/v6/a', '1f2'),
    exact: true
  },
];`;
  const out = lazyRouteComponents(routes, { '/-e5f': {}, '/v6/a-1f2': { __comp: 'x' } });
  assert.match(out, /chunkKey: 1, get component\(\) \{ return routeComponent\(this\.chunkKey\); \}/);
  assert.doesNotMatch(out, /component: ComponentCreator/);
  // Run it with a stand-in ComponentCreator: the getter creates the component on first use and then returns the same one.
  let created = 0;
  const body = out.replace(/^import .*$/gm, '').replace('export default', 'return');
  // The rewritten module is code, so the test runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  const table = new Function('ComponentCreator', body)((path: string, hash: string) => ({ path, hash, serial: ++created })) as {
    component: { path: string; hash: string };
  }[];
  assert.equal(created, 0);
  assert.equal(table[0]!.component, table[0]!.component);
  assert.equal(created, 1);
  // ComponentCreator looks up "<path>-<hash>": "1-", which routeChunkKeysLoader gives the second key.
  assert.deepEqual({ path: table[0]!.component.path, hash: table[0]!.component.hash }, { path: '1', hash: '' });
  assert.deepEqual(
    JSON.parse(routeChunkKeys(JSON.stringify({ '/-e5f': { __comp: 'y' }, '/v6/a-1f2': { __comp: 'x', items: [{ content: 'y' }] } }))),
    { '0-': { __comp: 'c1' }, '1-': { __comp: 'c0', items: [{ content: 'c1' }] } },
  );
  assert.throws(() => routeChunkKeys(JSON.stringify({ '/-e5f': { __comp: 'unknown' } })), /chunk unknown is not in registry\.js/);
});

/** registry.js and routes.js as the installed Docusaurus writes them, for two small routes. */
async function generatedRouteFiles(): Promise<{
  registry: string;
  routes: string;
  lazyRoutes: string;
  chunkNames: string;
  keyedChunkNames: string;
}> {
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
    const files = { registry: readFileSync(join(dir, 'registry.js'), 'utf8'), routes: readFileSync(join(dir, 'routes.js'), 'utf8') };
    return {
      ...files,
      lazyRoutes: lazyRouteComponents(files.routes, {}, dir),
      chunkNames: readFileSync(join(dir, 'routesChunkNames.json'), 'utf8'),
      keyedChunkNames: routeChunkKeys(readFileSync(join(dir, 'routesChunkNames.json'), 'utf8'), '', dir),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the installed Docusaurus's generated registry and routes are rewritten whole", async () => {
  const { registry, lazyRoutes: lazy, chunkNames, keyedChunkNames } = await generatedRouteFiles();
  const lean = leanRegistry(registry);
  assert.doesNotMatch(lean, /"@site\/docs\/a\.md", require/);
  assert.match(lean, /import\(\/\* webpackChunkName: "[^"]+" \*\/ "@site\/docs\/a\.md"\), 0, require\.resolveWeak\("@site\/docs\/a\.md"\)/);
  assert.match(lazy, /path: '\/v6\/a',\s+chunkKey: \d+, get component\(\) \{ return routeComponent\(this\.chunkKey\); \}/);
  assert.doesNotMatch(lazy, /component: ComponentCreator\('\/v6/);
  const keyedTable = JSON.parse(keyedChunkNames) as Record<string, Record<string, string>>;
  const keyed = Object.keys(keyedTable);
  assert.ok(
    Object.values(keyedTable).every((chunks) => /^c[0-9a-z]+$/.test(chunks.content!)),
    'chunk names are the short names',
  );
  assert.match(lean, /"c\d+": \[\(\) => import\(\/\* webpackChunkName: "c\d+" \*\/ "@site\/docs\/a\.md"\)/);
  assert.equal(keyed.length, Object.keys(JSON.parse(chunkNames) as object).length);
  assert.ok(keyed.every((key, index) => key === `${index}-`));
});

test('loaders refuse code whose shape changed rather than silently doing nothing', () => {
  assert.throws(() => leanRegistry('export default {\n  "abc": [() => import("x"), require("x")],\n};'), /no longer has the shape/);
  assert.throws(() => leanRegistry('const registry = {};'), /no longer has the shape/);
  assert.throws(() => lazyRouteComponents('export default [];'), /no longer has the shape/);
  assert.throws(() => routeChunkKeys('{"nohash": {}}'), /no longer has "<path>-<hash>" keys/);
  assert.throws(
    () => leanRegistry('export default {\n  "abc": [() => import("x"), "x", require.resolveWeak("x")],\n};'),
    /no longer has the shape/,
  );
});

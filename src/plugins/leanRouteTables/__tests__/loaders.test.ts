import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Configuration } from 'webpack';

const load = createRequire(__filename);
type LoaderContext = { resourcePath: string; resourceQuery?: string; addDependency: (file: string) => void };
type Loader = (this: LoaderContext, source: string) => string;
const leanRegistryLoader = load('../leanRegistryLoader.cjs') as Loader;
const routesLoader = load('../routesLoader.cjs') as Loader;
const routeChunkKeysLoader = load('../routeChunkKeysLoader.cjs') as Loader;
const preloadRoutesLoader = load('../preloadRoutesLoader.cjs') as (source: string) => string;
const { bucketOf, LEAVES_PER_BUCKET } = load('../routeTables.cjs') as {
  bucketOf: (path: string, count: number) => number;
  LEAVES_PER_BUCKET: number;
};

const PAGES = 3 * LEAVES_PER_BUCKET - 5;
const pagePath = (index: number) => `/v6/page-${index}`;

interface GeneratedFiles {
  dir: string;
  routes: string;
  registry: string;
  chunkNames: string;
}

/** registry.js, routes.js and routesChunkNames.json as the installed Docusaurus writes them for a small docs site. */
async function generatedFiles(): Promise<GeneratedFiles> {
  const codegen = load('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRouteFiles: (options: { generatedFilesDir: string; routes: unknown[] }) => Promise<void>;
  };
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-codegen-'));
  const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
  const page = (index: number) => ({
    path: pagePath(index),
    component: '@theme/DocItem',
    exact: true,
    sidebar: 'v6',
    modules: { content: `@site/docs/page-${index}.md` },
  });
  await codegen.generateRouteFiles({
    generatedFilesDir: dir,
    routes: [
      { path: '/release-notes', component: '@theme/BlogListPage', exact: true, modules: { sidebar: '@site/blog-sidebar.json' }, plugin },
      {
        path: '/',
        component: '@theme/DocsRoot',
        plugin,
        routes: [
          {
            path: '/v6',
            component: '@theme/DocVersionRoot',
            routes: [{ path: '/v6', component: '@theme/DocRoot', routes: Array.from({ length: PAGES }, (_, index) => page(index)) }],
          },
        ],
      },
    ],
  });
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return { dir, routes: read('routes.js'), registry: read('registry.js'), chunkNames: read('routesChunkNames.json') };
}

/** Runs a loader as the bundler does, on one of the generated files. */
function run(loader: Loader, files: GeneratedFiles, file: string, query = ''): { out: string; dependencies: string[] } {
  const dependencies: string[] = [];
  const source = readFileSync(join(files.dir, file), 'utf8');
  const out = loader.call(
    { resourcePath: join(files.dir, file), resourceQuery: query, addDependency: (dep) => dependencies.push(dep) },
    source,
  );
  return { out, dependencies };
}

interface Bucket {
  leaves: [number, number, string, number, Record<string, unknown>][];
  chunkNames: Record<string, Record<string, string>>;
  registry: Record<string, [unknown, number, string]>;
}

/** Runs a module the loaders wrote, with stand-ins for its imports: the code is what the browser runs, so the test runs it. */
function evaluate(code: string, scope: Record<string, unknown>): Record<string, unknown> {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/\bimport\(\/\* webpackChunkName: "[^"]+" \*\/ /g, 'importModule(')
    .replace('export function loadRoutesFor', 'exports.loadRoutesFor = function loadRoutesFor')
    .replace(/^export default /m, 'exports.default = ');
  const exports: Record<string, unknown> = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- see above
  new Function('exports', ...Object.keys(scope), body)(exports, ...Object.values(scope));
  return exports;
}

test('bucketOf hashes a path as the router compares it: any case, with or without a trailing slash', () => {
  assert.equal(bucketOf('/v6/users/Setup-PDF/', 26), bucketOf('/v6/users/setup-pdf', 26));
  const spread = new Set(Array.from({ length: 200 }, (_, index) => bucketOf(pagePath(index), 7)));
  assert.equal(spread.size, 7, 'paths spread over every bucket');
});

test('the registry and chunk names keep only what main.js needs; each page is in exactly one bucket, with its own entries', async () => {
  const files = await generatedFiles();
  try {
    const registry = run(leanRegistryLoader, files, 'registry.js');
    const chunkNames = JSON.parse(run(routeChunkKeysLoader, files, 'routesChunkNames.json').out) as Record<string, Record<string, string>>;
    const main = run(routesLoader, files, 'routes.js');
    assert.deepEqual(
      [registry, main].map(({ dependencies }) => dependencies.map((file) => file.slice(files.dir.length + 1)).sort()),
      [
        ['routes.js', 'routesChunkNames.json'],
        ['registry.js', 'routesChunkNames.json'],
      ],
      'each loader watches the two files it reads',
    );
    // main.js: no page path, no page content module, no module path the client never reads.
    assert.doesNotMatch(main.out, /page-\d/);
    assert.doesNotMatch(registry.out, /page-\d/);
    assert.doesNotMatch(registry.out, /", "@site/);
    assert.match(
      registry.out,
      /"c[0-9a-z]+": \[\(\) => import\(\/\* webpackChunkName: "c[0-9a-z]+" \*\/ "@theme\/DocItem"\), 0, require\.resolveWeak\("@theme\/DocItem"\)\]/,
    );
    assert.ok(Object.keys(chunkNames).every((key) => /^\d+-$/.test(key)));
    assert.ok(Object.keys(chunkNames).length < 6, 'only the routes outside the page tables');

    const count = Math.ceil(PAGES / LEAVES_PER_BUCKET);
    assert.match(main.out, new RegExp(`bucketOf\\(pathname, ${count}\\)`));
    const seen = new Map<string, number>();
    for (let index = 0; index < count; index++) {
      const bucket = evaluate(run(routesLoader, files, 'routes.js', `?bucket=${index}`).out, {
        importModule: () => null,
        require: { resolveWeak: (path: string) => path },
      }).default as Bucket;
      for (const [table, order, path, chunkKey, fields] of bucket.leaves) {
        assert.equal(bucketOf(path, count), index, `${path} is in the bucket its hash names`);
        assert.deepEqual([table, order, fields], [0, Number(path.split('-')[1]), { exact: true, sidebar: 'v6' }]);
        seen.set(path, (seen.get(path) ?? 0) + 1);
        const content = bucket.chunkNames[`${chunkKey}-`]?.content;
        assert.ok(
          content && bucket.registry[content]?.[2] === `@site/docs/${path.slice(4)}.md`,
          `${path}'s content is in its bucket's registry`,
        );
      }
    }
    assert.equal(seen.size, PAGES);
    assert.ok([...seen.values()].every((times) => times === 1));
    assert.throws(() => run(routesLoader, files, 'routes.js', `?bucket=${count}`), /there is no route bucket/);
  } finally {
    rmSync(files.dir, { recursive: true, force: true });
  }
});

test('the route tree starts with empty page tables; loading a path adds its bucket in page order and components are created once', async () => {
  const files = await generatedFiles();
  try {
    const count = Math.ceil(PAGES / LEAVES_PER_BUCKET);
    const buckets = Array.from({ length: count }, (_, index) =>
      evaluate(run(routesLoader, files, 'routes.js', `?bucket=${index}`).out, {
        importModule: () => null,
        require: { resolveWeak: (path: string) => path },
      }),
    );
    const requested: number[] = [];
    const created: string[] = [];
    const registry: Record<string, unknown> = {};
    const routesChunkNames: Record<string, unknown> = {};
    const main = evaluate(run(routesLoader, files, 'routes.js').out, {
      ComponentCreator: (path: string, hash: string) => {
        created.push(`${path}-${hash}`);
        return { path, hash };
      },
      registry,
      routesChunkNames,
      importModule: (specifier: string) => {
        const index = Number(/bucket=(\d+)/.exec(specifier)![1]);
        requested.push(index);
        return Promise.resolve(buckets[index]);
      },
    });
    type Route = { path: string; component: unknown; routes?: Route[] };
    const tree = main.default as Route[];
    const pages = tree[1]!.routes![0]!.routes![0]!.routes!;
    assert.equal(pages.length, 0);
    assert.deepEqual(created, ['*-undefined'], 'only the not-found route’s component is created at start-up');

    const loadRoutesFor = main.loadRoutesFor as (paths: string[]) => Promise<unknown>;
    await loadRoutesFor([pagePath(7)]);
    await loadRoutesFor([`${pagePath(7).toUpperCase()}/`]);
    assert.deepEqual(requested, [bucketOf(pagePath(7), count)], 'one request for the bucket, in any case, with or without a slash');
    const inBucket = Array.from({ length: PAGES }, (_, index) => pagePath(index)).filter((path) => bucketOf(path, count) === requested[0]);
    assert.deepEqual(
      pages.map((page) => page.path),
      inBucket,
    );
    assert.ok(Object.keys(registry).length === inBucket.length && Object.keys(routesChunkNames).length === inBucket.length);
    assert.equal(pages[0]!.component, pages[0]!.component);
    assert.equal(created.length, 2);
    assert.match(created[1]!, /^\d+-$/, 'a page’s chunks are looked up by the number of its key');

    // The .html form of an address (Docusaurus serves the page without it) also loads the page's own bucket.
    await loadRoutesFor([`${pagePath(9)}.html`]);
    assert.ok(requested.includes(bucketOf(pagePath(9), count)));
    const other = Array.from({ length: PAGES }, (_, index) => pagePath(index)).find((path) => !requested.includes(bucketOf(path, count)))!;
    await loadRoutesFor([other]);
    const loaded = [...new Set(requested)];
    assert.equal(requested.length, loaded.length, 'no bucket is requested twice');
    assert.equal(
      pages.length,
      loaded.reduce((sum, index) => sum + (buckets[index]!.default as Bucket).leaves.length, 0),
    );
    const orders = pages.map((page) => Number(page.path.split('-')[1]));
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
      'pages keep their first order',
    );
  } finally {
    rmSync(files.dir, { recursive: true, force: true });
  }
});

test('preload() loads the path’s bucket before matching, on the installed Docusaurus; another shape fails the build', () => {
  const installed = readFileSync(load.resolve('@docusaurus/core/lib/client/preload.js'), 'utf8');
  const out = preloadRoutesLoader(installed);
  assert.match(out, /import routes, \{ loadRoutesFor \} from '@generated\/routes';/);
  assert.match(out, /return loadRoutesFor\(\[pathname, decodeURI\(pathname\)\]\)\.then\(\(\) => preloadMatched\(pathname\)\);/);
  assert.match(out, /function preloadMatched\(pathname\) \{\s+const matches/);
  assert.throws(() => preloadRoutesLoader('export default () => Promise.resolve();'), /preloadRoutesLoader: .*no longer has the shape/);
});

test('a generated file of another shape fails the build, naming the file to update', async () => {
  const files = await generatedFiles();
  try {
    const call = (loader: Loader, file: string, source: string) =>
      loader.call({ resourcePath: join(files.dir, file), addDependency: () => undefined }, source);
    assert.throws(
      () => call(leanRegistryLoader, 'registry.js', 'module.exports = {};'),
      /registry\.js no longer has the shape.*routeTables\.cjs/,
    );
    assert.throws(() => call(routesLoader, 'routes.js', 'export default [];'), /routes\.js no longer has the shape/);
    assert.throws(() => call(routeChunkKeysLoader, 'routesChunkNames.json', '{}'), /routesChunkNames\.json no longer has the shape/);
  } finally {
    rmSync(files.dir, { recursive: true, force: true });
  }
});

test('prefetch() loads the route instead of reading the chunk table, on the installed Docusaurus; another shape fails the build', () => {
  const prefetchAsPreloadLoader = load('../prefetchAsPreloadLoader.cjs') as (source: string) => string;
  const installed = readFileSync(load.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');
  const out = prefetchAsPreloadLoader(installed);
  assert.doesNotMatch(out, /__webpack_require__\.gca/);
  assert.match(
    out,
    /const prefetch = \(routePath\) => \{\s+if \(!canPrefetch\(routePath\)\) \{\s+return false;\s+\}\s+fetched\.add\(routePath\);\s+return preloadHelper\(routePath\);\s+\};\s+const preload = /,
  );
  assert.throws(
    () => prefetchAsPreloadLoader(installed.replaceAll('__webpack_require__.gca(', 'getAsset(')),
    /prefetchAsPreloadLoader: .*no longer has the shape/,
  );
});

test('the client build leaves out ChunkAssetPlugin and its chunk table, and fails when the plugin is not there once', async () => {
  const { default: leanRouteTables } = await import('../index');
  const { default: ChunkAssetPlugin } = createRequire(load.resolve('@docusaurus/core/package.json'))(
    './lib/webpack/plugins/ChunkAssetPlugin',
  ) as {
    default: new () => object;
  };
  const configure = (plugins: object[]) => {
    const config = { mode: 'production', plugins } as Configuration;
    leanRouteTables().configureWebpack!(config, false, {} as never, undefined);
    return config.plugins;
  };
  const other = { apply: () => undefined };
  assert.deepEqual(configure([other, new ChunkAssetPlugin()]), [other]);
  assert.throws(() => configure([other]), /has 0 ChunkAssetPlugin instead of one/);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scannedSource, type ScannedFacts } from '../../../reference/lib/facts';
import { diagramDot, dotHtml, hrefOf, resolveDiagram, wrap, type HookPageOf, type LifecycleFile } from '../lifecycle';
import { factsSourceNamed } from '../../../reference/load';

// Two hooks at a made-up tag: one fired in Model::one, one in Model::two.
const facts = scannedSource('fixture', {
  repo: 'GravityPDF/gravity-pdf',
  tag: '9.9.9',
  api: [],
  hooks: [
    {
      name: 'gfpdf_first',
      kind: 'filter',
      file: 'src/Model.php',
      line: 10,
      args: ['$value'],
      dynamic: false,
      call_site_details: [{ file: 'src/Model.php', line: 10, enclosing: 'Model::one', args: ['$value'] }],
    },
    {
      name: 'gfpdf_second',
      kind: 'action',
      file: 'src/Model.php',
      line: 20,
      args: [],
      dynamic: false,
      call_site_details: [{ file: 'src/Model.php', line: 20, enclosing: 'Model::two', args: [] }],
    },
  ],
} satisfies ScannedFacts);

const data = (hooks: { name: string; in: string }[]): LifecycleFile => ({
  versions: {
    v9: {
      facts: 'fixture',
      tag: '9.9.9',
      diagrams: {
        'pdf-lifecycle link': {
          id: 'link',
          title: 'A link <opened> & read',
          start: 'Reader opens a link',
          end: 'PDF in the browser',
          steps: [
            { id: 'one', title: 'First step', hooks, note: 'A note.' },
            { id: 'two', title: 'Second step', hooks: [] },
          ],
        },
      },
    },
  },
});

const pages: HookPageOf = (kind, name) => ({ page: `/v9/${kind}s/${name}` });
const ok = data([
  { name: 'gfpdf_first', in: 'Model::one' },
  { name: 'gfpdf_second', in: 'Model::two' },
]);

test('a diagram keeps the steps and the hooks in the order the file gives, with their call sites and pages', () => {
  const diagram = resolveDiagram(ok, 'v9', 'pdf-lifecycle link', facts, pages);
  assert.equal(diagram.id, 'pdf-lifecycle-link');
  assert.deepEqual(
    diagram.steps.map((step) => step.id),
    ['one', 'two'],
  );
  assert.deepEqual(
    diagram.steps[0]!.hooks.map((hook) => [hook.name, hook.kind, hook.page, hook.callSite.line]),
    [
      ['gfpdf_first', 'filter', '/v9/filters/gfpdf_first', 10],
      ['gfpdf_second', 'action', '/v9/actions/gfpdf_second', 20],
    ],
  );
  assert.equal(diagram.factsLabel, 'Gravity PDF 9.9.9');
});

test('a hook the facts do not have throws, naming the data file and the hook', () => {
  const missing = data([{ name: 'gfpdf_gone', in: 'Model::one' }]);
  assert.throws(
    () => resolveDiagram(missing, 'v9', 'pdf-lifecycle link', facts, pages, 'catalogue/pdf-lifecycle.json'),
    (error: Error) =>
      error.message.includes('catalogue/pdf-lifecycle.json') &&
      error.message.includes('gfpdf_gone') &&
      error.message.includes('step "one"'),
  );
});

test('a hook that moved to another function throws and says where it fires now', () => {
  const moved = data([{ name: 'gfpdf_first', in: 'Model::elsewhere' }]);
  assert.throws(
    () => resolveDiagram(moved, 'v9', 'pdf-lifecycle link', facts, pages),
    /no longer fires in Model::elsewhere.*fires in Model::one/,
  );
});

test('a hook with no page throws; another version and diagram names are checked too', () => {
  assert.throws(() => resolveDiagram(ok, 'v9', 'pdf-lifecycle link', facts, () => undefined), /gfpdf_first has no page/);
  assert.throws(() => resolveDiagram(ok, 'v8', 'pdf-lifecycle link', facts, pages), /no version v8/);
  assert.throws(() => resolveDiagram(ok, 'v9', 'pdf-lifecycle other', facts, pages), /no diagram "pdf-lifecycle other"/);
  assert.throws(() => resolveDiagram(ok, 'v9', 'pdf-lifecycle link', undefined, pages), /fixture\.json is missing/);
});

test('the DOT is a vertical chain from start to end with each hook linked under the base URL', () => {
  const dot = diagramDot(resolveDiagram(ok, 'v9', 'pdf-lifecycle link', facts, pages), '/docs/');
  assert.match(dot, /^digraph "pdf-lifecycle-link" \{/);
  assert.match(dot, /rankdir=TB/);
  assert.match(dot, /start -> s0 -> s1 -> end;/);
  assert.match(dot, /href="\/docs\/v9\/filters\/gfpdf_first"/);
  assert.match(dot, /href="\/docs\/v9\/actions\/gfpdf_second"/);
  assert.ok(dot.indexOf('gfpdf_first') < dot.indexOf('gfpdf_second'), 'hooks keep their firing order');
  assert.match(dot, /1\. First step/);
  assert.doesNotMatch(dot, /#[0-9a-f]{6}|[^g]color=/i, 'no colours in the DOT: CSS gives them');
});

test('labels are escaped and wrapped; hrefs join the base URL and the route', () => {
  assert.equal(dotHtml('a <b> & "c"'), 'a &lt;b&gt; &amp; &quot;c&quot;');
  assert.deepEqual(wrap('one two three four', 9), ['one two', 'three', 'four']);
  assert.equal(hrefOf('/', '/v6/a'), '/v6/a');
  assert.equal(hrefOf('/docs/', '/v6/a'), '/docs/v6/a');
});

test('every diagram of catalogue/pdf-lifecycle.json resolves against its version facts', () => {
  const file = JSON.parse(readFileSync(join(process.cwd(), 'catalogue', 'pdf-lifecycle.json'), 'utf8')) as LifecycleFile;
  for (const [version, entry] of Object.entries(file.versions)) {
    for (const name of Object.keys(entry.diagrams)) {
      const diagram = resolveDiagram(file, version, name, factsSourceNamed(entry.facts), (kind, hook) => ({
        page: `/${version}/${kind}/${hook}`,
      }));
      assert.ok(diagram.steps.length > 0, `${version} ${name}`);
    }
  }
});

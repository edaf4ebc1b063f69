// The facts registry's check (../registryCheck.ts) and what derives from the registry (../../registry.ts): which facts
// speak for a page, the listener files, the hook index's facts and the latest version's facts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registryProblems, type RegistrySite } from '../registryCheck';
import {
  FACTS_REGISTRY,
  LATEST_FACTS,
  LISTENER_FACTS_FILES,
  factsNameFor,
  hookIndexFacts,
  isPluginFacts,
  pluginFactsOf,
  type FactsEntry,
} from '../../registry';

const plugin = (version: string, tag: string, under: string): FactsEntry => ({
  kind: 'plugin',
  name: `plugin-${version}`,
  version,
  major: Number(version.slice(1)),
  repo: 'GravityPDF/gravity-pdf',
  tag,
  pages: { under, byKind: false },
  listeners: true,
  hookIndex: true,
});

const registry: FactsEntry[] = [
  plugin('v2', '2.0.1', '/v2/'),
  plugin('v1', '1.9', '/v1/'),
  { kind: 'products', name: 'products', version: 'v2' },
];

const site = (changes: Partial<RegistrySite> = {}): RegistrySite => ({
  versions: ['v2', 'v1'],
  referencePages: new Map([
    ['v2', 10],
    ['v1', 4],
  ]),
  factsFiles: new Map([
    ['plugin-v2', { repo: 'GravityPDF/gravity-pdf', tag: '2.0.1' }],
    ['plugin-v1', { repo: 'GravityPDF/gravity-pdf', tag: '1.9' }],
    ['products', {}],
  ]),
  listenerFiles: new Set(['plugin-v2', 'plugin-v1']),
  ...changes,
});

test('a registry that agrees with the site has no problems', () => {
  assert.deepEqual(registryProblems(registry, site()), []);
});

test('a new version with hook or API pages and no facts registered fails', () => {
  const problems = registryProblems(registry, site({ versions: ['v3', 'v2', 'v1'], referencePages: new Map([['v3', 7]]) }));
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /v3 has 7 hook and API pages but no facts registered for it/);
  // A version without reference pages (like v3 of the site) needs none.
  assert.deepEqual(registryProblems(registry, site({ versions: ['v3', 'v2', 'v1'] })), []);
});

test('a registered facts file that does not exist fails, as does a tag or repository the file does not say', () => {
  const missing = site({
    factsFiles: new Map([
      ['plugin-v2', { repo: 'GravityPDF/gravity-pdf', tag: '2.0.1' }],
      ['products', {}],
    ]),
  });
  assert.deepEqual(registryProblems(registry, missing), [
    'src/plugins/reference/registry.ts: plugin-v1 has no facts file: catalogue/facts/plugin-v1.json does not exist',
  ]);
  const moved = site({
    factsFiles: new Map([
      ['plugin-v2', { repo: 'GravityPDF/gravity-pdf', tag: '2.0.2' }],
      ['plugin-v1', { repo: 'GravityPDF/gravity-pdf', tag: '1.9' }],
      ['products', {}],
    ]),
  });
  assert.match(registryProblems(registry, moved).join('\n'), /plugin-v2 is registered as GravityPDF\/gravity-pdf 2\.0\.1, but .* 2\.0\.2/);
});

test('listeners claimed without a listeners file, an unknown version and duplicates fail', () => {
  assert.match(registryProblems(registry, site({ listenerFiles: new Set(['plugin-v2']) })).join('\n'), /plugin-v1 claims listeners/);
  assert.match(registryProblems(registry, site({ versions: ['v2'] })).join('\n'), /plugin-v1 speaks for v1, which is not a docs version/);
  assert.match(registryProblems([...registry, registry[0]!], site()).join('\n'), /plugin-v2 is registered twice/);
});

test('which facts speak for a page: the declared file, else the plugin of the route’s version and place', () => {
  assert.equal(factsNameFor('/v6/developers/filters/gfpdf_pdf_filename', undefined), 'gravity-pdf-6');
  assert.equal(factsNameFor('/v6/developers/filters/gfpdf_pdf_filename', ''), 'gravity-pdf-6');
  assert.equal(factsNameFor('/v6/extensions/hooks/previewer/x', 'addon-previewer'), 'addon-previewer');
  assert.equal(factsNameFor('/v6/users/setup-pdf', undefined), undefined);
  assert.equal(factsNameFor('/v5/gfpdf_pdf_filename', undefined), 'gravity-pdf-5');
  assert.equal(factsNameFor('/v4/api_add_pdf', undefined), 'gravity-pdf-4');
  assert.equal(factsNameFor('/v3/installation-requirements', undefined), undefined);
  assert.equal(factsNameFor('/v2/a', undefined, registry), 'plugin-v2');
});

test('the lists derived from the registry', () => {
  assert.deepEqual(LATEST_FACTS, ['gravity-pdf-6', 'addon-core-booster', 'addon-previewer', 'addon-bulk-generator', 'addon-watermark']);
  assert.deepEqual([...LISTENER_FACTS_FILES].sort(), [...LATEST_FACTS, 'gravity-pdf-5', 'gravity-pdf-4'].sort());
  assert.deepEqual(
    [...hookIndexFacts()].map(([version, entries]) => [version, entries.map((entry) => entry.name)]),
    [
      ['v6', [...LATEST_FACTS]],
      ['v5', ['gravity-pdf-5']],
      ['v4', ['gravity-pdf-4']],
    ],
  );
  assert.equal(pluginFactsOf('v5')?.tag, '5.4.2');
  assert.equal(pluginFactsOf('v3'), undefined);
  assert.ok(isPluginFacts('gravity-pdf-4'));
  assert.ok(!isPluginFacts('addon-watermark') && !isPluginFacts('products') && !isPluginFacts('nope'));
  assert.equal(new Set(FACTS_REGISTRY.map((entry) => entry.name)).size, FACTS_REGISTRY.length);
});

// Unit tests for the benchmark's pure helpers: medians, verdicts, formatting and chunk naming.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { budgetTable, change, chunkSources, describeChunk, formatBytes, median, verdict } from '../benchFigures';

test('median of odd and even counts, ignoring non-numbers', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([Number.NaN, 5]), 5);
  assert.equal(median([]), undefined);
});

test('verdicts for maxima, minima and missing figures', () => {
  assert.equal(verdict({ name: 'a', value: 10, budget: 10, kind: 'max', unit: 'seconds' }), 'PASS');
  assert.equal(verdict({ name: 'a', value: 11, budget: 10, kind: 'max', unit: 'seconds' }), 'OVER');
  assert.equal(verdict({ name: 'a', value: 94, budget: 95, kind: 'min', unit: 'score' }), 'OVER');
  assert.equal(verdict({ name: 'a', value: undefined, budget: 95, kind: 'min', unit: 'score' }), 'N/A');
});

test('the budget table shows each figure against its budget', () => {
  const table = budgetTable([{ name: 'JS+CSS', value: 150 * 1024, budget: 200 * 1024, kind: 'max', unit: 'bytes', note: 'v6 guide' }]);
  assert.match(table, /JS\+CSS \(v6 guide\)\s+150\.0 KB\s+≤ 200\.0 KB\s+PASS/);
  assert.equal(formatBytes(2.5 * 1024 ** 3), '2.50 GiB');
});

test('chunks are named after the source they were split from', () => {
  const registry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "1df93b7f": [() => import(/* webpackChunkName: "1df93b7f" */ "@site/src/pages/index.tsx"), "@site/src/pages/index.tsx"],
};`;
  const sources = chunkSources(registry);
  assert.equal(sources.get('17896441'), '@theme/DocItem');
  assert.equal(describeChunk('/assets/js/17896441.61b3e704.js', sources), '@theme/DocItem');
  assert.equal(describeChunk('/assets/js/1df93b7f.9f939bf7.js', sources), 'src/pages/index.tsx');
  assert.match(describeChunk('/assets/js/main.331cf115.js', sources), /^app shell/);
  assert.match(describeChunk('/assets/js/1075.7a4f91c8.js', sources), /^shared chunk/);
});

test('relative change from a previous run', () => {
  assert.equal(change(110, 100), '+10.0%');
  assert.equal(change(90, 100), '-10.0%');
  assert.equal(change(1, undefined), '');
});

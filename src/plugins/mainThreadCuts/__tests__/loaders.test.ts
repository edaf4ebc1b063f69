import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const load = createRequire(__filename);
type Loader = (source: string) => string;
const prefetchOnIntent = load('../prefetchOnIntentLoader.cjs') as Loader;
const shallowMemoSort = load('../shallowMemoSortLoader.cjs') as Loader;
const installed = (file: string) => readFileSync(load.resolve(file), 'utf8');

test('the installed Link stops prefetching on sight and keeps preloading on hover and touch', () => {
  const out = prefetchOnIntent(installed('@docusaurus/core/lib/client/exports/Link.js'));
  assert.match(out, /const prefetchOnSight = false;/);
  // Both places that prefetch (with and without IntersectionObserver) are behind the switch, and nothing else calls it.
  const prefetchCalls = out.split('window.docusaurus.prefetch(').length - 1;
  assert.equal(prefetchCalls, 2);
  assert.match(out, /if \(prefetchOnSight && IOSupported && el && isInternal\) \{/);
  assert.match(out, /if \(prefetchOnSight && !IOSupported && isInternal && ExecutionEnvironment\.canUseDOM\) \{/);
  assert.match(out, /onMouseEnter=\{onInteractionEnter\} onTouchStart=\{onInteractionEnter\}/);
  assert.match(out, /window\.docusaurus\.preload\(targetLink\)/);
});

test('the installed theme sorts useShallowMemoObject keys with a plain comparison, in the same order for ASCII keys', () => {
  // The package's exports map hides lib/utils; find the file beside its entry point (lib/index.js).
  const source = readFileSync(join(dirname(load.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'), 'utf8');
  const out = shallowMemoSort(source);
  assert.doesNotMatch(out, /localeCompare/);
  const comparator = out.match(/deps\.sort\((\(a, b\) => [^;]*)\);/)?.[1];
  assert.ok(comparator, 'the rewritten sort is in the output');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  const compare = new Function(`return ${comparator};`)() as (a: [string], b: [string]) => number;
  const keys = ['sidebar', 'items', 'docs', 'collapsed', 'onCollapse', 'a', 'B'].map((key): [string] => [key]);
  const sorted = [...keys].sort(compare).map(([key]) => key);
  // Any fixed order serves (the keys only feed useMemo's dependency list); it must not depend on input order.
  assert.deepEqual(
    [...keys]
      .reverse()
      .sort(compare)
      .map(([key]) => key),
    sorted,
  );
  assert.deepEqual(sorted, ['B', 'a', 'collapsed', 'docs', 'items', 'onCollapse', 'sidebar']);
});

test('each loader fails the build, naming its file, when the code it rewrites changes', () => {
  assert.throws(() => prefetchOnIntent('function Link() {}'), /prefetchOnIntentLoader: .*mainThreadCuts\/prefetchOnIntentLoader\.cjs/);
  // Without the hover and touch preload, turning off the on-sight prefetch would leave links with no prefetch at all.
  const withoutIntent = installed('@docusaurus/core/lib/client/exports/Link.js').replace('onTouchStart={onInteractionEnter}', '');
  assert.throws(() => prefetchOnIntent(withoutIntent), /no longer preloads on hover and touch/);
  assert.throws(() => shallowMemoSort('export function useShallowMemoObject(obj) {}'), /shallowMemoSortLoader: /);
});

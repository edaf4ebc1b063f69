import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseBuildTimings } from '../build';

test('reads Docusaurus perf lines and times the post-build steps from the end of SSG', () => {
  const lines = [
    {
      text: '\u001b[33m[PERF]\u001b[39m Build > en > Load site - \u001b[31m1.82 seconds!\u001b[39m - (Heap 1mb -> 2mb / Total 3mb)',
      at: 3,
    },
    { text: '[PERF] Build > en > Bundling with rspack - 26.82 seconds! - (Heap …)', at: 30 },
    { text: '[PERF] Build > en > SSG > Thread pool - 17.00 seconds! - (Heap …)', at: 47 },
    { text: '[PERF] Build > en > SSG - 17.65 seconds! - (Heap …)', at: 48 },
    { text: 'Markdown twins: 850 pages; llms.txt for v6', at: 73 },
    { text: 'Search index: 840 pages, 9000 words → build/pagefind', at: 74.5 },
    { text: '[PERF] Build > en > postBuild() - 26.08 seconds! - (Heap …)', at: 74.6 },
    { text: '[PERF] Build > en > Broken links checker - 155.27 ms - (Heap …)', at: 74.8 },
  ];
  assert.deepEqual(parseBuildTimings(lines), {
    phases: [
      { label: 'Load site', seconds: 1.82 },
      { label: 'Bundling with rspack', seconds: 26.82 },
      { label: 'SSG', seconds: 17.65 },
      { label: 'postBuild()', seconds: 26.08 },
      { label: 'Broken links checker', seconds: 155.27 / 1000 },
    ],
    postBuildSteps: [
      { label: 'Markdown twins', seconds: 25 },
      { label: 'Search index', seconds: 26.5 },
    ],
  });
});

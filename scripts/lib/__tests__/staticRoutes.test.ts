import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveStatic } from '../staticRoutes';

const files = new Set([
  'index.html',
  'v6/users/setup-pdf.html',
  'v6/index.html',
  'assets/js/main.js',
  '404.html',
  'pagefind/pagefind.en_1a2b.pf_meta',
]);
const exists = (file: string) => files.has(file);

test('a catalogue path and its .html form answer with its file; its /index, /index.html and trailing-slash forms redirect to it', () => {
  assert.deepEqual(resolveStatic('/v6/users/setup-pdf', exists), { file: 'v6/users/setup-pdf.html' });
  assert.deepEqual(resolveStatic('/v6/users/setup-pdf.html', exists), { file: 'v6/users/setup-pdf.html' });
  for (const variant of ['/v6/users/setup-pdf/index', '/v6/users/setup-pdf/index.html', '/v6/users/setup-pdf/']) {
    assert.deepEqual(resolveStatic(variant, exists), { file: 'v6/users/setup-pdf.html', redirect: '/v6/users/setup-pdf' }, variant);
  }
  assert.deepEqual(resolveStatic('/', exists), { file: 'index.html' });
  assert.deepEqual(resolveStatic('/index.html', exists), { file: 'index.html', redirect: '/' });
});

test('unknown paths and attempts to leave the build folder are not found', () => {
  assert.equal(resolveStatic('/v6/nothing-here', exists).file, undefined);
  assert.equal(resolveStatic('/../package.json', exists).file, undefined);
  assert.equal(resolveStatic('/%E0%A4%A', exists).file, undefined);
});

test('assets are served as they are', () => {
  assert.deepEqual(resolveStatic('/assets/js/main.js', exists), { file: 'assets/js/main.js' });
  // The search index's files have underscores in their extensions.
  assert.deepEqual(resolveStatic('/pagefind/pagefind.en_1a2b.pf_meta', exists), { file: 'pagefind/pagefind.en_1a2b.pf_meta' });
});

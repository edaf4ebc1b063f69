import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newInByRoute, readReleaseNotePosts } from '../releaseNotes';
import { routeHasContent } from '../contentFiles';

const post = (release: string, introduces: string[]) => ({
  file: `release-notes/x-${release}.md`,
  slug: `gravity-pdf-${release.replace('.', '-')}`,
  release,
  introduces,
});

test('a page introduced by a release links its post', () => {
  const map = newInByRoute([post('6.4', ['/v6/a']), post('6.6', ['/v6/b'])], () => true);
  assert.deepEqual(map.get('/v6/a'), { release: '6.4', to: '/release-notes/gravity-pdf-6-4' });
});

test('a post naming a page that does not exist, or one another post introduced, fails with the file and the fix', () => {
  assert.throws(
    () => newInByRoute([post('6.4', ['/v6/missing'])], () => false),
    /release-notes\/x-6\.4\.md: `introduces` lists \/v6\/missing/,
  );
  assert.throws(() => newInByRoute([post('6.4', ['/v6/a']), post('6.6', ['/v6/a'])], () => true), /already introduced by Gravity PDF 6\.4/);
});

test('the committed release notes introduce only pages that exist, each once', () => {
  const posts = readReleaseNotePosts();
  assert.ok(posts.length >= 28, `found ${posts.length} posts`);
  const map = newInByRoute(posts, (route) => routeHasContent(route));
  assert.ok(map.size > 0);
});

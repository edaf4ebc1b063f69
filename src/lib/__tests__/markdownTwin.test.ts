import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownTwinPath, routeOfMarkdownTwin } from '../markdownTwin';

test('a page’s twin is its path plus .md, the home page’s is /index.md, and back again', () => {
  assert.equal(markdownTwinPath('/v6/users/setup-pdf'), '/v6/users/setup-pdf.md');
  assert.equal(markdownTwinPath('/release-notes/'), '/release-notes.md');
  assert.equal(markdownTwinPath('/'), '/index.md');
  assert.equal(routeOfMarkdownTwin('/index.md'), '/');
  assert.equal(routeOfMarkdownTwin('/v5/hooks.md'), '/v5/hooks');
});

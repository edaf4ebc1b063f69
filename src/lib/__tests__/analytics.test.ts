import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shouldLoadAnalytics } from '../analytics';

const settings = { domain: 'docs.gravitypdf.com', endpoint: 'https://plausible.io/api/event' };

test('analytics runs only in production and only on the docs host', () => {
  assert.equal(shouldLoadAnalytics(settings, 'docs.gravitypdf.com', 'production'), true);
  assert.equal(shouldLoadAnalytics(settings, 'DOCS.gravitypdf.com', 'production'), true);
  assert.equal(shouldLoadAnalytics(settings, 'localhost', 'production'), false);
  assert.equal(shouldLoadAnalytics(settings, 'preview.gravitypdf.com', 'production'), false);
  assert.equal(shouldLoadAnalytics(settings, 'docs.gravitypdf.com', 'development'), false);
  assert.equal(shouldLoadAnalytics({ ...settings, endpoint: '' }, 'docs.gravitypdf.com', 'production'), false);
});

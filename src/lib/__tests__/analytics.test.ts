import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_EVENT_QUERY_LENGTH, maskQuery, SEARCH_EVENTS, searchOutcomeEvent, shouldLoadAnalytics, pageFeedbackEvent } from '../analytics';

const settings = { domain: 'docs.gravitypdf.com', endpoint: 'https://plausible.io/api/event' };

test('analytics runs only in production and only on the docs host', () => {
  assert.equal(shouldLoadAnalytics(settings, 'docs.gravitypdf.com', 'production'), true);
  assert.equal(shouldLoadAnalytics(settings, 'DOCS.gravitypdf.com', 'production'), true);
  assert.equal(shouldLoadAnalytics(settings, 'localhost', 'production'), false);
  assert.equal(shouldLoadAnalytics(settings, 'preview.gravitypdf.com', 'production'), false);
  assert.equal(shouldLoadAnalytics(settings, 'docs.gravitypdf.com', 'development'), false);
  assert.equal(shouldLoadAnalytics({ ...settings, endpoint: '' }, 'docs.gravitypdf.com', 'production'), false);
});

test('queries in events are trimmed, cut to 100 characters, and mask emails and long numbers', () => {
  assert.equal(maskQuery('  pdf   not attached  '), 'pdf not attached');
  assert.equal(maskQuery('send to jane.doe@example.co.uk please'), 'send to [email] please');
  assert.equal(maskQuery('order 4111 1111 1111 1111 missing'), 'order [number] missing');
  assert.equal(maskQuery('call 0412-345-678'), 'call [number]');
  assert.equal(maskQuery('error 500 on v6.12.1 in 2024'), 'error 500 on v6.12.1 in 2024');
  assert.equal(maskQuery('x'.repeat(300)).length, MAX_EVENT_QUERY_LENGTH);
});

test('a search sends an event when nothing matched or nothing was opened, and only then', () => {
  const outcome = { query: 'wordfence 403', hits: 0, opened: false, version: 'v6' };
  assert.deepEqual(searchOutcomeEvent(outcome), { name: SEARCH_EVENTS.noResults, props: { query: 'wordfence 403', version: 'v6' } });
  assert.equal(searchOutcomeEvent({ ...outcome, hits: 4 })?.name, SEARCH_EVENTS.nothingOpened);
  assert.equal(searchOutcomeEvent({ ...outcome, hits: 4, opened: true }), null);
  assert.equal(searchOutcomeEvent({ ...outcome, hits: null }), null);
  assert.equal(searchOutcomeEvent({ ...outcome, query: '   ' }), null);
});

test('page feedback carries the page, its version and the answer, and nothing else', () => {
  assert.deepEqual(pageFeedbackEvent('/v6/users/setup-pdf', 'v6', 'no'), {
    name: 'Page feedback',
    props: { page: '/v6/users/setup-pdf', version: 'v6', answer: 'no' },
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareReleases } from '../releases';
import { earliestRelease } from '../../plugins/reference/lib/resolve';

test('releases compare as numbers part by part, a missing part counting as 0', () => {
  assert.deepEqual(['6.9.1', '6.10.0', '4.0.1', '4.0', '3.4.0.1', '3.4'].sort(compareReleases), [
    '3.4',
    '3.4.0.1',
    '4.0',
    '4.0.1',
    '6.9.1',
    '6.10.0',
  ]);
  assert.equal(compareReleases('5.0', '5.0.0'), 0);
});

test('the earliest release ignores values that are not release numbers', () => {
  assert.equal(earliestRelease([' 6.10.0', '6.9', 'next', '3.8-dev']), '6.9');
  assert.equal(earliestRelease([]), undefined);
});

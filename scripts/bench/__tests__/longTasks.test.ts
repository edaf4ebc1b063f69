import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockingTime } from '../longTasks';

test('blocking time counts only what each task spends beyond 50 ms, as Lighthouse does', () => {
  assert.equal(blockingTime([]), 0);
  assert.equal(blockingTime([50, 30]), 0);
  assert.equal(blockingTime([317, 208]), 267 + 158);
});

// The facts registry against this site: every docs version with hook or API pages has its facts registered, every
// registered file exists at the tag the registry says, with its listeners file (the check the build runs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registryProblemsOnDisk } from '..';

test('the facts registry agrees with the catalogue and catalogue/facts/', () => {
  assert.deepEqual(registryProblemsOnDisk(), []);
});

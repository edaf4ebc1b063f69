import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { formatLastUpdated } from '../formatDate';

const OPTIONS = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

test('formats every day of 2015–2035 as the theme does with Intl for en', () => {
  const intl = new Intl.DateTimeFormat('en', { ...OPTIONS, calendar: 'gregory' });
  for (let time = Date.UTC(2015, 0, 1); time < Date.UTC(2036, 0, 1); time += 86_400_000) {
    const date = new Date(time + 23 * 3_600_000); // late in the UTC day: the time zone must not move the date
    assert.equal(formatLastUpdated(date), intl.format(date));
  }
});

test("the theme's LastUpdated still formats with these options and translation ids (else re-check our copy)", () => {
  const original = readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/LastUpdated/index.js'), 'utf8');
  assert.match(original, /useDateTimeFormat\(\{\s*day: 'numeric',\s*month: 'short',\s*year: 'numeric',\s*timeZone: 'UTC',\s*\}\)/);
  for (const id of ['theme.lastUpdated.atDate', 'theme.lastUpdated.byUser', 'theme.lastUpdated.lastUpdatedAtBy'])
    assert.ok(original.includes(`id="${id}"`), id);
  assert.ok(original.includes("{'Last updated{atDate}{byUser}'}"));
});

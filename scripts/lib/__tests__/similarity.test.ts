import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readerWords, sharedWording, shingles, similarPairs } from '../similarity';

test('reader words leave out code, markup and link targets', () => {
  const body = 'Open **Forms → Settings** and [read more](../x.md).\n\n```php\necho "secret words";\n```\n<b>Bold</b> end';
  assert.deepEqual(readerWords(body), ['open', 'forms', 'settings', 'and', 'read', 'more', 'bold', 'end']);
});

test('shared wording is the share of the smaller page found in the other', () => {
  const base = 'one two three four five six seven eight nine ten'.split(' ');
  const a = shingles(base);
  assert.equal(a.size, 3);
  assert.equal(sharedWording(a, a), 1);
  const b = shingles([...base.slice(0, 9), 'different', 'words', 'here', 'and', 'more', 'again', 'still']);
  assert.equal(sharedWording(a, b), 2 / 3);
  assert.equal(sharedWording(shingles(['too', 'short']), a), 0);
});

test('pairs come most similar first', () => {
  const text = (extra: string) => `alpha beta gamma delta epsilon zeta eta theta iota kappa ${extra}`;
  const pages = new Map([
    ['a.md', text('lambda mu')],
    ['b.md', text('lambda mu')],
    ['c.md', 'nothing in common with the others at all here today friends'],
  ]);
  const pairs = similarPairs(pages);
  assert.deepEqual(pairs[0], { a: 'a.md', b: 'b.md', shared: 1 });
  assert.equal(pairs.at(-1)!.shared, 0);
});

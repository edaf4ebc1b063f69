import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupHits, indexOfSameHit, stepHit } from '../client/groupHits';

const hit = (lvl0: string, id: string) => ({ id, hierarchy: { lvl0 } });

test('neighbouring hits of one section share a group; groups never reorder hits, so a weaker page never rises above a stronger one', () => {
  const ranked = [hit('Users', 'a'), hit('Users', 'a#s'), hit('Developers', 'b'), hit('Users', 'c'), hit('Developers', 'd')];
  const groups = groupHits(ranked, 12);
  assert.deepEqual(
    groups.map((group) => [group.source, group.hits.map(({ hit }) => hit.id)]),
    [
      ['Users', ['a', 'a#s']],
      ['Developers', ['b']],
      ['Users', ['c']],
      ['Developers', ['d']],
    ],
  );
  // What is on screen, in order, is what was ranked: the first three pages are the three best.
  assert.deepEqual(
    groups.flatMap((group) => group.hits.map(({ hit }) => hit.id)),
    ranked.map((entry) => entry.id),
  );
});

test('a group keeps at most maxPerGroup hits and the numbering follows what is shown', () => {
  const many = Array.from({ length: 15 }, (_, n) => hit('Developers › Filter Hooks', `f${n}`));
  const groups = groupHits([...many, hit('Users', 'u')], 12);
  assert.equal(groups[0]!.hits.length, 12);
  assert.deepEqual(
    groups[0]!.hits.map(({ index }) => index),
    Array.from({ length: 12 }, (_, n) => n),
  );
  // The hit after the cut-off group is the 13th shown, not the 16th found.
  assert.deepEqual(groups[1]!.hits, [{ hit: hit('Users', 'u'), index: 12 }]);
  assert.deepEqual(groupHits([], 12), []);
});

test('arrow keys wrap at both ends of the list', () => {
  assert.equal(stepHit(0, 1, 3), 1);
  assert.equal(stepHit(2, 1, 3), 0);
  assert.equal(stepHit(0, -1, 3), 2);
  assert.equal(stepHit(0, 1, 0), 0);
});

test('a fuller answer keeps the hit the reader moved to, wherever it now sits, or falls back to the first', () => {
  const page = (url: string, lvl0: string) => ({ url, hierarchy: { lvl0 } });
  const shown = [page('/a', 'Users'), page('/b', 'Users'), page('/c', 'Developers')];
  const next = [page('/d', 'Users'), page('/a', 'Users'), page('/c', 'Developers'), page('/b', 'Users')];
  // '/b' was second on screen; the fuller answer shows Users /d, /a, then Developers /c, then Users /b.
  assert.equal(indexOfSameHit(shown, next, 5, 1), 3);
  assert.equal(indexOfSameHit(shown, [page('/z', 'Users')], 5, 1), 0);
  assert.equal(indexOfSameHit([], next, 5, 0), 0);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { HookHistoryFile } from '../history';
import { firedAt, hookChangesBetween, lastReleaseOf } from '../hookChanges';
import { hookHistoryFile } from '../../load';

// A small history: one hook added on the 2.x line, one removed, one changed back and forth by backports, one that came
// and went between the two releases compared, and one whose call site only renamed a variable.
const fixture: HookHistoryFile = {
  repo: 'fixture',
  releases: ['1.0', '1.1', '2.0.0', '2.0.1', '2.1.0'],
  hooks: [
    {
      name: 'kept',
      kind: 'filter',
      introduced: '1.0',
      introducedAtFirstScan: true,
      removed: null,
      events: [{ release: '1.0', type: 'introduced' }],
    },
    {
      name: 'added',
      kind: 'action',
      introduced: '2.0.1',
      introducedAtFirstScan: false,
      removed: null,
      events: [{ release: '2.0.1', type: 'introduced' }],
    },
    {
      name: 'removed',
      kind: 'filter',
      introduced: '1.0',
      introducedAtFirstScan: true,
      removed: '2.0.0',
      events: [
        { release: '1.0', type: 'introduced' },
        { release: '2.0.0', type: 'removed' },
      ],
    },
    {
      name: 'backported',
      kind: 'filter',
      introduced: '1.0',
      introducedAtFirstScan: true,
      removed: null,
      events: [
        { release: '1.0', type: 'introduced' },
        { release: '2.0.0', type: 'arguments', before: ['$a'], after: ['$a', '$b'] },
        { release: '2.0.1', type: 'arguments', before: ['$a', '$b'], after: ['$a'] },
        { release: '2.1.0', type: 'arguments', before: ['$a'], after: ['$a', '$b'] },
      ],
    },
    {
      name: 'renamed',
      kind: 'filter',
      introduced: '1.0',
      introducedAtFirstScan: true,
      removed: null,
      events: [
        { release: '1.0', type: 'introduced' },
        { release: '2.0.0', type: 'arguments', before: ['$privilages'], after: ['$privileges'] },
      ],
    },
    {
      name: 'brief',
      kind: 'action',
      introduced: '2.0.0',
      introducedAtFirstScan: false,
      removed: '2.1.0',
      events: [
        { release: '2.0.0', type: 'introduced' },
        { release: '2.1.0', type: 'removed' },
      ],
    },
  ],
};

const pages = (side: 'from' | 'to', kind: string, name: string) => (name === 'added' ? { page: `/${side}/${name}` } : undefined);

test('a hook is fired from its introduction until its removal', () => {
  const removed = fixture.hooks.find((hook) => hook.name === 'removed')!;
  assert.equal(firedAt(fixture, removed, '1.1'), true);
  assert.equal(firedAt(fixture, removed, '2.0.0'), false);
  assert.throws(() => firedAt(fixture, removed, '9.9'), /release 9\.9 was not scanned/);
});

test('a major step lists hooks added, removed and changed, by net change, leaving out hooks that came and went', () => {
  const changes = hookChangesBetween(fixture, lastReleaseOf(fixture, '1'), lastReleaseOf(fixture, '2'), pages);
  assert.equal(changes.from, '1.1');
  assert.equal(changes.to, '2.1.0');
  assert.deepEqual(changes.added, [{ name: 'added', kind: 'action', release: '2.0.1', change: 'Introduced', page: '/to/added' }]);
  assert.deepEqual(
    changes.removed.map((row) => [row.name, row.release]),
    [['removed', '2.0.0']],
  );
  assert.deepEqual(
    changes.changed.map((row) => [row.name, row.release, row.change, row.argumentCount]),
    [
      ['backported', '2.1.0', 'Argument `$b` added', { before: 1, after: 2 }],
      ['renamed', '2.0.0', 'Arguments changed from `$privilages` to `$privileges`', { before: 1, after: 1 }],
    ],
  );
});

test('the committed history gives the major steps that were checked by hand against the tags', () => {
  const history = hookHistoryFile();
  assert.ok(history, 'catalogue/facts/hook-history.json is committed');
  const none = () => undefined;
  const toSix = hookChangesBetween(history, lastReleaseOf(history, '5'), lastReleaseOf(history, '6'), none);
  assert.equal(toSix.from, '5.4.2');
  // 5.4.2 fires gfpdf_tool_tab_actions in Controller_Settings.php; 6.0.0 fires it nowhere.
  assert.deepEqual(
    toSix.removed.find((row) => row.name === 'gfpdf_tool_tab_actions'),
    { name: 'gfpdf_tool_tab_actions', kind: 'action', release: '6.0.0', change: 'Removed: no longer fired' },
  );
  // entry_detailed_pdf.php passes ($pdf, $args['pdfs']) at 5.4.2 and ($args['pdfs']) at 6.0.0.
  const postMarkup = toSix.changed.find((row) => row.name === 'gfpdf_entry_detail_post_markup');
  assert.equal(postMarkup?.release, '6.0.0');
  assert.deepEqual(postMarkup?.argumentCount, { before: 2, after: 1 });
  const toFive = hookChangesBetween(history, lastReleaseOf(history, '4'), lastReleaseOf(history, '5'), none);
  // Field_Checkbox.php passes only `false` at 5.0.2 and `false, $this->field, $items` at 5.1.0.
  assert.deepEqual(
    toFive.changed.find((row) => row.name === 'gfpdf_show_field_value'),
    {
      name: 'gfpdf_show_field_value',
      kind: 'filter',
      release: '5.1.0',
      change: 'Arguments `$field`, `$items` added',
      argumentCount: { before: 1, after: 3 },
    },
  );
  assert.ok(toFive.added.some((row) => row.name === 'gfpdf_queue_initialise' && row.release === '5.0.0'));
});

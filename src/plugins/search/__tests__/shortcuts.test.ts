import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isEditableTarget, searchShortcut, type KeyPress } from '../client/shortcuts';

function press(key: string, extra: Partial<KeyPress> = {}): KeyPress {
  return { key, ctrlKey: false, metaKey: false, altKey: false, inEditableField: false, onSearchButton: false, ...extra };
}

test('Ctrl+K and ⌘+K open the search, and close it when it is open, even from a text field', () => {
  assert.deepEqual(searchShortcut(press('k', { ctrlKey: true }), false), { kind: 'open' });
  assert.deepEqual(searchShortcut(press('K', { metaKey: true, inEditableField: true }), false), { kind: 'open' });
  assert.deepEqual(searchShortcut(press('k', { ctrlKey: true }), true), { kind: 'close' });
  assert.deepEqual(searchShortcut(press('k', { ctrlKey: true, altKey: true }), false), { kind: 'none' });
  assert.deepEqual(searchShortcut(press('k'), false), { kind: 'none' });
});

test('slash opens the search unless the reader is typing in a field', () => {
  assert.deepEqual(searchShortcut(press('/'), false), { kind: 'open' });
  assert.deepEqual(searchShortcut(press('/', { inEditableField: true }), false), { kind: 'none' });
  assert.deepEqual(searchShortcut(press('/'), true), { kind: 'none' });
});

test('Escape closes an open search and does nothing otherwise', () => {
  assert.deepEqual(searchShortcut(press('Escape'), true), { kind: 'close' });
  assert.deepEqual(searchShortcut(press('Escape'), false), { kind: 'none' });
});

test('a letter or digit typed on the focused search button opens the search with it', () => {
  assert.deepEqual(searchShortcut(press('w', { onSearchButton: true }), false), { kind: 'open', typed: 'w' });
  assert.deepEqual(searchShortcut(press('é', { onSearchButton: true }), false), { kind: 'open', typed: 'é' });
  assert.deepEqual(searchShortcut(press('4', { onSearchButton: true }), false), { kind: 'open', typed: '4' });
  // Keys that move or activate stay with the button.
  for (const key of ['Enter', ' ', 'Tab', 'Shift', '-'])
    assert.deepEqual(searchShortcut(press(key, { onSearchButton: true }), false), { kind: 'none' });
  assert.deepEqual(searchShortcut(press('w'), false), { kind: 'none' });
  assert.deepEqual(searchShortcut(press('c', { onSearchButton: true, ctrlKey: true }), false), { kind: 'none' });
});

test('text fields, selects and editable content count as editable targets', () => {
  assert.equal(isEditableTarget({ tagName: 'INPUT' }), true);
  assert.equal(isEditableTarget({ tagName: 'TEXTAREA' }), true);
  assert.equal(isEditableTarget({ tagName: 'DIV', isContentEditable: true }), true);
  assert.equal(isEditableTarget({ tagName: 'BUTTON' }), false);
  assert.equal(isEditableTarget(null), false);
});

// A hook page's listener table from the listener facts and the reviewed notes (src/plugins/reference/lib/listeners.ts), and
// every committed listener has a note of at most twelve words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  listenersOfHook,
  listenersWithoutNotes,
  noteOf,
  noteProblems,
  orderingSentence,
  type ListenerEntry,
  type ListenerFacts,
} from '../listeners';
import { allListenerFacts, listenerNotes } from '../../listenersLoad';

const entry = (overrides: Partial<ListenerEntry>): ListenerEntry => ({
  hook: 'gfpdf_pdf_middleware',
  function: 'add_filter',
  callback: 'Model_PDF::middle_active',
  callback_expression: "[ $this->model, 'middle_active' ]",
  priority: 10,
  accepted_args: 3,
  repo: 'GravityPDF/gravity-pdf',
  tag: '6.12.1',
  file: 'src/Controller/Controller_PDF.php',
  line: 186,
  conditional: false,
  ...overrides,
});

const facts: ListenerFacts = {
  facts: 'gravity-pdf-6',
  generated_by: 'test',
  sources: [],
  listeners: [
    entry({ priority: 5, callback: 'A::first', line: 1 }),
    entry({ priority: 70, callback: 'B::last', line: 2, removed_at: ['src/Model/Model_PDF.php:310'], conditional: true }),
    entry({ hook: 'gfpdf_settings_sanitize_{$type}', listened_as: 'gfpdf_settings_sanitize_text', callback: '__return_true', line: 3 }),
  ],
  removals: [],
  unresolved: [],
};
const notes = {
  notes: { 'A::first': 'Runs first.', 'B::last': 'Runs last.', '__return_true@gfpdf_settings_sanitize_{$type}': 'Always yes.' },
};

test('the rows of a hook, in the facts order, with notes, links and flags', () => {
  const listeners = listenersOfHook(facts, 'gfpdf_pdf_middleware', notes)!;
  assert.deepEqual(
    listeners.rows.map((row) => [row.priority, row.callback, row.note, row.owner, row.conditional, row.removed]),
    [
      [5, 'A::first', 'Runs first.', 'Gravity PDF', false, false],
      [70, 'B::last', 'Runs last.', 'Gravity PDF', true, true],
    ],
  );
  assert.equal(listeners.rows[0]!.url, 'https://github.com/GravityPDF/gravity-pdf/blob/6.12.1/src/Controller/Controller_PDF.php#L1');
  assert.equal(listeners.lowest, 5);
  assert.equal(listeners.highest, 70);
  const dynamic = listenersOfHook(facts, 'gfpdf_settings_sanitize_{$type}', notes)!;
  assert.equal(dynamic.rows[0]!.listenedAs, 'gfpdf_settings_sanitize_text');
  assert.equal(dynamic.rows[0]!.note, 'Always yes.', 'the hook-specific note');
  assert.equal(listenersOfHook(facts, 'gfpdf_no_listeners', notes), undefined, 'a hook nobody listens to has no table');
});

test('the most specific note wins: version, then hook, then callback', () => {
  const many = { notes: { 'X::y': 'general', 'X::y@gfpdf_a': 'on a', 'X::y@gravity-pdf-4': 'in v4' } };
  assert.equal(noteOf({ callback: 'X::y', hook: 'gfpdf_a' }, 'gravity-pdf-4', many), 'in v4');
  assert.equal(noteOf({ callback: 'X::y', hook: 'gfpdf_a' }, 'gravity-pdf-6', many), 'on a');
  assert.equal(noteOf({ callback: 'X::y', hook: 'gfpdf_b' }, 'gravity-pdf-6', many), 'general');
  assert.equal(noteOf({ callback: 'Z::z', hook: 'gfpdf_b' }, 'gravity-pdf-6', many), undefined);
});

test('the ordering sentence names the lowest and highest priorities', () => {
  const listeners = listenersOfHook(facts, 'gfpdf_pdf_middleware', notes)!;
  assert.equal(
    orderingSentence(listeners, 'Gravity PDF'),
    "A callback you add at a priority below 5 runs before all of Gravity PDF's own; above 70, after all of them. At an equal priority, callbacks run in the order they were added.",
  );
  const one = listenersOfHook(facts, 'gfpdf_settings_sanitize_{$type}', notes)!;
  assert.match(orderingSentence(one, 'Gravity PDF'), /below 10 runs before Gravity PDF's; above 10, after it\./);
});

test('every committed listener has a reviewed note of at most twelve words, and no note is left over', () => {
  const files = allListenerFacts();
  assert.ok(files.length >= 3, 'the listener facts files are missing: run `npm run facts:listeners`');
  assert.deepEqual(listenersWithoutNotes(files, listenerNotes()), [], 'add a note to catalogue/listener-notes.json for each');
  assert.deepEqual(noteProblems(files, listenerNotes()), []);
});

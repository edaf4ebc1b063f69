import { test } from 'node:test';
import assert from 'node:assert/strict';
import { recordsOfPage } from '../indexing/records';

test('a page becomes a page record and one record per heading, with the text under each', () => {
  const records = recordsOfPage({
    url: '/v5/user-setup-pdf.html',
    content: 'Setup intro words. Naming Pick a name. Options Font size.',
    excerpt: '',
    word_count: 10,
    meta: { title: 'Setup', section: 'Users › Getting Started' },
    filters: { version: ['v5'] },
    anchors: [
      { element: 'h2', id: 'naming', text: 'Naming', location: 3 },
      { element: 'h3', id: 'options', text: 'Options', location: 7 },
    ],
    sub_results: [],
  });
  assert.deepEqual(
    records.map((record) => [record.type, record.url, record.hierarchy.lvl2, record.hierarchy.lvl3, record.content]),
    [
      ['lvl1', '/v5/user-setup-pdf', null, null, 'Setup intro words.'],
      ['lvl2', '/v5/user-setup-pdf#naming', 'Naming', null, 'Pick a name.'],
      ['lvl3', '/v5/user-setup-pdf#options', 'Naming', 'Options', 'Font size.'],
    ],
  );
  assert.deepEqual(records[0]!.docusaurus_tag, ['docs-default-v5']);
  assert.equal(records[0]!.hierarchy.lvl0, 'Users › Getting Started');
});

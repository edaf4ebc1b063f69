import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hitsOfPage, siteUrl } from '../client/pagefindHits';
import type { PagefindResultData } from '../client/pagefindTypes';

// Word positions:   0           1         2      3     4    5     6    7  8    9   10         11    12   13  14     15       16    17
const content =
  'Watermark. Watermark stamps text. How it works. Per PDF. Add a watermark. Open the form. Options. The watermark <b>opacity</b>.';
const page: PagefindResultData = {
  url: '/v6/extensions/watermark-add-on.html',
  content,
  excerpt: '',
  word_count: 20,
  meta: { title: 'Watermark: How to Install', section: 'Extensions › Plugins' },
  filters: { version: ['current'] },
  anchors: [
    { element: 'h2', id: 'how-it-works', text: 'How it works', location: 4 },
    { element: 'h2', id: 'add-a-watermark', text: 'Add a watermark', location: 9 },
    { element: 'h3', id: 'options', text: 'Options', location: 15 },
    { element: 'span', id: 'notifications', text: '', location: 16 },
  ],
  sub_results: [],
};

test('built file URLs become site paths, anchors kept', () => {
  assert.equal(siteUrl('/v6/users/setup-pdf.html#step-1'), '/v6/users/setup-pdf#step-1');
  assert.equal(siteUrl('/index.html'), '/');
  assert.equal(siteUrl('/'), '/');
});

test('a page gives a page hit, then the sections holding its matches, each with the heading it lands on', () => {
  const hits = hitsOfPage(page, [0, 1, 11, 17], ['watermark']);
  assert.deepEqual(
    hits.map((hit) => [hit.type, hit.url, hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3]),
    [
      ['lvl1', '/v6/extensions/watermark-add-on', 'Extensions › Plugins', 'Watermark: How to Install', null, null],
      [
        'lvl2',
        '/v6/extensions/watermark-add-on#add-a-watermark',
        'Extensions › Plugins',
        'Watermark: How to Install',
        'Add a watermark',
        null,
      ],
      [
        'content',
        '/v6/extensions/watermark-add-on#options',
        'Extensions › Plugins',
        'Watermark: How to Install',
        'Add a watermark',
        'Options',
      ],
    ],
  );
  assert.deepEqual(hits[0]!.version, ['current']);
  assert.equal(hits[1]!.anchor, 'add-a-watermark');
  assert.equal(hits[1]!._highlightResult.hierarchy.lvl2?.value, 'Add a <mark>watermark</mark>');
  // Snippets come from the page's text, escaped: only our <mark> is markup.
  assert.equal(hits[2]!._snippetResult.content?.value, '… The <mark>watermark</mark> &lt;b&gt;opacity&lt;/b&gt;.');
  assert.equal(hits[2]!.content, '… The watermark <b>opacity</b>.');
});

test('sections are capped; a page whose metadata alone matched shows its opening words; pages without a section get the default group', () => {
  assert.equal(hitsOfPage(page, [11, 17], ['watermark'], 1).length, 2);
  const metadataOnly = hitsOfPage(page, [], ['stamp']);
  assert.equal(metadataOnly.length, 1);
  assert.match(metadataOnly[0]!.content!, /^Watermark\. Watermark stamps text/);
  const landing = hitsOfPage({ ...page, url: '/', meta: { title: 'Home' }, filters: {} }, [0], ['home']);
  assert.equal(landing[0]!.hierarchy.lvl0, 'Documentation');
  assert.equal(landing[0]!.version, undefined);
});

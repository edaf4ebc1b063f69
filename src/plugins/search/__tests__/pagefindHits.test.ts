import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hitsOfPage, pageMatchesQuery, siteUrl } from '../client/pagefindHits';
import type { PagefindResultData } from '../client/pagefindTypes';

const page: PagefindResultData = {
  url: '/v6/extensions/watermark-add-on.html',
  content: 'Watermark. Watermark stamps text. How it works. Per PDF. Add a watermark. Open the form. Options. Opacity.',
  excerpt: '<mark>Watermark</mark> stamps text',
  word_count: 18,
  meta: { title: 'Watermark: How to Install', section: 'Extensions › Plugins' },
  filters: { version: ['current'] },
  anchors: [
    { element: 'h2', id: 'how-it-works', text: 'How it works', location: 4 },
    { element: 'h2', id: 'add-a-watermark', text: 'Add a watermark', location: 9 },
    { element: 'h3', id: 'options', text: 'Options', location: 15 },
  ],
  sub_results: [
    {
      title: 'Watermark: How to Install',
      url: '/v6/extensions/watermark-add-on.html',
      excerpt: '<mark>Watermark</mark> stamps',
      locations: [0],
    },
    {
      title: 'Add a watermark',
      url: '/v6/extensions/watermark-add-on.html#add-a-watermark',
      excerpt: 'Add a <mark>watermark</mark>. Open the form',
      locations: [11],
      anchor: { element: 'h2', id: 'add-a-watermark', text: 'Add a watermark', location: 9 },
    },
    {
      title: 'Options',
      url: '/v6/extensions/watermark-add-on.html#options',
      excerpt: 'the <mark>watermark</mark> <b>opacity</b>',
      locations: [16],
      anchor: { element: 'h3', id: 'options', text: 'Options', location: 15 },
    },
  ],
};

test('built file URLs become site paths, anchors kept', () => {
  assert.equal(siteUrl('/v6/users/setup-pdf.html#step-1'), '/v6/users/setup-pdf#step-1');
  assert.equal(siteUrl('/index.html'), '/');
  assert.equal(siteUrl('/'), '/');
});

test('a page gives a page hit, then its sections with the heading they land on', () => {
  const hits = hitsOfPage(page, 'watermark');
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
  // Excerpt markup other than <mark> is escaped; the plain content has none.
  assert.equal(hits[2]!._snippetResult.content?.value, 'the <mark>watermark</mark> &lt;b&gt;opacity&lt;/b&gt;');
  assert.equal(hits[2]!.content, 'the watermark <b>opacity</b>');
});

test('sections are capped, and pages without a section get the default group', () => {
  assert.equal(hitsOfPage(page, 'watermark', 1).length, 2);
  const landing = hitsOfPage({ ...page, url: '/', meta: { title: 'Home' }, filters: {}, sub_results: [] }, 'home');
  assert.equal(landing[0]!.hierarchy.lvl0, 'Documentation');
  assert.equal(landing[0]!.version, undefined);
});

test('a page counts as a match only when a matched word shares enough with a query word', () => {
  const withMatch = (word: string) => ({ ...page, content: `the letters a to ${word} so`, locations: [4] });
  assert.equal(pageMatchesQuery(withMatch('z,'), 'zzqxjvk'), false);
  assert.equal(pageMatchesQuery(withMatch('generating'), 'generated'), true);
  assert.equal(pageMatchesQuery(withMatch('pdf'), 'pdfs'), true);
  assert.equal(pageMatchesQuery(withMatch('gfpdf_pdf_filename'), 'gfpdf_pdf_fil'), true);
  assert.equal(pageMatchesQuery(withMatch('pdf'), '   '), false);
});

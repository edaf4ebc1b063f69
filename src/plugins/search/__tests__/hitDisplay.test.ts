import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hitDisplay } from '../client/hitDisplay';
import { indexAttributes } from '../client/indexAttributes';
import { searchPageUrl } from '../client/searchPageUrl';

test('a section hit reads as its page and heading, with its snippet and its version', () => {
  const display = hitDisplay({
    url: 'https://docs.gravitypdf.com/v5/user-setup-pdf#naming',
    type: 'content',
    content: 'plain',
    hierarchy: { lvl0: 'Users', lvl1: 'Setup PDF', lvl2: 'Naming' },
    _highlightResult: { hierarchy: { lvl1: { value: 'Setup <mark>PDF</mark>' } } },
    _snippetResult: { content: { value: 'the <mark>name</mark>' } },
  });
  assert.deepEqual(
    {
      title: display.title,
      heading: display.heading,
      snippet: display.snippet,
      version: display.version?.name,
      isSection: display.isSection,
    },
    { title: 'Setup <mark>PDF</mark> › Naming', heading: 'Naming', snippet: 'the <mark>name</mark>', version: 'v5', isSection: true },
  );
});

test('plain text without highlights is escaped, and pages outside the docs have no version', () => {
  const display = hitDisplay({ url: '/', type: 'lvl1', content: null, hierarchy: { lvl0: 'Docs', lvl1: 'A <b>page</b>' } });
  assert.equal(display.title, 'A &lt;b&gt;page&lt;/b&gt;');
  assert.equal(display.version, undefined);
  assert.equal(display.snippet, null);
});

test('index attributes carry the section and the version facet, without commas', () => {
  assert.deepEqual(indexAttributes(['Developers', 'Filter Hooks'], 'current'), {
    'data-pagefind-body': '',
    'data-pagefind-meta': 'section:Developers › Filter Hooks',
    'data-pagefind-filter': 'version:current',
  });
  assert.deepEqual(indexAttributes(['A, B'], undefined), { 'data-pagefind-body': '', 'data-pagefind-meta': 'section:A B' });
});

test('the results page address carries the query, the scope and the page', () => {
  assert.equal(searchPageUrl('search', 'v4 <watermark>&', 'all'), '/search?q=v4+%3Cwatermark%3E%26');
  assert.equal(searchPageUrl('/search', 'pdf', 'v6', 2), '/search?q=pdf&version=v6&page=3');
});

// Unit tests for the built-HTML scanner: minified (unquoted) attributes, srcset, meta URLs, raw text and anchors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractAnchors, extractCssUrls, extractReferences, scanTags, srcsetUrls } from '../htmlScan';

test('attributes are read quoted, single-quoted, unquoted and bare, with entities decoded', () => {
  const [tag] = scanTags(`<a class="x y" data-a='1' href=/v6/a?b=1&amp;c=2 hidden>text</a>`);
  assert.equal(tag?.name, 'a');
  assert.equal(tag?.attributes.get('class'), 'x y');
  assert.equal(tag?.attributes.get('data-a'), '1');
  assert.equal(tag?.attributes.get('href'), '/v6/a?b=1&c=2');
  assert.equal(tag?.attributes.get('hidden'), '');
});

test('an unquoted value runs to whitespace or >, as the HTML standard says', () => {
  const refs = extractReferences('<link rel=icon href=/img/favicon.svg /><a href=/>home</a><a href=/a/>a</a>');
  assert.deepEqual(
    refs.map((ref) => ref.url),
    ['/img/favicon.svg', '/', '/a/'],
  );
  assert.equal(refs[0]?.role, 'icon');
});

test('a > inside a quoted value does not end the tag', () => {
  const refs = extractReferences(`<a title="a > b" href="/x">x</a>`);
  assert.deepEqual(
    refs.map((ref) => ref.url),
    ['/x'],
  );
});

test('markup inside scripts, styles and comments is not read', () => {
  const html = `<script>var s = '<a href="/in-script">';</script><style>a[href="<img src=/in-style>"]{}</style><!-- <a href="/in-comment"> --><img src=/real.png>`;
  assert.deepEqual(
    extractReferences(html).map((ref) => ref.url),
    ['/real.png'],
  );
});

test('srcset candidates, Open Graph and Twitter image URLs are references; other meta content is not', () => {
  assert.deepEqual(srcsetUrls('/a.png 1x, /b.png 2x'), ['/a.png', '/b.png']);
  const html = `<img srcset="/a.png 1x, /b.png 2x"><meta property=og:image content=https://example.com/card.png><meta name=description content="/not-a-url">`;
  assert.deepEqual(
    extractReferences(html).map((ref) => ref.url),
    ['/a.png', '/b.png', 'https://example.com/card.png'],
  );
});

test('anchors are ids and <a name>', () => {
  const anchors = extractAnchors('<h2 id=usage>Usage</h2><a name="old-anchor"></a><div id="__docusaurus"></div>');
  assert.deepEqual([...anchors].sort(), ['__docusaurus', 'old-anchor', 'usage']);
});

test('stylesheet url() references, without data URIs', () => {
  assert.deepEqual(
    extractCssUrls(`a{background:url(data:image/svg+xml;x)} b{src:url("../fonts/a.woff2") format("woff2"),url(/img/b.png)}`),
    ['../fonts/a.woff2', '/img/b.png'],
  );
});

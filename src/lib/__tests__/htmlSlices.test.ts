import { test } from 'node:test';
import assert from 'node:assert/strict';
import { elementHtml, metaTagHtml, openingTagPattern } from '../htmlSlices';

const page = [
  '<html><head><meta name=twitter:description content="not this"/>',
  '<meta data-rh=true name=description content="Why <br> prints as text"/></head><body>',
  '<nav class="menu markdown-nav"><div>sidebar</div></nav>',
  '<article><div class="theme-doc-markdown markdown"><h1>Title</h1><div title="a > b"><div>inner</div></div><p>end</p></div>',
  '<div class=after>after</div></article></body></html>',
].join('');

test('an element runs to the closing tag that balances its opening tag, past nested elements of the same tag', () => {
  assert.equal(
    elementHtml(page, openingTagPattern('.theme-doc-markdown')),
    '<div class="theme-doc-markdown markdown"><h1>Title</h1><div title="a > b"><div>inner</div></div><p>end</p></div>',
  );
  assert.ok(elementHtml(page, openingTagPattern('article'))?.endsWith('<div class=after>after</div></article>'));
});

test('a class selector matches a whole class name, quoted or not, and a tag and class together', () => {
  assert.equal(elementHtml(page, openingTagPattern('.markdown'))?.slice(0, 41), '<div class="theme-doc-markdown markdown">');
  assert.equal(elementHtml(page, openingTagPattern('.after')), '<div class=after>after</div>');
  assert.equal(elementHtml(page, openingTagPattern('nav.markdown')), undefined, 'markdown-nav is not markdown');
  assert.equal(elementHtml(page, openingTagPattern('main')), undefined);
});

test('a meta tag is found by its exact name, whole even when its content holds a >', () => {
  assert.equal(metaTagHtml(page, 'description'), '<meta data-rh=true name=description content="Why <br> prints as text"/>');
  assert.equal(metaTagHtml(page, 'keywords'), undefined);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { highlight, markedParts, plainText, queryWords, sanitizeHighlighted } from '../client/highlight';

test('query words are lower-cased word characters, hook names kept whole', () => {
  assert.deepEqual(queryWords('Change the PDF gfpdf_pdf_filename'), ['gfpdf_pdf_filename', 'change', 'the', 'pdf']);
  assert.deepEqual(queryWords('   '), []);
  assert.deepEqual(queryWords('"\\.*+?()[]{}|^$'), []);
});

test('matches are marked by word prefix and by the parts of a hook name', () => {
  assert.equal(highlight('Add a watermark to the PDF', ['water']).value, 'Add a <mark>watermark</mark> to the PDF');
  assert.equal(highlight('gfpdf_pdf_filename', ['filename']).value, '<mark>gfpdf_pdf_filename</mark>');
  assert.equal(highlight('Nothing here', ['watermark']).matchLevel, 'none');
  assert.equal(highlight('PDF watermark', ['pdf', 'watermark']).matchLevel, 'full');
});

test('text is escaped: markup in a title or query never becomes markup', () => {
  const result = highlight('Use <script>alert(1)</script> & "quotes"', queryWords('<script>'));
  assert.equal(result.value, 'Use &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; &amp; &quot;quotes&quot;');
  assert.ok(!/<(?!\/?mark>)/.test(result.value));
});

test('highlighted strings from elsewhere keep only <mark>; other tags are shown as text', () => {
  const excerpt = 'the <mark>pagebreak</mark> tag &lt;pagebreak /&gt; and <img src=x onerror=alert(1)>';
  assert.deepEqual(markedParts(excerpt), [
    { text: 'the ', marked: false },
    { text: 'pagebreak', marked: true },
    { text: ' tag <pagebreak /> and <img src=x onerror=alert(1)>', marked: false },
  ]);
  assert.equal(sanitizeHighlighted(excerpt), 'the <mark>pagebreak</mark> tag &lt;pagebreak /&gt; and &lt;img src=x onerror=alert(1)&gt;');
  assert.equal(plainText('<mark>a</mark> &amp; b'), 'a & b');
});

test('right-to-left text and emoji pass through as text', () => {
  assert.equal(highlight('مرحبا 👋 PDF', queryWords('مرحبا')).value, '<mark>مرحبا</mark> 👋 PDF');
});

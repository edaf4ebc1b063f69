import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { pageForIndex, readIndexedPage } from '../indexing/pageText';
import { buildVocabulary, commonWords, searchWordsFile, vocabularyShards } from '../indexing/vocabulary';
import { pageFactsByFacet, readFragment } from '../indexing/pageFacts';

const html = `<html><body><nav>Menu words</nav><article><div data-pagefind-body="" data-pagefind-filter="version:current">
<span hidden data-pagefind-meta="keywords:white screen, blank pdf"></span>
<h1>Rename PDFs</h1><p>Use the filter &amp; return a name.</p>
<div class="language-php theme-code-block"><pre class="prism-code language-php"><code><span>add_filter( 'gfpdf_pdf_filename', 'my_name' );</span></code></pre></div>
<div class="language-text theme-code-block"><pre class="prism-code language-text"><code>Fatal error: Allowed memory size exhausted</code></pre></div>
<table><tr><th>Setting</th><th>Default</th></tr></table>
</div><footer>Last updated on Nov 21</footer></article></body></html>`;

test('a built page is read as prose, the names in its programs and its keywords; the rest of the page is not', () => {
  const page = readIndexedPage(html)!;
  assert.match(page.prose, /Rename PDFs Use the filter & return a name/);
  assert.match(page.prose, /Fatal error: Allowed memory size exhausted/, 'message blocks stay prose');
  assert.doesNotMatch(page.prose, /add_filter|Last updated|Menu words/);
  assert.deepEqual(page.codeIdentifiers, ['add_filter', 'gfpdf_pdf_filename', 'my_name']);
  assert.deepEqual(page.keywords, ['white', 'screen', 'blank', 'pdf']);
  assert.equal(readIndexedPage('<html><body><p>not indexed</p></body></html>'), undefined);
});

test('the indexed page gets its metadata inside its body and a space after each cell', () => {
  const prepared = pageForIndex(html, { code: 'gfpdf_pdf_filename, "x"', aliases: '' });
  assert.match(prepared, /data-pagefind-filter="version:current">\s*<span data-pagefind-meta="code:gfpdf_pdf_filename x"><\/span>/);
  assert.doesNotMatch(prepared, /aliases:/);
  assert.match(prepared, /<th>Setting <\/th><th>Default <\/th>/);
});

test('common words are those on most pages; the vocabulary is split by first character, numbers and single letters left out', () => {
  const vocabulary = buildVocabulary([
    ['pdf', 'watermark', 'a', '42'],
    ['pdf', 'fonts', 'pdf'],
    ['pdf', 'watermark'],
  ]);
  assert.deepEqual(commonWords(vocabulary), ['pdf', 'watermark']);
  const shards = vocabularyShards(vocabulary);
  assert.deepEqual(Object.fromEntries(shards), { f: [['fonts', 1]], p: [['pdf', 3]], w: [['watermark', 2]] });
  assert.deepEqual(searchWordsFile(vocabulary, shards, ['current']), {
    common: ['pdf', 'watermark'],
    shards: ['f', 'p', 'w'],
    pageFacets: ['current'],
  });
});

test('page facts: the title and kind of each stored page, by id, one map per version facet', () => {
  const stored = readFragment(
    gzipSync(Buffer.from('pagefind_dcd{"meta":{"title":"Setup"},"filters":{"version":["v5"],"kind":["guide"]}}')),
  );
  const facts = pageFactsByFacet([
    ['en_1', stored],
    ['en_2', { meta: { title: 'Home' }, filters: {} }],
  ]);
  assert.deepEqual(Object.fromEntries(facts), {
    v5: { kinds: { guide: ['en_1'] }, titles: { en_1: 'Setup' } },
    none: { kinds: {}, titles: { en_2: 'Home' } },
  });
});

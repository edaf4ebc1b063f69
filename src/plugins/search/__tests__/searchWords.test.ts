import { test } from 'node:test';
import assert from 'node:assert/strict';
import { looksLikeCode, vocabularyShardOf, wordsOf } from '../client/searchWords';
import { correctTypo, typoShardWords, withinOneEdit } from '../client/typo';

test('words keep hook names and version numbers whole', () => {
  assert.deepEqual(wordsOf('Use gfpdf_pdf_filename in 6.12.1, not 2.0!'), ['use', 'gfpdf_pdf_filename', 'in', '6.12.1', 'not', '2.0']);
  assert.deepEqual(wordsOf("Can't see PDFs."), ['can', 't', 'see', 'pdfs']);
});

test('a query looks like code when it has an underscore name, gfpdf, (), a $variable, :: or ->', () => {
  for (const query of ['gfpdf_pdf_filename', 'gfpdf', 'create_pdf()', '$form_data', 'GPDFAPI::add_pdf', '$pdf->Output', 'get_entry_pdfs']) {
    assert.equal(looksLikeCode(query), true, query);
  }
  for (const query of ['change the pdf file name', 'notification', 'white screen']) assert.equal(looksLikeCode(query), false, query);
});

test('vocabulary shards are keyed by first letter or digit', () => {
  assert.equal(vocabularyShardOf('watermark'), 'w');
  assert.equal(vocabularyShardOf('403'), '4');
  assert.equal(vocabularyShardOf('_field'), '_');
  assert.equal(vocabularyShardOf('élan'), '_');
});

test('one edit is a letter changed, missing, extra, or two neighbours swapped', () => {
  assert.equal(withinOneEdit('watermark', 'watermark'), true);
  assert.equal(withinOneEdit('watermerk', 'watermark'), true);
  assert.equal(withinOneEdit('watrmark', 'watermark'), true);
  assert.equal(withinOneEdit('waterrmark', 'watermark'), true);
  assert.equal(withinOneEdit('watremark', 'watermark'), true);
  assert.equal(withinOneEdit('wtaremark', 'watermark'), false);
  assert.equal(withinOneEdit('watermarks2', 'watermark'), false);
});

test('a slipped word of five letters or more becomes the indexed word on most pages; short words are left alone', () => {
  const vocabulary: [string, number][] = [
    ['notification', 40],
    ['notifications', 30],
    ['font', 20],
    ['fonts', 25],
  ];
  assert.equal(correctTypo('notificaton', vocabulary), 'notification');
  assert.equal(correctTypo('notifictions', vocabulary), 'notifications');
  assert.equal(correctTypo('fnts', vocabulary), undefined);
  assert.equal(correctTypo('zebras', vocabulary), undefined);
  assert.deepEqual(typoShardWords('xwatermark'), ['x', 'w']);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hookCall, inlineParts, referenceOfPage } from '../model';

test('hook calls are written as the plugin fires them, long ones one argument a line, JavaScript hooks through gform', () => {
  assert.equal(
    hookCall('filter', 'gfpdf_pdf_filename', [{ name: '$name', type: 'string', description: '' }], 'php'),
    "apply_filters( 'gfpdf_pdf_filename', string $name )",
  );
  const params = ['$entry', '$form', '$settings'].map((name) => ({ name, type: 'array', description: '' }));
  assert.equal(
    hookCall('action', 'gfpdf_post_generate_and_save_pdf', params, 'php'),
    "do_action(\n\t'gfpdf_post_generate_and_save_pdf',\n\tarray $entry,\n\tarray $form,\n\tarray $settings\n)",
  );
  assert.equal(
    hookCall('filter', 'gfpdf_previewer_delay', [{ name: 'delay', type: 'number', description: '' }], 'js'),
    "gform.applyFilters( 'gfpdf_previewer_delay', delay )",
  );
});

test('a page carries its reference only once the build has resolved it', () => {
  assert.equal(referenceOfPage({ hook: { name: 'x' } }), undefined);
  assert.equal(referenceOfPage({ reference: { kind: 'filter', name: 'x' } })?.name, 'x');
});

test('descriptions keep `code` and **bold**, nothing else', () => {
  assert.deepEqual(inlineParts('Use `$form` **only** <b>here</b>'), [
    { kind: 'text', value: 'Use ' },
    { kind: 'code', value: '$form' },
    { kind: 'text', value: ' ' },
    { kind: 'strong', value: 'only' },
    { kind: 'text', value: ' <b>here</b>' },
  ]);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hookCall, inlineParts, referenceFromFrontMatter } from '../reference';

test('a hook page becomes a model with its call, parameters and return value', () => {
  const model = referenceFromFrontMatter({
    hook: {
      name: 'gfpdf_pdf_filename',
      kind: 'filter',
      file: 'src/Model/Model_PDF.php',
      params: [{ name: '$name', type: 'string', description: 'The name.' }],
      returns: { type: 'string', description: 'The file name.' },
    },
  });
  assert.equal(model?.kind, 'filter');
  assert.equal(model?.signature, "apply_filters( 'gfpdf_pdf_filename', string $name )");
  assert.equal(model?.params.length, 1);
  assert.deepEqual(model?.returns, { type: 'string', description: 'The file name.' });
});

test('actions have no return value, and long calls are written one argument a line', () => {
  const params = ['$entry', '$form', '$settings'].map((name) => ({ name, type: 'array', description: '' }));
  assert.equal(
    hookCall('action', 'gfpdf_post_generate_and_save_pdf', params, 'php'),
    "do_action(\n\t'gfpdf_post_generate_and_save_pdf',\n\tarray $entry,\n\tarray $form,\n\tarray $settings\n)",
  );
  assert.equal(referenceFromFrontMatter({ hook: { name: 'x', kind: 'action', returns: { type: 'x' } } })?.returns, undefined);
  assert.equal(
    hookCall('filter', 'gfpdf_previewer_delay', [{ name: 'delay', type: 'number', description: '' }], 'js'),
    "gform.applyFilters( 'gfpdf_previewer_delay', delay )",
  );
});

test('an API page keeps its signature, defaults and WP_Error cases; other pages have no model', () => {
  const model = referenceFromFrontMatter({
    api: {
      name: 'add_pdf',
      signature: 'GPDFAPI::add_pdf( $form_id, $settings = [] )',
      params: [
        { name: '$form_id', type: 'integer' },
        { name: '$settings', type: 'array', default: '[]' },
      ],
      errors: [{ code: 'invalid_form_id', when: 'The form does not exist.' }],
    },
  });
  assert.deepEqual(
    model?.params.map((param) => param.default),
    [undefined, '[]'],
  );
  assert.deepEqual(model?.errors, [{ code: 'invalid_form_id', when: 'The form does not exist.' }]);
  assert.equal(referenceFromFrontMatter({ title: 'A guide' }), undefined);
});

test('descriptions keep `code` and **bold** and nothing else', () => {
  assert.deepEqual(inlineParts('Use `$x` in **General**, not <b>.'), [
    { kind: 'text', value: 'Use ' },
    { kind: 'code', value: '$x' },
    { kind: 'text', value: ' in ' },
    { kind: 'strong', value: 'General' },
    { kind: 'text', value: ', not <b>.' },
  ]);
});

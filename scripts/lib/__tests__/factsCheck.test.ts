import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkApiAgainstFacts, checkHookAgainstFacts, factsNameFor, type FactsFile } from '../factsCheck';

const facts: FactsFile = {
  tag: '6.12.1',
  hooks: [
    {
      name: 'gfpdf_pdf_filename',
      kind: 'filter',
      file: 'src/Model/Model_PDF.php',
      args: ['$name', '$form', '$entry', '$settings'],
      dynamic: false,
    },
    {
      name: 'gfpdf_field_class_{$field->type}',
      kind: 'filter',
      file: 'src/Helper/Helper_Fields.php',
      args: ['$class', '$field', '$entry'],
      dynamic: true,
    },
  ],
  api: [
    {
      name: 'add_pdf',
      signature: 'add_pdf( $form_id, $settings = [] )',
      params: [
        { name: '$form_id', default: null },
        { name: '$settings', default: '[]' },
      ],
    },
  ],
};
const params = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `$p${index}`, type: 'mixed' }));

test('a hook page that matches the facts passes', () => {
  assert.deepEqual(
    checkHookAgainstFacts(
      { name: 'gfpdf_pdf_filename', kind: 'filter', file: 'src/Model/Model_PDF.php', params: params(4) },
      facts,
      'gravity-pdf-6',
    ),
    [],
  );
  assert.deepEqual(
    checkHookAgainstFacts({ name: 'gfpdf_field_class_{$field->type}', kind: 'filter', params: params(3) }, facts, 'gravity-pdf-6'),
    [],
  );
});

test('unknown hooks, wrong kinds, wrong argument counts and wrong files fail with the fix', () => {
  const [unknown] = checkHookAgainstFacts({ name: 'gfpdf_pdf_filenames', kind: 'filter', params: [] }, facts, 'gravity-pdf-6');
  assert.match(unknown!.message, /not fired by gravity-pdf-6 \(6\.12\.1\); did you mean gfpdf_pdf_filename/);
  const problems = checkHookAgainstFacts(
    { name: 'gfpdf_pdf_filename', kind: 'action', file: 'src/x.php', params: params(2) },
    facts,
    'gravity-pdf-6',
  );
  assert.equal(problems.length, 3);
  assert.match(
    problems.map((problem) => problem.message).join('\n'),
    /set `hook.kind: filter`[\s\S]*passes 4 argument\(s\)[\s\S]*set `hook.file: src\/Model\/Model_PDF.php`/,
  );
});

test('a page marked notInVersion must really be absent from the facts', () => {
  assert.deepEqual(
    checkHookAgainstFacts({ name: 'gfpdf_gone', kind: 'action', params: [], notInVersion: true }, facts, 'gravity-pdf-6'),
    [],
  );
  assert.equal(
    checkHookAgainstFacts({ name: 'gfpdf_pdf_filename', kind: 'filter', params: [], notInVersion: true }, facts, 'gravity-pdf-6').length,
    1,
  );
});

test('API pages must document the method parameters by name and order', () => {
  assert.deepEqual(
    checkApiAgainstFacts({ name: 'add_pdf', params: [{ name: '$form_id' }, { name: '$settings' }] }, facts, 'gravity-pdf-6'),
    [],
  );
  assert.equal(
    checkApiAgainstFacts({ name: 'add_pdf', params: [{ name: '$settings' }, { name: '$form_id' }] }, facts, 'gravity-pdf-6').length,
    1,
  );
  assert.equal(checkApiAgainstFacts({ name: 'add_pdfs', params: [] }, facts, 'gravity-pdf-6').length, 1);
});

test('the facts file follows the page version unless an add-on is named', () => {
  assert.equal(factsNameFor('/v6/developers/filters/x', undefined), 'gravity-pdf-6');
  assert.equal(factsNameFor('/v5/developers/filters/x', undefined), 'gravity-pdf-5');
  // Archived versions keep hook and API pages at the top level.
  assert.equal(factsNameFor('/v5/gfpdf_pdf_filename', undefined), 'gravity-pdf-5');
  assert.equal(factsNameFor('/v4/api_add_pdf', undefined), 'gravity-pdf-4');
  assert.equal(factsNameFor('/v3/filters-and-hooks', undefined), undefined);
  assert.equal(factsNameFor('/v6/extensions/hooks/core-booster/x', 'addon-core-booster'), 'addon-core-booster');
  assert.equal(factsNameFor('/v6/templates/hooks/invoices/x', undefined), undefined);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { productsSource, scannedSource, type ScannedFacts } from '../facts';
import { earliestRelease, resolveReference } from '../resolve';

const facts = scannedSource('gravity-pdf-6', {
  repo: 'GravityPDF/gravity-pdf',
  tag: '6.12.1',
  hooks: [
    {
      name: 'gfpdf_pdf_filename',
      kind: 'filter',
      file: 'src/Model/Model_PDF.php',
      line: 829,
      args: ['$name', '$this->form'],
      dynamic: false,
      since: ['4.0'],
      call_site_details: [
        { file: 'src/Model/Model_PDF.php', line: 829, enclosing: 'Model_PDF::get_pdf_name', args: ['$name', '$this->form'] },
      ],
    },
    {
      name: 'gfpdf_current_form_object',
      kind: 'filter',
      file: 'src/A.php',
      line: 10,
      args: ['$form', '$entry'],
      dynamic: false,
      args_vary_between_call_sites: true,
      call_site_details: [
        { file: 'src/A.php', line: 10, args: ['$form', '$entry'] },
        { file: 'src/B.php', line: 20, args: ['$form', '__FUNCTION__'] },
      ],
    },
    { name: 'gfpdf_fully_loaded', kind: 'action', file: 'src/bootstrap.php', line: 5, args: ['$this'], dynamic: false },
  ],
  api: [
    {
      name: 'add_pdf',
      signature: 'add_pdf( $form_id, $settings = [] )',
      params: [
        { name: '$form_id', default: null },
        { name: '$settings', default: '[]' },
      ],
      since: ['4.0'],
    },
  ],
} satisfies ScannedFacts);

const filterPage = {
  hook: {
    name: 'gfpdf_pdf_filename',
    params: [
      { type: 'string', description: 'The name.' },
      { name: '$form', type: 'array', description: 'The form.' },
    ],
    returns: { type: 'string', description: 'The file name.' },
  },
};

test('a hook page is rendered from the facts: kind, signature, call sites linked to the tag, since', () => {
  const { model, problems } = resolveReference(filterPage, facts);
  assert.deepEqual(problems, []);
  assert.equal(model?.kind, 'filter');
  assert.equal(model?.signature, "apply_filters(\n\t'gfpdf_pdf_filename',\n\tstring $name,\n\tarray $form\n)");
  assert.equal(model?.since, '4.0');
  assert.equal(model?.source, 'Gravity PDF 6.12.1');
  assert.deepEqual(model?.callSites, [
    {
      file: 'src/Model/Model_PDF.php',
      line: 829,
      args: ['$name', '$this->form'],
      url: 'https://github.com/GravityPDF/gravity-pdf/blob/6.12.1/src/Model/Model_PDF.php#L829',
      enclosing: 'Model_PDF::get_pdf_name',
    },
  ]);
});

test('a hook fired from several places with different arguments lists every place', () => {
  const { model } = resolveReference(
    {
      hook: {
        name: 'gfpdf_current_form_object',
        params: [
          { type: 'array', description: 'a' },
          { type: 'array', description: 'b' },
        ],
        returns: { type: 'array', description: 'r' },
      },
    },
    facts,
  );
  assert.equal(model?.argsVary, true);
  assert.deepEqual(
    model?.callSites.map((site) => site.args),
    [
      ['$form', '$entry'],
      ['$form', '__FUNCTION__'],
    ],
  );
});

test('every writer mistake names its fix', () => {
  const problems = (page: Record<string, unknown>) => resolveReference(page, facts).problems.map((problem) => problem.message);
  // An extra description, a missing one, a wrong name, an expression without a name, copies of facts, a missing return.
  assert.match(
    problems({ hook: { ...filterPage.hook, params: [...filterPage.hook.params, { type: 'int', description: 'x' }] } })[0]!,
    /does not exist/,
  );
  assert.match(
    problems({ hook: { ...filterPage.hook, params: [filterPage.hook.params[0]] } })[0]!,
    /argument 2 \(`\$this->form`\) has no description/,
  );
  assert.match(
    problems({
      hook: { ...filterPage.hook, params: [{ name: '$title', type: 'string', description: 'x' }, filterPage.hook.params[1]] },
    })[0]!,
    /is `\$name` in the source, the page calls it `\$title`/,
  );
  assert.match(
    problems({ hook: { ...filterPage.hook, params: [filterPage.hook.params[0], { type: 'array', description: 'x' }] } })[0]!,
    /give it a `name`/,
  );
  assert.match(problems({ hook: { ...filterPage.hook, kind: 'filter', file: 'x.php' } }).join(' '), /remove `kind`.*remove `file`/);
  assert.match(problems({ hook: { ...filterPage.hook, returns: undefined } })[0]!, /a filter must say what to return/);
  assert.match(problems({ hook: { name: 'gfpdf_pdf_filenam' } })[0]!, /did you mean gfpdf_pdf_filename/);
  assert.match(problems({ hook: { name: 'gfpdf_fully_loaded', params: [{ type: 'GPDFAPI', description: 'x' }] } })[0]!, /give it a `name`/);
  assert.match(problems({ hook: { name: 'gfpdf_fully_loaded', notInVersion: true } })[0]!, /IS fired/);
});

test('API pages take names, defaults and since from the facts', () => {
  const { model, problems } = resolveReference(
    {
      api: {
        name: 'add_pdf',
        params: [
          { type: 'int', description: 'The form.' },
          { type: 'array', description: 'The settings.' },
        ],
        returns: { type: 'string|false', description: 'The ID.' },
      },
    },
    facts,
  );
  assert.deepEqual(problems, []);
  assert.equal(model?.signature, 'GPDFAPI::add_pdf( int $form_id, array $settings = [] )');
  assert.equal(model?.params[1]?.default, '[]');
  assert.match(
    resolveReference({ api: { name: 'add_pdf', signature: 'x', params: [] } }, facts).problems[0]!.message,
    /remove `signature`/,
  );
});

test('products: closed-source hooks give their arguments and types; JavaScript hooks are marked', () => {
  const products = productsSource({
    template_hooks: [{ name: 'gfpdf_invoice_number', kind: 'filter', args: [{ name: '$number', type: 'string' }] }],
    addons: [
      {
        name: 'Previewer',
        hooks: [{ name: 'gfpdf_previewer_delay', kind: 'filter', language: 'JavaScript', args: [{ name: 'delay', type: 'int' }] }],
      },
    ],
  });
  const invoice = resolveReference(
    { hook: { name: 'gfpdf_invoice_number', params: [{ description: 'The number.' }], returns: { type: 'string', description: 'x' } } },
    products,
  );
  assert.deepEqual(invoice.problems, []);
  assert.equal(invoice.model?.signature, "apply_filters( 'gfpdf_invoice_number', string $number )");
  assert.equal(invoice.model?.source, 'Invoice templates');
  assert.equal(
    resolveReference(
      { hook: { name: 'gfpdf_previewer_delay', params: [{ description: 'ms' }], returns: { type: 'int', description: 'x' } } },
      products,
    ).model?.language,
    'js',
  );
});

test('the earliest release of several @since values', () => {
  assert.equal(earliestRelease(['5.1.5', '4.0', '4.10', 'x']), '4.0');
  assert.equal(earliestRelease([]), undefined);
});

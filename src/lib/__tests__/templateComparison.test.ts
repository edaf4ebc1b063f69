// The premium template comparison: one row per template of catalogue/facts/products.json with a v6 page, in its order,
// every fact taken from products.json, and a reviewed "suits" entry for each (catalogue/template-comparison.json).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { comparisonProblems, comparisonRows, layoutOf, settingsShownOf, type ProductTemplate } from '../templateComparison';
import { templateComparisonRows } from '../../plugins/templateComparison';

const products = JSON.parse(readFileSync(join(process.cwd(), 'catalogue/facts/products.json'), 'utf8')) as { templates: ProductTemplate[] };
const comparison = JSON.parse(readFileSync(join(process.cwd(), 'catalogue/template-comparison.json'), 'utf8')) as {
  suits: Record<string, string>;
};

test("the rows are products.json's templates, in its order, with their v6 pages", () => {
  const rows = templateComparisonRows();
  assert.deepEqual(
    rows.map((row) => [row.slug, row.name, row.group, row.route]),
    products.templates
      .filter((template) => template.routes.v6)
      .map((template) => [template.slug, template.name, template.group, template.routes.v6]),
  );
  assert.equal(rows.length, products.templates.length, 'every premium template has a v6 page');
  for (const row of rows) {
    const template = products.templates.find((candidate) => candidate.slug === row.slug)!;
    assert.equal(row.settingsCount, template.settings.length, `${row.name}: settings count`);
  }
});

test('every template has a "suits" entry and every entry names a template', () => {
  assert.deepEqual(comparisonProblems(products.templates, comparison), []);
  for (const [slug, suits] of Object.entries(comparison.suits)) {
    assert.ok(suits.split(/\s+/).length <= 14, `${slug}: keep "suits" to a short phrase`);
  }
});

test('layout keeps layout features and paper facts, without older-version notes', () => {
  const template: ProductTemplate = {
    slug: 't',
    name: 'T',
    group: 'Universal',
    routes: { v6: '/v6/templates/t' },
    settings: [],
    features: [
      'fixed two-column layout',
      'v6: Drag and Drop columns not supported',
      'v5/v4: CSS Ready Class columns not supported',
      'colour schemes count: 7',
    ],
    paper: { header_footer_width: 'full paper width', font_size_advice_for: ['A4', 'Letter'] },
  };
  assert.deepEqual(layoutOf(template), [
    'Fixed two-column layout',
    'Drag and Drop columns not supported',
    'Header and footer width: full paper width',
    'Font sizes advised for: A4, Letter',
  ]);
});

test('few settings are named; many are summarised by their sections', () => {
  const few = { settings: [{ label: 'Main Heading' }, { label: 'Field Color' }] } as ProductTemplate;
  assert.deepEqual(settingsShownOf(few), { kind: 'labels', items: ['Main Heading', 'Field Color'] });
  const many = {
    settings: Array.from({ length: 12 }, (_, index) => ({ label: `S${index}`, section: index < 6 ? 'Template > A' : 'Template > B' })),
  } as ProductTemplate;
  assert.deepEqual(settingsShownOf(many), { kind: 'sections', items: ['A', 'B'] });
  const rows = comparisonRows(
    [{ ...many, slug: 'x', name: 'X', group: 'Invoice', routes: { v6: '/v6/x' }, requires: { gravity_pdf: '6.0+' } }],
    {
      suits: { x: 'Tests.' },
    },
  );
  assert.deepEqual(rows[0]!.requires, ['Gravity PDF 6.0+']);
  assert.equal(rows[0]!.suits, 'Tests.');
});

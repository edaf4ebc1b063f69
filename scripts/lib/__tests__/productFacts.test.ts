import { test } from 'node:test';
import assert from 'node:assert/strict';
import { labelForms, missingLabels, productRequirementFor, type ProductsFile } from '../productFacts';

const products: ProductsFile = {
  templates: [
    {
      slug: 'inv',
      name: 'Invoice Test',
      group: 'Invoice',
      routes: { v6: '/v6/templates/inv', v5: '/v5/shop-inv', v4: null },
      settings: [
        { label: 'Tax Rate', versions: ['v6'] },
        { label: 'Logo', versions: ['v6', 'v5'] },
      ],
      settings_v1: [{ label: 'Tax', versions: ['v5', 'v4'] }],
    },
  ],
  template_hooks: [],
  addons: [
    {
      slug: 'prev',
      name: 'Previewer Test',
      routes: { v6: '/v6/extensions/prev', v5: '/v5/shop-prev' },
      settings: [{ label: 'Chart 1/2', versions: ['v6'] }],
      settings_v5: [{ label: 'Display Fields / Filter Fields', versions: ['v5'] }],
    },
  ],
};

test('a product page must name the settings of its own version', () => {
  assert.deepEqual(productRequirementFor(products, '/v6/templates/inv'), {
    product: 'Invoice Test',
    version: 'v6',
    labels: ['Tax Rate', 'Logo'],
  });
  assert.deepEqual(productRequirementFor(products, '/v5/shop-inv')?.labels, ['Logo', 'Tax']);
  assert.deepEqual(productRequirementFor(products, '/v5/shop-prev')?.labels, ['Display Fields / Filter Fields']);
  assert.equal(productRequirementFor(products, '/v6/users/setup-pdf'), undefined);
});

test('labels are found whatever their emphasis or case, and slashed labels by their parts', () => {
  const requirement = productRequirementFor(products, '/v6/templates/inv')!;
  assert.deepEqual(missingLabels(requirement, '| **Tax rate** | 0 |'), ['Logo']);
  assert.deepEqual(labelForms('Chart 1/2/3'), [['Chart 1/2/3'], ['Chart 1', 'Chart 2', 'Chart 3']]);
  const charts = productRequirementFor(products, '/v6/extensions/prev')!;
  assert.deepEqual(missingLabels(charts, '**Chart 1** and **Chart 2**'), []);
  assert.deepEqual(missingLabels(charts, '**Chart 1** only'), ['Chart 1/2']);
  const slashed = productRequirementFor(products, '/v5/shop-prev')!;
  assert.deepEqual(missingLabels(slashed, '**Display Fields** (later **Filter Fields**)'), []);
});

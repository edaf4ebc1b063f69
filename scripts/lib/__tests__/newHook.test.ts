import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from 'js-yaml';
import type { Catalogue } from '../../../src/lib/catalogue';
import type { HookFacts } from '../../../src/plugins/reference/lib/facts';
import { resolveReference } from '../../../src/plugins/reference/lib/resolve';
import { hookSlug, newHookPage, planNewHook, withNewHookPage } from '../newHook';

const hook: HookFacts = {
  kind: 'filter',
  name: 'gfpdf_field_class_{$field->type}',
  language: 'php',
  args: [{ expression: '$class', name: '$class' }, { expression: '$this->form' }],
  callSites: [{ file: 'src/Helper/Helper_Fields.php', line: 12, args: ['$class', '$this->form'] }],
  argsVary: false,
  since: [],
  source: 'Gravity PDF 6.12.1',
};

test('a dynamic name becomes a readable path; core hooks go under Developers, add-on hooks under their add-on', () => {
  assert.equal(hookSlug('gfpdf_field_class_{$field->type}'), 'gfpdf_field_class_type');
  assert.equal(planNewHook(hook, 'gravity-pdf-6').route, '/v6/developers/filters/gfpdf_field_class_type');
  const addon = planNewHook({ ...hook, name: 'gfpdf_previewer_field', kind: 'filter' }, 'addon-previewer');
  assert.equal(addon.route, '/v6/extensions/hooks/previewer/gfpdf_previewer_field');
  assert.equal(addon.file, 'docs/extensions/hooks/previewer/gfpdf_previewer_field.md');
  assert.deepEqual(addon.entry.category, ['Previewer', 'PHP Hooks']);
});

test('a hook of an older version gets a flat page in that version folder and sidebar', () => {
  const plan = planNewHook({ ...hook, name: 'gfpdf_entry_detail_pre_container_markup', kind: 'action' }, 'gravity-pdf-5');
  assert.equal(plan.route, '/v5/gfpdf_entry_detail_pre_container_markup');
  assert.equal(plan.file, 'versioned_docs/version-v5/gfpdf_entry_detail_pre_container_markup.md');
  assert.equal(plan.sidebar, 'v5');
  assert.equal(plan.entry.version, 'v5');
  assert.deepEqual(plan.entry.category, ['Developers', 'Action Hooks']);
});

test('the catalogue gains the page, in alphabetical place in its category (made when missing)', () => {
  const catalogue: Catalogue = {
    versions: [],
    pages: [],
    sidebars: {
      v6: [
        {
          type: 'category',
          label: 'Developers',
          collapsed: null,
          items: [
            {
              type: 'category',
              label: 'Filter Hooks',
              collapsed: null,
              items: [
                { type: 'doc', path: '/v6/developers/filters/gfpdf_a' },
                { type: 'doc', path: '/v6/developers/filters/gfpdf_z' },
              ],
            },
          ],
        },
      ],
    },
  };
  const next = withNewHookPage(catalogue, planNewHook(hook, 'gravity-pdf-6'));
  assert.equal(next.pages.length, 1);
  const developers = next.sidebars.v6![0] as { items: { items: { path: string }[] }[] };
  assert.deepEqual(
    developers.items[0]!.items.map((item) => item.path),
    ['/v6/developers/filters/gfpdf_a', '/v6/developers/filters/gfpdf_field_class_type', '/v6/developers/filters/gfpdf_z'],
  );
  assert.throws(() => withNewHookPage(next, planNewHook(hook, 'gravity-pdf-6')), /already in the catalogue/);
  const watermark = withNewHookPage(catalogue, planNewHook({ ...hook, name: 'gfpdf_watermark_initialise' }, 'addon-watermark'));
  assert.equal(JSON.stringify(watermark.sidebars.v6).includes('Watermark Hooks'), true);
});

test('the new page resolves against the facts once its blanks are filled, and fails until then', () => {
  const page = newHookPage(hook, 'gravity-pdf-6', true);
  const frontMatter = load(page.split('---')[1]!) as Record<string, unknown>;
  assert.equal('title' in frontMatter || 'sidebar_label' in frontMatter, false, 'the catalogue gives the title and sidebar label');
  const source = { name: 'f', label: 'Gravity PDF 6.12.1', hook: () => hook, hookNames: () => [hook.name], api: () => undefined };
  assert.ok(resolveReference(frontMatter, source).problems.length > 0);
  assert.match(page, /# {3}2\. \$this->form/);
  const filled = page
    .replace('name: $TODO', 'name: $form')
    .replace(/description: ''/g, 'description: Something.')
    .replace(/type: ''/g, 'type: array');
  assert.deepEqual(resolveReference(load(filled.split('---')[1]!) as Record<string, unknown>, source).problems, []);
});

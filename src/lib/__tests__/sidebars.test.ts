import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSidebarItems } from '../sidebars';
import type { CatalogueSidebarItem } from '../catalogue';

const catalogueItems: CatalogueSidebarItem[] = [
  {
    type: 'category',
    label: 'Users',
    collapsed: null,
    items: [
      {
        type: 'category',
        label: 'Getting Started',
        collapsed: false,
        items: [
          { type: 'doc', path: '/v6/users/a' },
          { type: 'doc', path: '/v6/users/b' },
        ],
      },
      { type: 'category', label: 'Empty', collapsed: null, items: [{ type: 'doc', path: '/v6/users/missing' }] },
    ],
  },
  { type: 'link', label: 'Back', href: '/v6/extensions/previewer-add-on' },
  { type: 'link', label: 'Shop', href: 'https://gravitypdf.com/store/' },
];

test('keeps written pages in catalogue order with doc ids relative to the version', () => {
  const items = buildSidebarItems(catalogueItems, (path) => path === '/v6/users/a' || path === '/v6/users/b');
  assert.deepEqual(items, [
    {
      type: 'category',
      label: 'Users',
      items: [
        {
          type: 'category',
          label: 'Getting Started',
          collapsed: false,
          items: [
            { type: 'doc', id: 'users/a' },
            { type: 'doc', id: 'users/b' },
          ],
        },
      ],
    },
    { type: 'link', label: 'Shop', href: 'https://gravitypdf.com/store/' },
  ]);
});

test('an internal link is kept once its page exists', () => {
  const items = buildSidebarItems(catalogueItems, () => true);
  assert.ok(items.some((item) => item.type === 'link' && item.href === '/v6/extensions/previewer-add-on'));
});

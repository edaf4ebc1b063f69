import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderLlmsTxt, sidebarSections, type SidebarItem } from '../build/llmsTxt';
import { htmlFileOfRoute, pagesWithTwins } from '../pages';

test('sidebar sections follow the sidebar: a section per category path, pages outside categories under the top heading', () => {
  const sidebar: SidebarItem[] = [
    { type: 'doc', path: '/v6/intro' },
    {
      type: 'category',
      label: 'Users',
      items: [
        { type: 'doc', path: '/v6/users/a' },
        { type: 'category', label: 'Getting Started', items: [{ type: 'doc', path: '/v6/users/b' }] },
        { type: 'doc', path: '/v6/users/unknown' },
      ],
    },
  ];
  const pageOf = (route: string) =>
    route.endsWith('unknown') ? undefined : { title: route.split('/').pop()!, url: `https://d.test${route}.md` };
  assert.deepEqual(
    sidebarSections(sidebar, pageOf, 'Pages').map((section) => [section.heading, section.pages.map((page) => page.title)]),
    [
      ['Pages', ['intro']],
      ['Users', ['a']],
      ['Users › Getting Started', ['b']],
    ],
  );
});

test('llms.txt has the title, the summary as a quote, details, then one list per section', () => {
  const text = renderLlmsTxt({
    title: 'Gravity PDF',
    summary: 'A plugin.',
    details: ['Links are Markdown.'],
    sections: [
      { heading: 'Users', pages: [{ title: 'Setup [PDF]', url: 'https://d.test/v6/users/setup-pdf.md', description: 'Create a PDF.' }] },
      { heading: 'Empty', pages: [] },
    ],
  });
  assert.equal(
    text,
    '# Gravity PDF\n\n> A plugin.\n\nLinks are Markdown.\n\n## Users\n\n- [Setup PDF](https://d.test/v6/users/setup-pdf.md): Create a PDF.\n',
  );
});

test('every listed doc, post and the home and release-notes pages get twins; unlisted and noindex pages do not', () => {
  const { pages, releaseNotes } = pagesWithTwins(
    {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [
            { permalink: '/v6/a', title: 'A', description: 'a' },
            { permalink: '/v6/hidden', title: 'H', description: 'h', unlisted: true },
          ],
        },
        { versionName: 'v5', docs: [{ permalink: '/v5/b', title: 'B', description: 'b' }] },
      ],
    },
    {
      blogPosts: [{ metadata: { permalink: '/release-notes/one', title: 'One', description: 'o' } }],
    },
    '/release-notes',
    { title: 'Home', description: 'Welcome' },
    (route) => route === '/v5/b',
  );
  assert.deepEqual(
    pages.map((page) => [page.route, page.content, page.version ?? '']),
    [
      ['/', 'main', ''],
      ['/v6/a', '.theme-doc-markdown', 'v6'],
      ['/release-notes', 'main', ''],
      ['/release-notes/one', 'article', ''],
    ],
  );
  assert.deepEqual(
    releaseNotes.map((note) => note.route),
    ['/release-notes/one'],
  );
  assert.equal(htmlFileOfRoute('/'), 'index.html');
  assert.equal(htmlFileOfRoute('/v6/users/setup-pdf'), 'v6/users/setup-pdf.html');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPage, codeBlocks, parsePage, phpLintSource, proseWordCount } from '../contentCheck';
import type { CataloguePage } from '../../../src/lib/catalogue';

const entry: CataloguePage = {
  path: '/v6/users/example',
  version: 'v6',
  sidebar: 'v6',
  title: 'Example Title',
  sidebar_label: 'Example',
  category: ['Users'],
  kind: 'guide',
};
const prose = Array.from({ length: 130 }, (_, index) => `word${index}`).join(' ');
const goodPage = `---
description: A plain sentence that is long enough to describe this example page to a search engine.
---

${prose}

## A section

### A subsection
`;

test('a page that follows every rule has no problems', () => {
  assert.deepEqual(checkPage(parsePage(goodPage), entry, entry.path), []);
});

test('each writer mistake is reported with its fix', () => {
  const rulesFor = (source: string, pageEntry: CataloguePage | undefined) =>
    checkPage(parsePage(source), pageEntry, '/v6/users/example').map((problem) => problem.rule);
  const rules = (source: string) => rulesFor(source, entry);
  assert.ok(rules(goodPage.replace('---\n', '---\ntitle: Example Title\n')).includes('title'));
  assert.ok(rules(goodPage.replace('---\n', '---\nsidebar_label: Example\n')).includes('sidebar-label'));
  assert.ok(rulesFor(goodPage, { ...entry, title: null, sidebar_label: null }).includes('title'));
  assert.ok(rules(goodPage.replace(/description: .*\n/, '')).includes('description'));
  assert.ok(rules(goodPage.replace('## A section', '# A section')).includes('headings'));
  assert.ok(rules(goodPage.replace('### A subsection', '#### A subsection')).includes('headings'));
  assert.ok(rulesFor(goodPage, undefined).includes('catalogue'));
  assert.ok(rules(goodPage.replace(prose, 'Too short.')).includes('prose'));
  assert.ok(rules(`${goodPage}\n![diagram](https://example.com/a.png)\n`).includes('images'));
  assert.ok(rulesFor(goodPage, { ...entry, kind: 'filter' }).includes('hook'));
  assert.ok(rules(goodPage.replace(/(description: .*\n)/, '$1keywords:\n  - see [the hook](gfpdf_x.md)\n')).includes('front-matter'));
});

test('a title the catalogue gives is to be deleted from the front matter; a page the catalogue leaves untitled keeps its own', () => {
  const [problem] = checkPage(parsePage(goodPage.replace('---\n', '---\ntitle: Wrong\n')), entry, entry.path);
  assert.match(problem!.message, /delete the `title:` line .*"Example Title"/);
  const untitled = { ...entry, title: null, sidebar_label: null };
  const ownTitle = goodPage.replace('---\n', '---\ntitle: Our Title\nsidebar_label: Ours\n');
  assert.deepEqual(checkPage(parsePage(ownTitle), untitled, entry.path), []);
});

test('code blocks: unlabelled blocks are PHP, fragments get an opening tag', () => {
  const blocks = codeBlocks('```\necho 1;\n```\n\n```html\n<p>x</p>\n```\n');
  assert.deepEqual(
    blocks.map((block) => block.language),
    ['php', 'html'],
  );
  assert.equal(phpLintSource('echo 1;'), '<?php\necho 1;\n');
  assert.equal(phpLintSource('<?php\necho 1;'), '<?php\necho 1;');
  assert.equal(phpLintSource('<div><?php echo 1; ?></div>'), '<div><?php echo 1; ?></div>');
});

test('code and link targets do not count as prose', () => {
  assert.equal(proseWordCount('one two [three](./a-b-c-d.md)\n\n```php\nfour five six\n```\n'), 3);
});

// "Who else is listening": every built hook page's listener table lists exactly the callbacks the listener facts give
// for that hook (catalogue/facts/listeners-*.json): priority, callback and source line, in order; a hook with listeners
// always shows the table, and a hook with none shows no table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import type { Element, Root } from 'hast';
import { SITE_DIR, contentFileOf, loadCatalogue } from '../../src/lib/contentFiles';
import { BUILD_DIR as buildDir, builtHtmlOf, elementsWhere as elements, squashSpaces as squash } from '../../src/lib/builtHtml';
import { referenceOfFile } from '../../src/plugins/reference/pageReference';
import { factsNameFor } from '../../src/plugins/reference/load';
import { listenerFactsNamed } from '../../src/plugins/reference/listenersLoad';
import { frontMatterOf } from '../../src/lib/frontMatter';


const byTestId = (node: Root | Element, id: string) => elements(node, (element) => element.properties.dataTestid === id);

/** The table's rows as `priority | callback | file:line`, read from the built HTML. */
function renderedRows(html: string): string[] | undefined {
  const table = byTestId(fromHtml(html), 'listeners')[0];
  if (!table) return undefined;
  return byTestId(table, 'listener-row').map((row) => {
    const cell = (id: string) => squash(toText(byTestId(row, id)[0] ?? { type: 'root', children: [] }));
    const callback = byTestId(row, 'listener-callback')[0];
    const code = callback ? elements(callback, (element) => element.tagName === 'code')[0] : undefined;
    return `${cell('listener-priority')} | ${code ? squash(toText(code)) : ''} | ${cell('listener-source')}`;
  });
}

const hookPages = loadCatalogue()
  .pages.filter((page) => page.kind === 'filter' || page.kind === 'action')
  .flatMap((page) => {
    const file = contentFileOf(page.path);
    if (!file) return [];
    const text = readFileSync(join(SITE_DIR, file), 'utf8');
    const frontMatter = frontMatterOf(text);
    const model = referenceOfFile(join(SITE_DIR, file), frontMatter).model;
    if (!model || model.kind === 'api' || model.notInVersion) return [];
    const factsName = factsNameFor(page.path, (frontMatter.hook as { facts?: unknown } | undefined)?.facts);
    const facts = factsName ? listenerFactsNamed(factsName) : undefined;
    // Straight from the facts file, not through the page model the build used.
    const expected = (facts?.listeners ?? [])
      .filter((entry) => entry.hook === model.name)
      .map((entry) => `${entry.priority} | ${entry.callback} | ${entry.file}:${entry.line}`);
    return [{ route: page.path, expected }];
  });

test('the production build exists (run `npm run build` first)', () => {
  assert.ok(existsSync(buildDir), 'build/ is missing: run `npm run build`');
});

test('some hook pages have listeners, so this test checks something', () => {
  assert.ok(hookPages.filter((page) => page.expected.length > 0).length >= 10);
});

test("each hook page's listener table matches the listener facts exactly", () => {
  const problems: string[] = [];
  for (const page of hookPages) {
    const html = builtHtmlOf(page.route);
    if (!html) {
      problems.push(`${page.route}: not built`);
      continue;
    }
    const rows = renderedRows(html);
    if (page.expected.length === 0) {
      if (rows !== undefined) problems.push(`${page.route}: shows a listener table, but the facts list no listeners`);
      continue;
    }
    if (rows === undefined) {
      problems.push(`${page.route}: the facts list ${page.expected.length} listeners but the page shows no table`);
      continue;
    }
    if (rows.join('\n') !== page.expected.join('\n')) {
      problems.push(`${page.route}:\n  built:    ${rows.join('\n            ')}\n  expected: ${page.expected.join('\n            ')}`);
    }
  }
  assert.deepEqual(problems, []);
});

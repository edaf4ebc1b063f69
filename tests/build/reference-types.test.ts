// Every hook and API page's rendered summary says exactly what the facts say: the signature, each parameter's name and
// PHP type and the return type, character for character. Namespaced types (`GFPDF\Helper\Helper_PDF`) once lost their
// backslashes on the way from front matter into the page's JavaScript (overrides/stringify-object says why), and a
// reader who copies such a type gets a fatal error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import { SITE_DIR, contentFileOf, loadCatalogue } from '../../src/lib/contentFiles';
import { BUILD_DIR as buildDir, builtHtmlOf, elementsWhere as elements, squashSpaces as squash } from '../../src/lib/builtHtml';
import { referenceOfFile } from '../../src/plugins/reference/pageReference';
import type { ReferenceModel } from '../../src/plugins/reference/lib/model';
import { frontMatterOf } from '../../src/lib/frontMatter';



interface Rendered {
  signature?: string;
  params: { name: string; type: string }[];
  returns?: string;
}

/** What the page's reference summary shows, read from the built HTML as a reader's browser would. */
function renderedReference(html: string): Rendered | undefined {
  const summary = elements(fromHtml(html), (element) => element.properties.dataTestid === 'reference-summary')[0];
  if (!summary) return undefined;
  const pre = elements(summary, (element) => element.tagName === 'pre')[0];
  const paramsTable = elements(
    summary,
    (element) => element.tagName === 'table' && elements(element, (inner) => inner.tagName === 'caption').some((c) => toText(c) === 'Parameters'),
  )[0];
  const params = paramsTable
    ? elements(paramsTable, (element) => element.tagName === 'tr')
        .map((row) => ({
          name: elements(row, (cell) => cell.tagName === 'th' && cell.properties.dataLabel === 'Name')[0],
          type: elements(row, (cell) => cell.tagName === 'td' && cell.properties.dataLabel === 'Type')[0],
        }))
        .filter((row) => row.name && row.type)
        .map((row) => ({ name: toText(row.name!).trim(), type: toText(row.type!).trim() }))
    : [];
  const returnsLine = elements(summary, (element) => element.tagName === 'p' && (element.properties.className)?.some((c) => c.includes('returns')) === true)[0];
  const returnsCode = returnsLine && elements(returnsLine, (element) => element.tagName === 'code')[0];
  return {
    ...(pre && { signature: squash(toText(pre)) }),
    params,
    ...(returnsCode && { returns: toText(returnsCode).trim() }),
  };
}

const referencePages = loadCatalogue()
  .pages.filter((page) => page.kind === 'filter' || page.kind === 'action' || page.kind === 'api')
  .flatMap((page) => {
    const file = contentFileOf(page.path);
    if (!file) return [];
    const text = readFileSync(join(SITE_DIR, file), 'utf8');
    const frontMatter = frontMatterOf(text);
    const model: ReferenceModel | undefined = referenceOfFile(join(SITE_DIR, file), frontMatter).model;
    return model ? [{ route: page.path, file, model }] : [];
  });

test('the production build exists (run `npm run build` first)', () => {
  assert.ok(existsSync(buildDir), 'build/ is missing: run `npm run build`');
});

test('every hook and API page renders its signature, parameter types and return type exactly as the facts give them', () => {
  assert.ok(referencePages.length > 400, `expected the hook and API pages of every version, found ${referencePages.length}`);
  const problems: string[] = [];
  for (const { route, file, model } of referencePages) {
    const html = builtHtmlOf(route);
    if (!html) {
      problems.push(`${route} (${file}): not in build/`);
      continue;
    }
    const shown = renderedReference(html);
    if (!shown) {
      problems.push(`${route} (${file}): no reference summary on the page`);
      continue;
    }
    if (!model.notInVersion && shown.signature !== squash(model.signature)) {
      problems.push(`${route} (${file}): signature shows "${shown.signature}", the facts give "${squash(model.signature)}"`);
    }
    const expectedParams = model.params.map((param) => ({ name: param.name, type: param.type }));
    if (JSON.stringify(shown.params) !== JSON.stringify(expectedParams)) {
      problems.push(`${route} (${file}): parameters show ${JSON.stringify(shown.params)}, the facts give ${JSON.stringify(expectedParams)}`);
    }
    if (model.returns && shown.returns !== model.returns.type) {
      problems.push(`${route} (${file}): Returns shows "${shown.returns}", the facts give "${model.returns.type}"`);
    }
  }
  assert.deepEqual(problems, []);
});

test('namespaced PHP types keep their backslashes on the page', () => {
  const namespaced = referencePages.filter(({ model }) =>
    [model.signature, ...model.params.map((param) => param.type), model.returns?.type ?? ''].some((value) => value.includes('\\')),
  );
  assert.ok(namespaced.length > 50, `expected many pages with namespaced types, found ${namespaced.length}`);
  for (const { route, model } of namespaced) {
    const shown = renderedReference(builtHtmlOf(route) ?? '');
    const types = model.params.map((param) => param.type).filter((type) => type.includes('\\'));
    for (const type of types) {
      assert.ok(
        shown?.params.some((param) => param.type === type),
        `${route}: the type ${type} is not shown with its backslashes`,
      );
    }
  }
});

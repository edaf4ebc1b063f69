// Each content family is complete: every catalogue page it owns is built, with a description and at least one section.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CONTENT_FAMILIES, familyIncludes } from '../../scripts/data/families';
import { loadCatalogue } from '../../src/lib/contentFiles';
import { builtHtmlOf } from '../../src/lib/builtHtml';

const catalogue = loadCatalogue();

for (const family of CONTENT_FAMILIES) {
  test(`family "${family.name}": every page is built with a description and a ## section`, () => {
    const pages = catalogue.pages.filter((page) => familyIncludes(family, page));
    assert.ok(pages.length > 0, 'the family selects no catalogue page');
    const problems: string[] = [];
    for (const page of pages) {
      const html = builtHtmlOf(page.path);
      if (html === undefined) {
        problems.push(`${page.path}: not built (write ${page.path.replace(/^\/v6\//, 'docs/')}.md)`);
        continue;
      }
      const match = /<meta[^>]+name=["']?description["']?[^>]+content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(html);
      const description = match?.[1] ?? match?.[2] ?? match?.[3] ?? '';
      if (description.trim().length < 20) problems.push(`${page.path}: no meta description`);
      if (!/<h2[\s>]/.test(html)) problems.push(`${page.path}: no ## section`);
    }
    assert.deepEqual(problems, []);
  });
}

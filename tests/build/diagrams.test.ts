// The diagrams of catalogue/pdf-lifecycle.json in the built pages (src/plugins/diagrams): each page that asks for one
// has it as static SVG with no script; every hook in it is fired by that version's facts and links, in the SVG and in
// the list beside it, to a page that was built. Docusaurus's broken-link check may not look inside SVG, so this does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { SITE_DIR, contentFileOf } from '../../src/lib/contentFiles';
import { BUILD_DIR as buildDir, builtFileOf as builtFile, elementsWhere as elements } from '../../src/lib/builtHtml';
import type { LifecycleFile } from '../../src/plugins/diagrams/lib/lifecycle';
import { factsSourceNamed } from '../../src/plugins/reference/load';

const data = JSON.parse(readFileSync(join(SITE_DIR, 'catalogue', 'pdf-lifecycle.json'), 'utf8')) as LifecycleFile;

/** The pages that show diagrams, and which. */
const PAGES: Record<string, string[]> = {
  '/v6/developers/pdf-lifecycle': ['pdf-lifecycle link', 'pdf-lifecycle submission'],
  '/v5/developer-pdf-lifecycle': ['pdf-lifecycle link', 'pdf-lifecycle submission'],
  '/v4/developer-pdf-lifecycle': ['pdf-lifecycle link', 'pdf-lifecycle submission'],
  '/v6/developers/template-hierarchy': ['template-hierarchy single', 'template-hierarchy multisite'],
  '/v5/developer-template-hierarchy': ['template-hierarchy single', 'template-hierarchy multisite'],
  '/v4/developer-template-hierarchy': ['template-hierarchy single', 'template-hierarchy multisite'],
};


const classes = (element: Element): string[] => (Array.isArray(element.properties.className) ? element.properties.className.map(String) : []);
const textOf = (node: Element): string =>
  node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');

/** Where a link points, as a route without the build's `.html` or query. */
function routeOf(href: string): string {
  return href.replace(/[?#].*$/, '').replace(/\.html$/, '').replace(/\/$/, '');
}

test('the build exists', () => {
  assert.ok(existsSync(buildDir), `no build in ${buildDir}: run npm run build first`);
});

for (const [route, names] of Object.entries(PAGES)) {
  const version = route.split('/')[1]!;
  const facts = factsSourceNamed(data.versions[version]!.facts)!;

  test(`${route} shows ${names.join(' and ')} as static SVG, every hook fired by ${facts.label} and linked to a built page`, () => {
    assert.ok(contentFileOf(route), `${route} has no content file`);
    const file = builtFile(route);
    assert.ok(file, `${route} was not built`);
    const tree = fromHtml(readFileSync(file, 'utf8'));
    const figures = elements(tree, (element) => element.tagName === 'figure' && classes(element).includes('pdf-diagram'));
    assert.deepEqual(
      figures.map((figure) => String(figure.properties.dataDiagram)),
      names.map((name) => name.replace(/\s+/g, '-')),
      'the diagrams the page asks for, in order',
    );
    assert.equal(elements(tree, (element) => element.tagName === 'code' && classes(element).includes('language-diagram')).length, 0);

    for (const [index, figure] of figures.entries()) {
      const name = names[index]!;
      const where = `${route}, ${name}`;
      const svg = elements(figure, (element) => element.tagName === 'svg')[0];
      assert.ok(svg, `${where}: no <svg>`);
      assert.equal(svg.properties.ariaHidden, 'true', `${where}: the SVG repeats the list, so it is hidden from screen readers`);
      assert.ok(String(svg.properties.viewBox ?? '').length > 0, `${where}: the SVG has a viewBox, so it scales`);
      assert.equal(elements(figure, (element) => element.tagName === 'script').length, 0, `${where}: a <script> in the figure`);
      assert.equal(elements(svg, (element) => element.tagName === 'foreignObject').length, 0);
      const caption = elements(figure, (element) => element.tagName === 'figcaption')[0];
      assert.ok(caption && textOf(caption).includes(facts.label), `${where}: the caption names the version's source (${facts.label})`);
      assert.equal(figure.properties.ariaLabelledBy?.toString(), String(caption.properties.id), `${where}: the figure is labelled by its caption`);
      const list = elements(figure, (element) => element.tagName === 'ol')[0];
      assert.ok(list, `${where}: no text alternative (an ordered list of the steps)`);

      const expected = data.versions[version]!.diagrams[name]!.steps.flatMap((step) => step.hooks.map((hook) => hook.name));
      const svgLinks = elements(svg, (element) => element.tagName === 'a');
      const listLinks = elements(list, (element) => element.tagName === 'a');
      assert.deepEqual(
        svgLinks.map((link) => textOf(link).trim()),
        expected,
        `${where}: the SVG shows the hooks of the steps file, in order`,
      );
      assert.deepEqual(
        listLinks.map((link) => textOf(link).trim()),
        expected,
        `${where}: the list names the same hooks in the same order`,
      );
      for (const link of [...svgLinks, ...listLinks]) {
        const hook = textOf(link).trim();
        assert.ok(facts.hook(hook), `${where}: ${hook} is not fired by ${facts.label}`);
        const href = String(link.properties.href ?? '');
        assert.match(href, /^\/v\d\//, `${where}: ${hook} links to ${href}, not to a hook page`);
        assert.ok(builtFile(routeOf(href)), `${where}: ${hook} links to ${href}, which was not built`);
        assert.ok(routeOf(href).endsWith(`/${hook}`), `${where}: ${hook} links to ${href}, another hook's page`);
      }
      for (const link of svgLinks) {
        assert.equal(String(link.properties.tabIndex), '-1', `${where}: SVG links stay out of the tab order (the list has them)`);
      }
    }
  });
}

// What readers' tools take away from the production build: a Markdown twin of every page in the sitemap (its title
// and headings as on the HTML page, linked from the page's head), llms.txt for each version whose links all resolve,
// llms-full.txt, and each version's hooks.json. Read with plain string scanning, independently of the build step's
// HTML-to-Markdown converter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SITE_DIR } from '../../src/lib/contentFiles';
import { SITE_URL } from '../../src/data/site';
import { DOC_VERSIONS, LATEST_VERSION } from '../../src/data/versions';
import { decodeEntities } from '../../src/lib/htmlEntities';
import { markdownTwinPath } from '../../src/lib/markdownTwin';
import { sitemapUrls } from '../../scripts/lib/pageMeta';
import { factsSourceNamed } from '../../src/plugins/reference/load';
import type { HooksFile } from '../../src/plugins/reference/lib/hookData';
import { hookIndexFacts } from '../../src/plugins/reference/registry';
import { hooksJsonPath } from '../../src/plugins/reference';
import { builtFileOf } from '../../src/lib/builtHtml';

const buildDir = join(SITE_DIR, 'build');
const read = (file: string) => readFileSync(join(buildDir, file), 'utf8');
const routes = existsSync(join(buildDir, 'sitemap.xml')) ? sitemapUrls(read('sitemap.xml')).map((url) => url.slice(SITE_URL.length) || '/') : [];
/** The built HTML file of a route, relative to build/ (one mapping: src/lib/builtHtml.ts). */
const htmlFileOf = (route: string) => relative(buildDir, builtFileOf(route, buildDir) ?? join(buildDir, `${route.slice(1)}.html`));
/** A built URL on this site exists as a file: a page, a twin, a text or data file. */
const exists = (path: string) => {
  const clean = path.split('#')[0]!.split('?')[0]!;
  return clean.includes('.') ? existsSync(join(buildDir, clean)) : existsSync(join(buildDir, htmlFileOf(clean)));
};

/** The text of each heading in the page's content: the doc's or post's <article>, or <main>. */
function htmlHeadings(html: string): string[] {
  const articles = html.match(/<article[\s>]/g)?.length ?? 0;
  const region = (articles === 1 ? /<article[\s>][\s\S]*<\/article>/ : /<main[\s>][\s\S]*<\/main>/).exec(html)?.[0] ?? '';
  return [...region.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g)].map(
    ([, level, inner]) => `${'#'.repeat(Number(level))} ${decodeEntities(inner!.replace(/<[^>]+>/g, '')).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim()}`,
  );
}

/** The headings of a Markdown text, outside code blocks. */
function markdownHeadings(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) {
      const heading = /^(?:\s*-\s+)?(#{1,6}) (.*)$/.exec(line);
      if (heading) headings.push(`${heading[1]} ${heading[2]!.replace(/\\(.)/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '').trim()}`);
    }
  }
  return headings;
}

const plain = (heading: string) => heading.replace(/[`*_]/g, '').replace(/\s+/g, ' ');

test('the sitemap lists only HTML pages, and every one has a Markdown twin with its title and headings', () => {
  assert.ok(routes.length > 800, `the sitemap lists ${routes.length} pages: run npm run build`);
  const problems: string[] = [];
  for (const route of routes) {
    assert.doesNotMatch(route, /\.(md|txt|json|xml)$/, `the sitemap lists ${route}`);
    const twin = markdownTwinPath(route);
    if (!exists(twin)) {
      problems.push(`${route}: no twin at ${twin}`);
      continue;
    }
    const expected = htmlHeadings(read(htmlFileOf(route))).map(plain);
    const actual = markdownHeadings(read(twin.slice(1))).map(plain);
    if (expected.join('\n') !== actual.join('\n')) problems.push(`${route}: headings differ\n  page: ${expected.join(' | ')}\n  twin: ${actual.join(' | ')}`);
    if (!actual[0]?.startsWith('# ')) problems.push(`${route}: the twin does not start with the page title`);
  }
  assert.deepEqual(problems, []);
});

test('every page in the sitemap links its twin from the head', () => {
  const twinLinks = (html: string) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel=["']?alternate\b/.test(tag) && /\btype=["']?text\/markdown\b/.test(tag))
      .map((tag) => /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1]);
  const missing = routes.filter((route) => twinLinks(read(htmlFileOf(route))).join() !== markdownTwinPath(route));
  assert.deepEqual(missing, []);
});

test('a hook page’s twin carries what the HTML shows from the facts: signature, parameters, since and call sites', () => {
  const twin = read('v6/developers/filters/gfpdf_pdf_filename.md');
  assert.match(twin, /^# gfpdf_pdf_filename\n\n> .+\n\nWeb page: <https:\/\/[^>]+\/v6\/developers\/filters\/gfpdf_pdf_filename>/);
  assert.match(twin, /```php title="How the plugin calls it"\napply_filters\(\n\t'gfpdf_pdf_filename',\n\tstring \$name,/);
  assert.match(twin, /\| `\$settings` \| `array` +\|/);
  assert.match(twin, /- \*\*Since\*\*: 4\.0/);
  assert.match(twin, /\[`src\/Model\/Model_PDF\.php:\d+`\]\(https:\/\/github\.com\/GravityPDF\/gravity-pdf\/blob\/6\.12\.1\/src\/Model\/Model_PDF\.php#L\d+\)/);
  // Controls and feedback stay out of the twin.
  assert.doesNotMatch(twin, /Copy page|Was this page helpful/);
  const oldVersion = read('v5/gfpdf_tool_tab_actions.md');
  assert.match(oldVersion, /end of life was \d{4}-\d{2}-\d{2}/);
});

test('each version’s llms.txt lists its pages by sidebar category, and every link in it resolves', () => {
  for (const version of DOC_VERSIONS) {
    const file = version === LATEST_VERSION ? 'llms.txt' : `${version.name}/llms.txt`;
    const text = read(file);
    assert.match(text, /^# Gravity PDF.*\n\n> .+\n/, `${file} starts with a title and a summary`);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
    assert.ok(links.length > 20, `${file} lists ${links.length} pages`);
    const broken = links.filter((link) => !link.startsWith(SITE_URL) || !exists(link.slice(SITE_URL.length)));
    assert.deepEqual(broken, [], `${file} links that do not resolve`);
    const ownPages = links.filter((link) => link.startsWith(`${SITE_URL}${version.path}/`));
    assert.ok(ownPages.every((link) => link.endsWith('.md')), `${file} links pages through their twins`);
  }
  const latest = read('llms.txt');
  assert.match(latest, /^## Users › Getting Started$/m);
  for (const older of DOC_VERSIONS.filter((version) => version !== LATEST_VERSION)) assert.ok(latest.includes(`${SITE_URL}/${older.name}/llms.txt`));
  assert.ok(latest.includes(`${SITE_URL}/llms-full.txt`));
});

test('llms-full.txt holds every latest-version page listed in llms.txt, in its order', () => {
  const full = read('llms-full.txt');
  const pages = [...read('llms.txt').matchAll(/^- \[[^\]]+\]\((https:[^)]+\/v6\/[^)]+\.md)\)/gm)].map((match) => match[1]!);
  let at = 0;
  for (const url of pages) {
    const marker = `Web page: <${url.replace(/\.md$/, '')}>`;
    const found = full.indexOf(marker, at);
    assert.ok(found >= 0, `llms-full.txt lacks ${url}, or lists it out of order`);
    at = found;
  }
});

test('each version’s hooks.json lists every hook its facts list, each with a page that exists', () => {
  // From the facts registry: hooks.json (the latest version: the plugin and its add-ons), v5/hooks.json, v4/hooks.json.
  const files = [...hookIndexFacts()].map(([version, entries]): [string, string[]] => [
    hooksJsonPath(version).slice(1),
    entries.map((entry) => entry.name),
  ]);
  assert.ok(files.length > 0, 'the facts registry lists hook index facts');
  for (const [file, factsNames] of files) {
    const data = JSON.parse(read(file)) as HooksFile;
    const expected = factsNames.flatMap((name) => factsSourceNamed(name)!.hookNames()).sort();
    assert.deepEqual(data.hooks.map((hook) => hook.name).sort(), expected, `${file} lists the facts' hooks`);
    if (file === hooksJsonPath(LATEST_VERSION.name).slice(1)) {
      const withoutPage = data.hooks.filter((hook) => !hook.url || !exists(hook.url.slice(SITE_URL.length)));
      assert.deepEqual(withoutPage.map((hook) => hook.name), [], 'every Gravity PDF 6 hook links a page that exists');
    } else {
      for (const hook of data.hooks) if (hook.url) assert.ok(exists(hook.url.slice(SITE_URL.length)), `${file}: ${hook.url}`);
    }
  }
  const filename = (JSON.parse(read('hooks.json')) as HooksFile).hooks.find((hook) => hook.name === 'gfpdf_pdf_filename')!;
  assert.deepEqual(
    { kind: filename.kind, since: filename.since, file: filename.file, url: filename.url, args: filename.arguments.map((arg) => arg.expression) },
    {
      kind: 'filter',
      since: '4.0',
      file: 'src/Model/Model_PDF.php',
      url: `${SITE_URL}/v6/developers/filters/gfpdf_pdf_filename`,
      args: ['$name', '$form', '$entry', '$settings'],
    },
  );
});

// Code blocks in the production build: highlighted in the HTML itself (the browser adopts it on hydration, without
// Prism), in every language we label, and Prism kept out of main.js (src/theme/CodeBlock/Content, src/plugins/prismOnDemand.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from '../../src/lib/contentFiles';
import { readBuiltPages } from '../../scripts/lib/buildPages';
import { CUSTOM_CODE_GUIDE } from '../../src/data/links';

const buildDir = join(SITE_DIR, 'build');
const pages = existsSync(buildDir) ? readBuiltPages(buildDir) : [];
const html = (file: string) => readFileSync(join(buildDir, file), 'utf8');
const BLOCK = /<pre[^>]*\bprism-code language-([\w-]+)[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/g;
/** A string only Prism's core holds (Prism.util.objId). */
const PRISM_CORE = 'objId';
/** Labels whose blocks have tokens (the one apacheconf block is a directive Prism does not know: plain, as before). */
const TOKENISED = ['php', 'bash', 'json', 'js', 'css', 'html'];
/** The languages we add to prism-react-renderer's (docusaurus.config.ts, themeConfig.prism.additionalLanguages). */
const ADDED = ['php', 'bash', 'apacheconf', 'json'];

const blocks = pages.flatMap((page) => [...html(page.file).matchAll(BLOCK)].map(([, language, code]) => ({ route: page.route, language: language!, code: code! })));

test('the production build exists (run `npm run build` first)', () => {
  assert.ok(pages.length > 0, 'build/ has no pages: run `npm run build`');
});

test('every code block is written out as highlighted lines in the HTML', () => {
  assert.ok(blocks.length > 100, `only ${blocks.length} code blocks found`);
  const empty = blocks.filter((block) => !/class="?token-line/.test(block.code)).map((block) => block.route);
  assert.deepEqual([...new Set(empty)], []);
});

test('labelled and unlabelled blocks get their language’s tokens (an unlabelled block is PHP)', () => {
  const hook = blocks.filter((block) => block.route === '/v6/developers/filters/gfpdf_pdf_filename');
  assert.ok(hook.length > 0 && hook.every((block) => block.language === 'php'));
  assert.match(hook[0]!.code, /class="?token variable/);
  for (const language of TOKENISED.filter((name) => blocks.some((block) => block.language === name))) {
    const tokenised = blocks.some((block) => block.language === language && /class="?token (?!plain)[\w-]+/.test(block.code));
    assert.ok(tokenised, `no ${language} block has any token but plain text`);
  }
});

test('main.js holds no Prism; a chunk of its own does', () => {
  const scripts = [...html('v6/developers/filters/gfpdf_pdf_filename.html').matchAll(/src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/g)];
  assert.equal(scripts.length, 1, 'the page loads one main.js');
  assert.ok(!html(scripts[0]![1]!.slice(1)).includes(PRISM_CORE), 'main.js contains Prism');
  const jsDir = join(buildDir, 'assets/js');
  const withPrism = readdirSync(jsDir).filter((file) => file.endsWith('.js') && readFileSync(join(jsDir, file), 'utf8').includes(PRISM_CORE));
  assert.equal(withPrism.length, 1, `Prism is in ${withPrism.join(', ') || 'no chunk'}`);
  const prismChunk = readFileSync(join(jsDir, withPrism[0]!), 'utf8');
  for (const language of ADDED) assert.ok(new RegExp(`\\.languages\\.${language}=\\{`).test(prismChunk), `${language} is not registered with Prism`);
});

test('every PHP example in a page’s text links to where custom code goes; reference summaries and other languages do not', () => {
  // The build minifies HTML: attribute values may be unquoted.
  const guide = new RegExp(`href="?${CUSTOM_CODE_GUIDE}"?[ >]`);
  const missing: string[] = [];
  let examples = 0;
  for (const page of pages) {
    if (page.route === CUSTOM_CODE_GUIDE) continue;
    // The hook and API summary's signature is not an example to paste: it is left out.
    const text = html(page.file).replace(/<section[^>]*data-testid="?reference-summary[\s\S]*?<\/section>/, '');
    const markdown = text.indexOf('theme-doc-markdown');
    if (markdown === -1) continue;
    // The example blocks of the page's text, each with what follows it up to the next block.
    for (const match of text.slice(markdown).matchAll(/<pre[^>]*\bprism-code language-php[\s\S]*?<\/pre>([\s\S]{0,600})/g)) {
      examples += 1;
      if (!guide.test(match[1]!)) missing.push(page.route);
    }
  }
  assert.ok(examples > 500, `only ${examples} PHP examples found`);
  assert.deepEqual([...new Set(missing)], []);
  const summary = html('v6/developers/filters/gfpdf_pdf_filename.html');
  const summaryStart = summary.search(/data-testid="?reference-summary/);
  assert.ok(summaryStart > 0, 'the hook page has a reference summary');
  const summaryPart = summary.slice(summaryStart, summary.indexOf('</section>', summaryStart));
  assert.ok(!guide.test(summaryPart), 'the reference summary’s signature must not link to the custom-code guide');
});

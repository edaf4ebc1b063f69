import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  docVersionOfFile,
  exampleHash,
  exampleHtml,
  fencedBlocks,
  figureElement,
  markedExamples,
  parsePictureMeta,
  pictureCaption,
  pictureProblems,
  mpdfIdOf,
  PICTURE_VERSIONS,
  type PictureEntry,
  type PictureManifest,
} from '../pdfPictures';

const page = [
  'Intro.',
  '',
  '```css pdf-style',
  '.box { color: red; }',
  '```',
  '',
  '```html pdf-output="A red word" pdf-page="2"',
  '<div class="box">Red</div>',
  '```',
  '',
  '```html',
  '<p>Not marked</p>',
  '```',
  '',
  '```css pdf-output="A cream page" pdf-full-page',
  '@page { background-color: #fbf8f1; }',
  '```',
].join('\n');

test('meta: alt text, page, full page and style words', () => {
  assert.deepEqual(parsePictureMeta('pdf-output="Two boxes" pdf-page="3" pdf-full-page'), {
    alt: 'Two boxes',
    style: false,
    page: 3,
    fullPage: true,
  });
  assert.deepEqual(parsePictureMeta('pdf-style'), { style: true, page: 1, fullPage: false });
  assert.equal(parsePictureMeta("pdf-output='single quotes'").alt, 'single quotes');
  assert.equal(parsePictureMeta('pdf-page="0"').page, 1);
  assert.equal(parsePictureMeta(undefined).alt, undefined);
});

test('fenced blocks keep their language, meta, code and line', () => {
  const blocks = fencedBlocks(page, 5);
  assert.equal(blocks.length, 4);
  assert.deepEqual(blocks[1], { lang: 'html', meta: 'pdf-output="A red word" pdf-page="2"', code: '<div class="box">Red</div>', line: 11 });
});

test('a pdf-style block goes with the next pdf-output block only', () => {
  const { examples, problems } = markedExamples(fencedBlocks(page));
  assert.deepEqual(problems, []);
  assert.equal(examples.length, 2);
  assert.equal(examples[0]!.style, '.box { color: red; }');
  assert.equal(examples[0]!.page, 2);
  assert.equal(examples[1]!.style, undefined);
  assert.equal(examples[1]!.fullPage, true);
});

test('marking mistakes are problems: a waiting style, empty alt, a PHP block', () => {
  const { problems } = markedExamples([
    { lang: 'css', meta: 'pdf-style', code: 'a{}', line: 1 },
    { lang: 'php', meta: 'pdf-output="x"', code: 'echo 1;', line: 5 },
    { lang: 'html', meta: 'pdf-output=""', code: '<p>x</p>', line: 9 },
    { lang: 'css', meta: 'pdf-style', code: 'b{}', line: 12 },
  ]);
  assert.deepEqual(
    problems.map((problem) => problem.line),
    [5, 9, 12],
  );
});

test('the hash follows the code, the style, the page and the mPDF, not the alt text', () => {
  const [first] = markedExamples(fencedBlocks(page)).examples;
  const hash = exampleHash(first!, 'mpdf/mpdf@v8.1.1');
  assert.match(hash, /^[0-9a-f]{64}$/);
  assert.equal(exampleHash({ ...first!, alt: 'other words' } as typeof first & object, 'mpdf/mpdf@v8.1.1'), hash);
  assert.notEqual(exampleHash({ ...first!, code: `${first!.code} ` }, 'mpdf/mpdf@v8.1.1'), hash);
  assert.notEqual(exampleHash({ ...first!, style: undefined }, 'mpdf/mpdf@v8.1.1'), hash);
  assert.notEqual(exampleHash({ ...first!, page: 1 }, 'mpdf/mpdf@v8.1.1'), hash);
  assert.notEqual(exampleHash(first!, 'mpdf/mpdf@v8.1.0'), hash);
});

test('the HTML given to mPDF: style first, CSS blocks wrapped in a style element', () => {
  assert.equal(exampleHtml({ lang: 'html', code: '<p>x</p>', style: 'p{}' }), '<style>\np{}\n</style>\n<p>x</p>\n');
  assert.equal(exampleHtml({ lang: 'css', code: '@page{}' }), '<style>\n@page{}\n</style>\n');
});

test('files map to their docs version', () => {
  assert.equal(docVersionOfFile('docs/developers/pdf-features/tables.md'), 'v6');
  assert.equal(docVersionOfFile('versioned_docs/version-v5/developer-tables.md'), 'v5');
  assert.equal(docVersionOfFile('/abs/site/versioned_docs/version-v4/x.md'), 'v4');
  assert.equal(docVersionOfFile('src/pages/index.tsx'), undefined);
});

const entry: PictureEntry = {
  docVersion: 'v6',
  plugin: '6.12.1',
  mpdf: mpdfIdOf(PICTURE_VERSIONS.v6!),
  source: 'docs/x.md:7',
  webp: 'v6/abc.webp',
  fallback: 'v6/abc.png',
  width: 794,
  height: 120,
  bytes: { webp: 10, fallback: 20 },
  paper: 'A4 portrait',
  page: 2,
  croppedToMm: 30,
};

test('the figure is plain HTML: picture with a WebP source, an img with size, alt and lazy loading, a caption', () => {
  const figure = figureElement(entry, 'A red word', PICTURE_VERSIONS.v6!);
  assert.equal(figure.tagName, 'figure');
  const picture = figure.children[0] as typeof figure;
  assert.equal(picture.tagName, 'picture');
  assert.deepEqual((picture.children[0] as typeof figure).properties, { type: 'image/webp', srcSet: '/img/pdf-output/v6/abc.webp' });
  assert.deepEqual((picture.children[1] as typeof figure).properties, {
    src: '/img/pdf-output/v6/abc.png',
    width: 794,
    height: 120,
    alt: 'A red word',
    loading: 'lazy',
    decoding: 'async',
  });
  const caption = pictureCaption(entry, PICTURE_VERSIONS.v6!);
  assert.match(caption, /top 30 mm of page 2/);
  assert.match(caption, /Gravity PDF 6\.12\.1/);
  assert.match(caption, /mPDF/);
});

test('the content check names a marked example with no picture and says how to make it', () => {
  const empty: PictureManifest = { pictures: {} };
  const problems = pictureProblems('docs/x.md', page, 1, empty);
  assert.equal(problems.length, 2);
  assert.match(problems[0]!.message, /run npm run pictures/);
  assert.equal(problems[0]!.line, 7);

  const [first, second] = markedExamples(fencedBlocks(page)).examples;
  const mpdf = mpdfIdOf(PICTURE_VERSIONS.v6!);
  const full: PictureManifest = { pictures: { [exampleHash(first!, mpdf)]: entry, [exampleHash(second!, mpdf)]: entry } };
  assert.deepEqual(pictureProblems('docs/x.md', page, 1, full), []);
  assert.match(pictureProblems('docs/x.md', page, 1, full, () => false)[0]!.message, /missing: run npm run pictures/);
  assert.match(pictureProblems('versioned_docs/version-v3/x.md', page, 1, full)[0]!.message, /no mPDF is set up/);
});

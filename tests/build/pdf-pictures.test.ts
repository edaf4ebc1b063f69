// Pictures of PDF output in the production build (src/plugins/pdfPictures): each figure's files exist, its img has a
// width, a height and alt text, it is the picture of an example its page marks (same hash), every marked example has
// one, and no page carries more than the image budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR, contentFileOf } from '../../src/lib/contentFiles';
import { readBuiltPages } from '../../scripts/lib/buildPages';
import { parsePage } from '../../scripts/lib/contentCheck';
import { scanTags } from '../../scripts/lib/htmlScan';
import {
  docVersionOfFile,
  exampleHash,
  fencedBlocks,
  MANIFEST_FILE,
  markedExamples,
  mpdfIdOf,
  PICTURE_VERSIONS,
  type PictureManifest,
} from '../../src/lib/pdfPictures';

/** The most picture bytes (WebP and fallback together) one page may carry. */
const PICTURE_BUDGET_BYTES = 300 * 1024;

const buildDir = join(SITE_DIR, 'build');
const pages = existsSync(buildDir) ? readBuiltPages(buildDir) : [];
const manifest = JSON.parse(readFileSync(join(SITE_DIR, MANIFEST_FILE), 'utf8')) as PictureManifest;
const hashOfFile = new Map(Object.entries(manifest.pictures).flatMap(([hash, entry]) => [[entry.webp, hash] as const, [entry.fallback, hash] as const]));

// Minified HTML: the class may be unquoted.
const FIGURE = /<figure class=("?)pdf-output\1>([\s\S]*?)<\/figure>/g;

const figures = pages.flatMap((page) =>
  [...readFileSync(join(buildDir, page.file), 'utf8').matchAll(FIGURE)].map(([, , inner]) => {
    const tags = scanTags(inner!);
    const img = tags.find((tag) => tag.name === 'img')?.attributes ?? new Map<string, string>();
    const source = tags.find((tag) => tag.name === 'source')?.attributes ?? new Map<string, string>();
    return {
      route: page.route,
      src: img.get('src'),
      srcset: source.get('srcset'),
      type: source.get('type'),
      width: Number(img.get('width')),
      height: Number(img.get('height')),
      alt: img.get('alt'),
      loading: img.get('loading'),
      caption: /<figcaption>([\s\S]*?)<\/figcaption>/.exec(inner!)?.[1],
    };
  }),
);

/** The hashes of the examples a route's Markdown marks. */
function markedHashes(route: string): string[] {
  const file = contentFileOf(route);
  const docVersion = file ? docVersionOfFile(file) : undefined;
  const version = docVersion ? PICTURE_VERSIONS[docVersion] : undefined;
  if (!file || !version) return [];
  const { body, bodyStartLine } = parsePage(readFileSync(join(SITE_DIR, file), 'utf8'));
  return markedExamples(fencedBlocks(body, bodyStartLine)).examples.map((example) => exampleHash(example, mpdfIdOf(version)));
}

const builtFile = (url: string | undefined) => (url ? join(buildDir, decodeURI(url)) : '');
const pictureFile = (url: string | undefined) => (url ?? '').replace(/^\/img\/pdf-output\//, '');

test('the production build exists and has pictures of PDF output (run `npm run build` first)', () => {
  assert.ok(pages.length > 0, 'build/ has no pages: run `npm run build`');
  assert.ok(figures.length > 0, 'no <figure class="pdf-output"> in the build');
});

test('every picture has its WebP and fallback files, a width, a height, alt text and a caption', () => {
  const bad = figures.filter(
    (figure) =>
      !existsSync(builtFile(figure.src)) ||
      !existsSync(builtFile(figure.srcset)) ||
      figure.type !== 'image/webp' ||
      !(figure.width > 0 && figure.height > 0) ||
      !figure.alt?.trim() ||
      figure.loading !== 'lazy' ||
      !/mPDF/.test(figure.caption ?? '') ||
      !/Gravity PDF \d/.test(figure.caption ?? ''),
  );
  assert.deepEqual(
    bad.map((figure) => `${figure.route}: ${figure.src}`),
    [],
  );
});

test('every picture is the one for an example its page marks, and every marked example has its picture', () => {
  const problems: string[] = [];
  for (const route of new Set(figures.map((figure) => figure.route))) {
    const expected = markedHashes(route).sort();
    const shown = figures.filter((figure) => figure.route === route);
    for (const figure of shown) {
      const hash = hashOfFile.get(pictureFile(figure.src));
      if (!hash || hashOfFile.get(pictureFile(figure.srcset)) !== hash) problems.push(`${route}: ${figure.src} is not in ${MANIFEST_FILE}`);
      else if (!expected.includes(hash)) problems.push(`${route}: ${figure.src} belongs to no example this page marks`);
      const entry = hash ? manifest.pictures[hash] : undefined;
      if (entry && (entry.width !== figure.width || entry.height !== figure.height)) problems.push(`${route}: ${figure.src} has the wrong size`);
    }
    const shownHashes = shown.map((figure) => hashOfFile.get(pictureFile(figure.src)) ?? '').sort();
    if (shownHashes.join() !== expected.join()) problems.push(`${route}: marks ${expected.length} examples, shows ${shown.length} pictures`);
  }
  // Pages that mark examples but show no figure at all.
  for (const page of pages) {
    if (!figures.some((figure) => figure.route === page.route) && markedHashes(page.route).length > 0) {
      problems.push(`${page.route}: marks examples but shows no picture`);
    }
  }
  assert.deepEqual(problems, []);
});

test(`no page carries more than ${PICTURE_BUDGET_BYTES / 1024} KB of pictures (WebP and fallback together)`, () => {
  const weight = new Map<string, number>();
  for (const figure of figures) {
    const bytes = statSync(builtFile(figure.src)).size + statSync(builtFile(figure.srcset)).size;
    weight.set(figure.route, (weight.get(figure.route) ?? 0) + bytes);
  }
  const over = [...weight].filter(([, bytes]) => bytes > PICTURE_BUDGET_BYTES).map(([route, bytes]) => `${route}: ${Math.round(bytes / 1024)} KB`);
  assert.deepEqual(over, []);
});

// Pictures of PDF output: which code blocks are marked, the hash that ties an example to its picture, and the manifest
// that records each picture (catalogue/pdf-pictures.json, written by `npm run pictures`). Pure: the remark plugin
// (src/plugins/pdfPictures), the script (scripts/pictures.ts), the content check and the build test all share it.
import { createHash } from 'node:crypto';

/** Bump when the renderer changes what a picture shows (Gravity PDF's styles, crop rule, resolution): every hash moves. */
export const RENDER_REVISION = 1;

/** Where the pictures live: static/<dir> on disk, /<dir> in the site. */
export const PICTURE_DIR = 'img/pdf-output';

/** The committed manifest, relative to the repository root. */
export const MANIFEST_FILE = 'catalogue/pdf-pictures.json';

/**
 * The mPDF each documented plugin version bundles, as the pictures name it: the one place its source is written
 * (scripts/lib/pdfPictureSetups.ts loads it from here; the plugin release each picture was made for is the facts
 * registry's tag, recorded in the manifest).
 */
export interface PictureVersion {
  /** The mPDF source: owner/name on GitHub and the commit or tag. */
  source: { repo: string; ref: string };
  /** How a caption names that mPDF. */
  mpdfLabel: string;
}

export const PICTURE_VERSIONS: Readonly<Record<string, PictureVersion>> = {
  v6: {
    source: { repo: 'mpdf/mpdf', ref: '8749b3e53d81c50351cc0d3221cca5c6f83b324c' },
    mpdfLabel: 'mPDF 8 (development branch at 8749b3e)',
  },
  v5: { source: { repo: 'mpdf/mpdf', ref: 'v8.1.1' }, mpdfLabel: 'mPDF 8.1.1' },
  // mPDF 6 writes string offsets in braces, which PHP 8 no longer parses: the script runs it on PHP 7.4 (WebAssembly).
  v4: {
    source: { repo: 'blueliquiddesigns/mpdf', ref: '39a9e8ee9c34d1d5ea6a687ace719df776d47128' },
    mpdfLabel: 'mPDF 6.1 (Gravity PDF fork at 39a9e8e)',
  },
  // v3 (mPDF 5.7.1 inside the plugin) has no pictures.
};

/** A stable identifier of a version's mPDF (package and commit or tag); part of every hash. */
export function mpdfIdOf(version: PictureVersion): string {
  return `${version.source.repo}@${version.source.ref}`;
}

/** What a code block's meta string asks for. */
export interface PictureMeta {
  /** `pdf-output="…"`: the alt text of the picture; the block is rendered. */
  alt?: string;
  /** `pdf-style`: a CSS block that styles the next `pdf-output` block. */
  style: boolean;
  /** `pdf-page="2"`: which page of the PDF to show (default 1). */
  page: number;
  /** `pdf-full-page`: show the whole page, never cropped. */
  fullPage: boolean;
}

/** Reads `key="value"` and bare `key` words of a fence's meta string (what follows the language). */
export function parseMetaAttributes(meta: string | null | undefined): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  for (const match of (meta ?? '').matchAll(pattern)) {
    attributes.set(match[1]!, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function parsePictureMeta(meta: string | null | undefined): PictureMeta {
  const attributes = parseMetaAttributes(meta);
  const page = Number(attributes.get('pdf-page') ?? '1');
  return {
    ...(attributes.has('pdf-output') && { alt: attributes.get('pdf-output')!.trim() }),
    style: attributes.has('pdf-style'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    fullPage: attributes.has('pdf-full-page'),
  };
}

/** A code block as the Markdown holds it. */
export interface FencedBlock {
  lang: string;
  meta: string;
  code: string;
  line: number;
}

/** One marked example: the HTML (or CSS) block that gets the picture, and the CSS that styles it, if any. */
export interface MarkedExample {
  line: number;
  lang: string;
  /** The block's code. */
  code: string;
  /** The code of the `pdf-style` block before it, if one was waiting. */
  style?: string;
  alt: string;
  page: number;
  fullPage: boolean;
}

/** Problems with the marking itself (a style block with nothing to style, an empty alt). */
export interface MarkingProblem {
  line: number;
  message: string;
}

/**
 * Pairs marked blocks in document order: a `pdf-style` CSS block waits for the next `pdf-output` block, which is
 * rendered with it. A `pdf-output` CSS block with no HTML is rendered on its own (only page rules show anything).
 */
export function markedExamples(blocks: readonly FencedBlock[]): { examples: MarkedExample[]; problems: MarkingProblem[] } {
  const examples: MarkedExample[] = [];
  const problems: MarkingProblem[] = [];
  let waiting: FencedBlock | undefined;
  for (const block of blocks) {
    const meta = parsePictureMeta(block.meta);
    if (meta.style) {
      if (block.lang !== 'css') problems.push({ line: block.line, message: 'pdf-style marks a ```css block only' });
      if (waiting)
        problems.push({ line: waiting.line, message: 'this pdf-style block is followed by another before any pdf-output block' });
      waiting = block;
      continue;
    }
    if (meta.alt === undefined) continue;
    if (block.lang !== 'html' && block.lang !== 'css') {
      problems.push({ line: block.line, message: 'pdf-output marks ```html or ```css blocks only' });
      continue;
    }
    if (meta.alt === '') problems.push({ line: block.line, message: 'pdf-output needs alt text: say what the picture shows' });
    examples.push({
      line: block.line,
      lang: block.lang,
      code: block.code,
      ...(waiting && { style: waiting.code }),
      alt: meta.alt,
      page: meta.page,
      fullPage: meta.fullPage,
    });
    waiting = undefined;
  }
  if (waiting) problems.push({ line: waiting.line, message: 'this pdf-style block has no pdf-output block after it' });
  return { examples, problems };
}

/** Fenced blocks of a Markdown body (unindented ``` or ~~~ fences), with their meta strings; line numbers from `startLine`. */
export function fencedBlocks(body: string, startLine = 1): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: { fence: string; lang: string; meta: string; line: number; code: string[] } | undefined;
  body.split(/\r?\n/).forEach((line, index) => {
    if (open) {
      if (line.startsWith(open.fence) && line.slice(open.fence.length).replace(/[`~]/g, '').trim() === '') {
        blocks.push({ lang: open.lang, meta: open.meta, code: open.code.join('\n'), line: open.line });
        open = undefined;
      } else {
        open.code.push(line);
      }
      return;
    }
    const start = /^(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(line);
    if (start) open = { fence: start[1]!, lang: start[2]!.toLowerCase(), meta: start[3]!.trim(), line: startLine + index, code: [] };
  });
  return blocks;
}

/** The docs version a content file belongs to (docs/ is the latest), or undefined outside the docs. */
export function docVersionOfFile(file: string, latest = 'v6'): string | undefined {
  const path = file.replace(/\\/g, '/');
  const versioned = /(?:^|\/)versioned_docs\/version-(v\d+)\//.exec(path);
  if (versioned) return versioned[1];
  return /(?:^|\/)docs\//.test(path) ? latest : undefined;
}

/**
 * The SHA-256 that names an example's picture: its code (CSS and HTML), the page shown, the crop choice, the mPDF
 * that renders it and the renderer's revision. Change any of them and the picture must be made again.
 */
export function exampleHash(example: Pick<MarkedExample, 'code' | 'lang' | 'style' | 'page' | 'fullPage'>, mpdf: string): string {
  const input = JSON.stringify({
    revision: RENDER_REVISION,
    mpdf,
    lang: example.lang,
    style: example.style ?? null,
    code: example.code,
    page: example.page,
    fullPage: example.fullPage,
  });
  return createHash('sha256').update(input).digest('hex');
}

/** The HTML given to mPDF for an example: the CSS block as a style element, then the code. */
export function exampleHtml(example: Pick<MarkedExample, 'code' | 'lang' | 'style'>): string {
  const style = example.style === undefined ? '' : `<style>\n${example.style}\n</style>\n`;
  return example.lang === 'css' ? `${style}<style>\n${example.code}\n</style>\n` : `${style}${example.code}\n`;
}

/** One picture in the manifest. */
export interface PictureEntry {
  docVersion: string;
  plugin: string;
  mpdf: string;
  /** Where the example is (for people reading the manifest; the hash is the key). */
  source: string;
  webp: string;
  fallback: string;
  width: number;
  height: number;
  bytes: { webp: number; fallback: number };
  /** Paper and the part of the page shown. */
  paper: string;
  page: number;
  /** Millimetres from the top of the page shown, when the picture is cropped. */
  croppedToMm?: number;
}

export interface PictureManifest {
  pictures: Record<string, PictureEntry>;
}

export function pictureFor(manifest: PictureManifest, hash: string): PictureEntry | undefined {
  return Object.hasOwn(manifest.pictures, hash) ? manifest.pictures[hash] : undefined;
}

/** The caption under a picture: what made it and how much of the page it shows. */
export function pictureCaption(entry: PictureEntry, version: PictureVersion): string {
  const part = entry.croppedToMm === undefined ? `page ${entry.page}` : `top ${entry.croppedToMm} mm of page ${entry.page}`;
  return `The PDF this example produces (${part}, ${entry.paper}), rendered by ${version.mpdfLabel} as bundled with Gravity PDF ${entry.plugin}.`;
}

/** A hast element, as mdast's data.hChildren takes it. */
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, string | number | string[]>;
  children: (HastElement | { type: 'text'; value: string })[];
}

/** figure > picture > source (WebP) + img, and a figcaption: plain HTML, no component or script. */
export function figureElement(entry: PictureEntry, alt: string, version: PictureVersion): HastElement {
  const url = (file: string) => `/${PICTURE_DIR}/${file}`;
  return {
    type: 'element',
    tagName: 'figure',
    properties: { className: ['pdf-output'] },
    children: [
      {
        type: 'element',
        tagName: 'picture',
        properties: {},
        children: [
          { type: 'element', tagName: 'source', properties: { type: 'image/webp', srcSet: url(entry.webp) }, children: [] },
          {
            type: 'element',
            tagName: 'img',
            properties: {
              src: url(entry.fallback),
              width: entry.width,
              height: entry.height,
              alt,
              loading: 'lazy',
              decoding: 'async',
            },
            children: [],
          },
        ],
      },
      { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: pictureCaption(entry, version) }] },
    ],
  };
}

/** Problems of one content file's marked examples against the manifest (and, if given, the files on disk). */
export function pictureProblems(
  file: string,
  body: string,
  startLine: number,
  manifest: PictureManifest,
  fileExists: (path: string) => boolean = () => true,
): MarkingProblem[] {
  const { examples, problems } = markedExamples(fencedBlocks(body, startLine));
  if (examples.length === 0) return problems;
  const docVersion = docVersionOfFile(file);
  const version = docVersion ? PICTURE_VERSIONS[docVersion] : undefined;
  if (!version) {
    return [
      ...problems,
      ...examples.map((example) => ({
        line: example.line,
        message: `no mPDF is set up for pictures in ${docVersion ?? 'this folder'}: remove pdf-output`,
      })),
    ];
  }
  for (const example of examples) {
    const entry = pictureFor(manifest, exampleHash(example, mpdfIdOf(version)));
    if (!entry) {
      problems.push({ line: example.line, message: `this pdf-output example has no picture for its code: run npm run pictures` });
    } else if (!fileExists(`static/${PICTURE_DIR}/${entry.webp}`) || !fileExists(`static/${PICTURE_DIR}/${entry.fallback}`)) {
      problems.push({
        line: example.line,
        message: `the picture files ${entry.webp} and ${entry.fallback} are missing: run npm run pictures`,
      });
    }
  }
  return problems;
}

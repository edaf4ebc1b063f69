// Remark plugin for the docs: after each code block marked `pdf-output`, the picture of the PDF page it produces
// (catalogue/pdf-pictures.json, made by `npm run pictures`), as plain HTML: figure > picture > source (WebP) + img, and a
// figcaption naming the mPDF and the plugin version. No component and no script ship. A marked block whose code has no
// picture stops the build with the fix (the content check reports the same earlier).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SITE_DIR } from '../../lib/contentFiles';
import {
  docVersionOfFile,
  exampleHash,
  figureElement,
  MANIFEST_FILE,
  markedExamples,
  parsePictureMeta,
  pictureFor,
  mpdfIdOf,
  PICTURE_VERSIONS,
  type FencedBlock,
  type PictureManifest,
} from '../../lib/pdfPictures';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
  data?: Record<string, unknown>;
}

let manifestCache: PictureManifest | undefined;
function manifest(): PictureManifest {
  const path = join(SITE_DIR, MANIFEST_FILE);
  manifestCache ??= existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PictureManifest) : { pictures: {} };
  return manifestCache;
}

/** Code nodes in document order, with the parent and index each sits at. */
function codeNodes(node: MdNode, found: { node: MdNode; parent: MdNode }[] = []): { node: MdNode; parent: MdNode }[] {
  for (const child of node.children ?? []) {
    if (child.type === 'code') found.push({ node: child, parent: node });
    else codeNodes(child, found);
  }
  return found;
}

export default function pdfPictures() {
  return (tree: MdNode, file: { path?: string }) => {
    const path = file.path ? relative(SITE_DIR, file.path) : '';
    const codes = codeNodes(tree);
    if (!codes.some(({ node }) => (node.meta ?? '').includes('pdf-'))) return;
    const docVersion = docVersionOfFile(path);
    const version = docVersion ? PICTURE_VERSIONS[docVersion] : undefined;
    const blocks: FencedBlock[] = codes.map(({ node }) => ({
      lang: (node.lang ?? '').toLowerCase(),
      meta: node.meta ?? '',
      code: node.value ?? '',
      line: node.position?.start.line ?? 0,
    }));
    const { examples, problems } = markedExamples(blocks);
    if (problems.length > 0 || !version) {
      const messages = problems.map((problem) => `${path}:${problem.line}: ${problem.message}`);
      throw new Error(messages.join('\n') || `${path}: no mPDF is set up for pictures in ${docVersion ?? 'this folder'}`);
    }
    // Insert from the last so earlier indices stay valid.
    // markedExamples keeps the blocks with pdf-output (and no pdf-style) in this same order.
    const marked = codes.filter(({ node }) => {
      const meta = parsePictureMeta(node.meta);
      return meta.alt !== undefined && !meta.style;
    });
    for (let index = marked.length - 1; index >= 0; index -= 1) {
      const { node, parent } = marked[index]!;
      const example = examples[index]!;
      const entry = pictureFor(manifest(), exampleHash(example, mpdfIdOf(version)));
      if (!entry) throw new Error(`${path}:${example.line}: this pdf-output example has no picture for its code: run npm run pictures`);
      const figure: MdNode = {
        type: 'pdfPicture',
        data: {
          hName: 'figure',
          hProperties: { className: ['pdf-output'] },
          hChildren: figureElement(entry, example.alt, version).children,
        },
      };
      const siblings = parent.children!;
      siblings.splice(siblings.indexOf(node) + 1, 0, figure);
    }
  };
}

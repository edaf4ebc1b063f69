// `npm run pictures`: renders every code block marked `pdf-output` (src/lib/pdfPictures.ts) with the mPDF its plugin
// version bundles (scripts/lib/pdfPictureSetups.ts), and writes static/img/pdf-output/<version>/<hash>.webp and .png and
// catalogue/pdf-pictures.json. A picture whose hash is already in the manifest, with its files on disk, is left alone, so
// a run with nothing changed writes nothing; pictures no example uses any more are deleted.
//
// Needs PHP 8 (mbstring, gd), pdftoppm (poppler-utils) and cwebp (webp), and git clones of mPDF and its packages:
//   PICTURES_SOURCES=/path/to/clones npm run pictures
// where the folder holds each repository as owner+name/repo (a bare mirror), owner/name (a clone) or owner+name.
// Sources are extracted to PICTURES_CACHE (default ~/.cache/gpdf-pictures), never into this repository.
// v4's mPDF 6 runs on PHP 7.4 compiled to WebAssembly: the npm packages @php-wasm/node-7-4 and @php-wasm/universal,
// loaded only when a v4 picture is rendered (devDependencies; or NODE_PATH=/folder/with/node_modules for one run).
// `--check` renders nothing and exits 1 when a picture is missing (what the content check also reports).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { allContentFiles } from '../src/lib/files';
import {
  docVersionOfFile,
  exampleHash,
  exampleHtml,
  fencedBlocks,
  markedExamples,
  MANIFEST_FILE,
  PICTURE_DIR,
  mpdfIdOf,
  PICTURE_VERSIONS,
  type MarkedExample,
  type PictureEntry,
  type PictureManifest,
} from '../src/lib/pdfPictures';
import { parsePage } from '../src/lib/frontMatter';
import { pluginFactsOf } from '../src/plugins/reference/registry';
import {
  GRAVITY_PDF_PAGE_STYLES,
  PICTURE_SETUPS,
  type PictureRuntime,
  type PictureSetup,
  type PictureSource,
} from './lib/pdfPictureSetups';
import { cropHeightMm, lastContentRow, parsePpm } from './lib/pdfPictureImage';

/** The page is shown at the size a PDF viewer shows it at 100% (96 CSS pixels an inch), drawn at twice that for sharp text. */
/** The plugin release a docs version's pictures are made for: the tag its facts were read at (the facts registry). */
function pluginReleaseOf(docVersion: string): string {
  const facts = pluginFactsOf(docVersion);
  if (!facts) throw new Error(`${docVersion} has no plugin facts in src/plugins/reference/registry.ts: no release to name`);
  return facts.tag;
}

const CSS_DPI = 96;
const SCALE = 2;
const DPI = CSS_DPI * SCALE;
const WEBP_QUALITY = '82';
const CACHE = process.env.PICTURES_CACHE ?? join(homedir(), '.cache', 'gpdf-pictures');
const PICTURES = join(SITE_DIR, 'static', PICTURE_DIR);

interface Wanted {
  hash: string;
  file: string;
  docVersion: string;
  example: MarkedExample;
}

function loadManifest(): PictureManifest {
  const path = join(SITE_DIR, MANIFEST_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PictureManifest) : { pictures: {} };
}

/** Every marked example of the docs, with its hash. Marking problems stop the run (the content check names them too). */
function wantedPictures(): Wanted[] {
  const wanted: Wanted[] = [];
  for (const file of allContentFiles()) {
    const source = readFileSync(join(SITE_DIR, file), 'utf8');
    if (!source.includes('pdf-output')) continue;
    const page = parsePage(source);
    const { examples, problems } = markedExamples(fencedBlocks(page.body, page.bodyStartLine));
    if (problems.length > 0) throw new Error(problems.map((problem) => `${file}:${problem.line} ${problem.message}`).join('\n'));
    const docVersion = docVersionOfFile(file)!;
    const version = PICTURE_VERSIONS[docVersion];
    if (!version) throw new Error(`${file}: no mPDF is set up for pictures in ${docVersion}`);
    for (const example of examples) wanted.push({ hash: exampleHash(example, mpdfIdOf(version)), file, docVersion, example });
  }
  return wanted;
}

/** The git directory of a repository under PICTURES_SOURCES. */
function gitDirOf(repo: string): string {
  const root = process.env.PICTURES_SOURCES;
  if (!root) throw new Error('set PICTURES_SOURCES to a folder with git clones of mPDF and its packages (see scripts/pictures.ts)');
  const [owner, name] = repo.split('/');
  const candidates = [
    join(root, `${owner}+${name}`, 'repo'),
    join(root, owner!, name!, '.git'),
    join(root, owner!, name!),
    join(root, `${owner}+${name}`),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'HEAD')));
  if (!found) throw new Error(`no git clone of ${repo} under ${root} (looked for ${candidates.join(', ')})`);
  return found;
}

const git = (gitDir: string, args: string[], input?: string) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 26 });

/**
 * A source at its ref, extracted once into the cache. Files a shallow or partial clone lacks (mPDF's largest fonts)
 * and the tests are left out; the pictures use DejaVu fonts only.
 */
function extracted(source: PictureSource): string {
  const dir = join(CACHE, 'src', `${source.repo.replace('/', '+')}@${source.ref}`);
  if (existsSync(join(dir, '.complete'))) return dir;
  const gitDir = gitDirOf(source.repo);
  const entries = git(gitDir, ['ls-tree', '-r', source.ref])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t');
      return { object: meta!.split(' ')[2]!, path: path! };
    });
  const present = git(gitDir, ['cat-file', '--batch-check'], entries.map((entry) => entry.object).join('\n') + '\n').split('\n');
  const absent = entries.filter((_, index) => present[index]?.endsWith(' missing')).map((entry) => entry.path);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync(
    'git',
    [
      '--git-dir',
      gitDir,
      'archive',
      '--format=tar',
      source.ref,
      '--',
      '.',
      ':(exclude)tests',
      ...absent.map((path) => `:(exclude,literal)${path}`),
    ],
    // git names the left-out objects on stderr even though the pathspec excludes them; the exit code tells.
    { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  writeFileSync(join(dir, '.complete'), `${source.repo} ${source.ref}\nleft out: ${absent.join(', ') || 'nothing'}\n`);
  return dir;
}

/** The renderer's job for one example: the PSR-4 map, mPDF's settings and the HTML Gravity PDF would hand it. */
function renderJob(setup: PictureSetup, example: MarkedExample, out: string): Record<string, unknown> {
  const psr4: Record<string, string> = {};
  const classmap: string[] = [];
  for (const source of [setup.mpdf, ...setup.dependencies]) {
    const dir = extracted(source);
    for (const [prefix, folder] of Object.entries(source.psr4)) psr4[prefix] = join(dir, folder);
    for (const path of source.classmap ?? []) classmap.push(join(dir, path));
  }
  for (const [prefix, folder] of Object.entries(setup.shims)) psr4[prefix] = join(SITE_DIR, 'scripts', 'pictures', folder);
  const tempDir = join(CACHE, 'tmp', setup.mpdf.ref);
  mkdirSync(tempDir, { recursive: true });
  const legacy = setup.legacy && { ...setup.legacy, entry: join(extracted(setup.mpdf), setup.legacy.entry), tempDir };
  return {
    psr4,
    classmap,
    ...(legacy && { legacy }),
    config: { ...setup.config, tempDir },
    html: GRAVITY_PDF_PAGE_STYLES + exampleHtml(example),
    out,
  };
}

/** A PHP 7.4 (WebAssembly) runtime, loaded once, that sees the host's files under the folders it is given. */
interface WasmPhp {
  run(request: { code: string }): Promise<{ exitCode: number; errors: string; text: string }>;
}
let wasmPhp: Promise<WasmPhp> | undefined;

/** Loads an npm package that only this script needs, from the site or from NODE_PATH, naming it when it is missing. */
function optionalPackage<T>(name: string): T {
  const paths = [SITE_DIR, ...(process.env.NODE_PATH ?? '').split(':').filter(Boolean)];
  try {
    return createRequire(join(SITE_DIR, 'package.json'))(createRequire(join(SITE_DIR, 'package.json')).resolve(name, { paths })) as T;
  } catch (error) {
    throw new Error(`${name} is needed to render v4 pictures (PHP 7.4 in WebAssembly) and could not be loaded: ${String(error)}`);
  }
}

function loadWasmPhp(): Promise<WasmPhp> {
  wasmPhp ??= (async () => {
    const builds = optionalPackage<{ getPHPLoaderModule(): Promise<unknown> }>('@php-wasm/node-7-4');
    const universal = optionalPackage<{
      loadPHPRuntime(loader: unknown): Promise<number>;
      PHP: new (runtime: number) => WasmPhp;
      __private__dont__use: symbol;
    }>('@php-wasm/universal');
    const php = new universal.PHP(await universal.loadPHPRuntime(await builds.getPHPLoaderModule()));
    // Emscripten's file system, as @php-wasm/node mounts host folders: each folder at its own path.
    const fs = (php as unknown as Record<symbol, { FS: EmscriptenFs }>)[universal.__private__dont__use]!.FS;
    for (const dir of [CACHE, join(SITE_DIR, 'scripts', 'pictures')]) {
      fs.mkdirTree(dir);
      fs.mount(fs.filesystems.NODEFS, { root: dir }, dir);
    }
    return php;
  })();
  return wasmPhp;
}

interface EmscriptenFs {
  mkdirTree(path: string): void;
  mount(type: unknown, options: { root: string }, mountpoint: string): void;
  filesystems: { NODEFS: unknown };
}

/** Runs render.php on a job with the PHP the setup names; throws with PHP's error output when it fails. */
async function runRenderer(runtime: PictureRuntime, jobFile: string): Promise<void> {
  const script = join(SITE_DIR, 'scripts', 'pictures', 'render.php');
  if (runtime === 'php-cli') {
    try {
      execFileSync('php', [script, jobFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      throw new Error((error as { stderr?: Buffer }).stderr?.toString() ?? String(error));
    }
    return;
  }
  const php = await loadWasmPhp();
  const result = await php
    .run({ code: `<?php $argv = [ 'render.php', ${JSON.stringify(jobFile)} ]; require ${JSON.stringify(script)};` })
    .catch((error: unknown) => ({
      exitCode: 1,
      errors: String((error as { response?: { errors?: string } }).response?.errors ?? error),
      text: '',
    }));
  if (result.exitCode !== 0) throw new Error(result.errors || result.text);
}

async function render(wanted: Wanted): Promise<PictureEntry> {
  const setup = PICTURE_SETUPS[wanted.docVersion]!;
  const version = PICTURE_VERSIONS[wanted.docVersion]!;
  const work = join(CACHE, 'work', wanted.hash);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const pdf = join(work, 'example.pdf');
  const jobFile = join(work, 'job.json');
  writeFileSync(jobFile, JSON.stringify(renderJob(setup, wanted.example, pdf)));
  try {
    await runRenderer(setup.runtime, jobFile);
  } catch (error) {
    const stderr = (error as Error).message;
    throw new Error(`${wanted.file}:${wanted.example.line}: mPDF could not render this example (${version.mpdfLabel}):\n${stderr}`);
  }
  const page = String(wanted.example.page);
  const pdftoppm = (extra: string[], base: string) =>
    execFileSync('pdftoppm', ['-r', String(DPI), '-f', page, '-l', page, '-singlefile', ...extra, pdf, join(work, base)]);
  pdftoppm([], 'page');
  const pixmap = parsePpm(readFileSync(join(work, 'page.ppm')));
  const pixelsPerMm = DPI / 25.4;
  const croppedToMm = wanted.example.fullPage ? undefined : cropHeightMm(lastContentRow(pixmap), pixelsPerMm, setup.paper.heightMm);
  const height = croppedToMm === undefined ? pixmap.height : Math.min(pixmap.height, Math.round(croppedToMm * pixelsPerMm));
  pdftoppm(['-png', '-x', '0', '-y', '0', '-W', String(pixmap.width), '-H', String(height)], 'picture');

  const base = `${wanted.docVersion}/${wanted.hash.slice(0, 16)}`;
  const webp = `${base}.webp`;
  const fallback = `${base}.png`;
  mkdirSync(join(PICTURES, wanted.docVersion), { recursive: true });
  execFileSync('cwebp', ['-quiet', '-q', WEBP_QUALITY, '-m', '6', join(work, 'picture.png'), '-o', join(PICTURES, webp)]);
  writeFileSync(join(PICTURES, fallback), readFileSync(join(work, 'picture.png')));
  rmSync(work, { recursive: true, force: true });
  return {
    docVersion: wanted.docVersion,
    plugin: pluginReleaseOf(wanted.docVersion),
    mpdf: mpdfIdOf(version),
    source: `${wanted.file}:${wanted.example.line}`,
    webp,
    fallback,
    width: Math.round(pixmap.width / SCALE),
    height: Math.round(height / SCALE),
    bytes: { webp: statSync(join(PICTURES, webp)).size, fallback: statSync(join(PICTURES, fallback)).size },
    paper: `${setup.paper.name} portrait`,
    page: wanted.example.page,
    ...(croppedToMm !== undefined && { croppedToMm }),
  };
}

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.replace(/\\/g, '/'))
    .filter((name) => statSync(join(dir, name)).isFile());
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const manifest = loadManifest();
  const wanted = wantedPictures();
  const next: PictureManifest = { pictures: {} };
  let rendered = 0;
  const missing: string[] = [];
  for (const item of [...wanted].sort((a, b) => a.hash.localeCompare(b.hash))) {
    if (next.pictures[item.hash]) continue; // the same example twice on one version: one picture
    const known = manifest.pictures[item.hash];
    if (known && existsSync(join(PICTURES, known.webp)) && existsSync(join(PICTURES, known.fallback))) {
      // The line may move without the example changing; the manifest keeps pointing at where it is now.
      next.pictures[item.hash] = { ...known, source: `${item.file}:${item.example.line}` };
      continue;
    }
    if (check) {
      missing.push(`${item.file}:${item.example.line}`);
      continue;
    }
    console.log(`rendering ${item.file}:${item.example.line} (${PICTURE_VERSIONS[item.docVersion]!.mpdfLabel})`);
    next.pictures[item.hash] = await render(item);
    rendered += 1;
  }
  if (check) {
    for (const place of missing) console.error(`${place}: no picture for this pdf-output example: run npm run pictures`);
    process.exitCode = missing.length > 0 ? 1 : 0;
    return;
  }

  const kept = new Set(Object.values(next.pictures).flatMap((entry) => [entry.webp, entry.fallback]));
  const stale = filesIn(PICTURES).filter((file) => !kept.has(file));
  for (const file of stale) rmSync(join(PICTURES, file));

  const manifestPath = join(SITE_DIR, MANIFEST_FILE);
  const text = `${JSON.stringify(next, null, 1)}\n`;
  const changed = !existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== text;
  if (changed) {
    mkdirSync(dirname(manifestPath), { recursive: true });
    writeFileSync(manifestPath, text);
  }
  console.log(
    `${Object.keys(next.pictures).length} pictures: ${rendered} rendered, ${stale.length} stale files deleted, ` +
      `${changed ? `${relative(SITE_DIR, manifestPath)} written` : 'manifest unchanged'}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// Compares what the first query of a cold search must fetch with Pagefind (chunked index, what we ship) and with a
// single-file index (MiniSearch, the usual alternative), over the same records: the local index in DocSearch's record
// shape. Figures only. `npm run build && npm run search:records && npm run bench:engines`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { SEARCH_SETTINGS } from '../../src/data/site';
import { formatBytes } from '../lib/benchFigures';
import { SITE_DIR } from '../../src/lib/contentFiles';
import type { DocSearchRecordFields } from '../../src/plugins/search/client/types';

const RECORDS_FILE = join(SITE_DIR, 'reports/search-records.json');
const BUNDLE_DIR = join(SITE_DIR, 'build', SEARCH_SETTINGS.localBundlePath);
/** Pages the modal lists per query: one Pagefind fragment each. */
const PAGES_PER_QUERY = 8;
const QUERIES = ['watermark', 'memory limit', 'gfpdf_pdf_filename', 'change the pdf file name', 'add_pdf'];

const gzipped = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const sizesIn = (dir: string) => readdirSync(dir).map((name) => statSync(join(dir, name)).size);
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

function pagefindFirstQuery(): { bytes: number; parts: string } {
  // Pagefind's own files are already compressed on disk; pagefind.js is served gzipped.
  const fixed = ['pagefind-entry.json', 'wasm.en.pagefind'].map((name) => statSync(join(BUNDLE_DIR, name)).size);
  const meta = readdirSync(BUNDLE_DIR)
    .filter((name) => name.endsWith('.pf_meta'))
    .map((name) => statSync(join(BUNDLE_DIR, name)).size);
  const script = gzipped(readFileSync(join(BUNDLE_DIR, 'pagefind.js')));
  const chunk = average(sizesIn(join(BUNDLE_DIR, 'index')));
  const fragments = PAGES_PER_QUERY * average(sizesIn(join(BUNDLE_DIR, 'fragment')));
  const bytes = fixed.reduce((a, b) => a + b, 0) + meta.reduce((a, b) => a + b, 0) + script + chunk + fragments;
  return {
    bytes,
    parts: `WebAssembly ${formatBytes(fixed[1]!)}, pagefind.js ${formatBytes(script)}, one index chunk ${formatBytes(chunk)} (average), ${PAGES_PER_QUERY} fragments ${formatBytes(fragments)}`,
  };
}

function miniSearchFirstQuery(records: DocSearchRecordFields[]) {
  const fields = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'content'];
  const options = {
    fields,
    storeFields: ['url', 'lvl1', 'lvl2', 'lvl3'],
    searchOptions: { boost: { lvl1: 3, lvl2: 2, lvl3: 1.5 }, prefix: true, fuzzy: 0.2 },
  };
  const documents = records.map((record, id) => ({ id, url: record.url, content: record.content ?? '', ...record.hierarchy }));
  const index = new MiniSearch(options);
  index.addAll(documents);
  const serialised = JSON.stringify(index);
  // Snippets need the text as well: a single-file index ships it with the index or fetches it per hit.
  const text = JSON.stringify(documents.map((document) => document.content));
  // The package's ES build, unminified: a little more than a site would ship.
  const library = gzipped(readFileSync(join(dirname(require.resolve('minisearch')), '../es/index.js')));
  const started = performance.now();
  const loaded = MiniSearch.loadJSON(serialised, options);
  const loadMs = performance.now() - started;
  const queryMs = QUERIES.map((query) => {
    const queryStarted = performance.now();
    loaded.search(query);
    return performance.now() - queryStarted;
  });
  return { index: gzipped(serialised), text: gzipped(text), library, loadMs, queryMs };
}

function main(): void {
  if (!existsSync(RECORDS_FILE) || !existsSync(BUNDLE_DIR)) {
    throw new Error('Needs the built site and its records: run `npm run build && npm run search:records` first.');
  }
  const records = JSON.parse(readFileSync(RECORDS_FILE, 'utf8')) as DocSearchRecordFields[];
  const pagefind = pagefindFirstQuery();
  const mini = miniSearchFirstQuery(records);
  const miniTotal = mini.index + mini.library;
  console.log(
    [
      `Search engines, first query of a cold search (${records.length} records, gzip sizes)`,
      `  Pagefind (chunked): ${formatBytes(pagefind.bytes)} — ${pagefind.parts}`,
      `  MiniSearch (one file): ${formatBytes(miniTotal)} — index ${formatBytes(mini.index)}, library ${formatBytes(mini.library)} unminified; ` +
        `${formatBytes(mini.text)} more if snippets come with it`,
      `    MiniSearch in Node: loading the index ${mini.loadMs.toFixed(0)} ms, a query ${average(mini.queryMs).toFixed(1)} ms on average`,
      `  Budget: < 150 KB before the first results, interface included.`,
    ].join('\n'),
  );
}

main();

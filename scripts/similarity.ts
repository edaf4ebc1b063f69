// `npm run similarity`: the most similar premium template pages of each version (8-word shingles); the content check
// fails a pair above MAX_SHARED_TEMPLATE_WORDING.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePage } from './lib/contentCheck';
import { contentFileOf, SITE_DIR } from '../src/lib/contentFiles';
import { MAX_SHARED_TEMPLATE_WORDING } from './lib/checkContent';
import type { ProductsFile } from './lib/productFacts';
import { similarPairs } from './lib/similarity';

const SHOWN_PAIRS = Number(process.argv[2] ?? 5);
const products = JSON.parse(readFileSync(join(SITE_DIR, 'catalogue', 'facts', 'products.json'), 'utf8')) as ProductsFile;
const byVersion = new Map<string, Map<string, string>>();
for (const template of products.templates) {
  for (const [version, route] of Object.entries(template.routes)) {
    const file = route ? contentFileOf(route) : undefined;
    if (!file) continue;
    if (!byVersion.has(version)) byVersion.set(version, new Map());
    byVersion.get(version)!.set(file, parsePage(readFileSync(join(SITE_DIR, file), 'utf8')).body);
  }
}
let over = 0;
for (const [version, pages] of [...byVersion].sort()) {
  const pairs = similarPairs(pages);
  over += pairs.filter((pair) => pair.shared > MAX_SHARED_TEMPLATE_WORDING).length;
  console.log(`\n${version}: ${pages.size} template pages, ${pairs.length} pairs; most similar:`);
  for (const pair of pairs.slice(0, SHOWN_PAIRS)) console.log(`  ${(pair.shared * 100).toFixed(1).padStart(5)}%  ${pair.a}  ~  ${pair.b}`);
}
console.log(`\nPairs above ${MAX_SHARED_TEMPLATE_WORDING * 100}%: ${over}.`);
process.exitCode = over > 0 ? 1 : 0;

// `npx tsx scripts/strip-catalogue-titles.ts [files…]`: deletes the `title:` and `sidebar_label:` lines a content file's
// front matter repeats from catalogue/routes.json (the build takes them from there). Only those lines change, and only
// where the written value equals the catalogue's; a value that differs is reported and left for a person to settle.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { load as parseYaml } from 'js-yaml';
import { allContentFiles } from '../src/lib/files';
import { loadCatalogue, SITE_DIR } from '../src/lib/contentFiles';
import { cataloguePageOfFile, CATALOGUE_KEYS } from '../src/lib/catalogueFrontMatter';

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)---(\r?\n|$)/;

const catalogue = loadCatalogue();
const requested = process.argv.slice(2).map((file) => file.replace(/^\.\//, ''));
const files = requested.length > 0 ? requested : allContentFiles();
const removed: Record<string, number> = Object.fromEntries(CATALOGUE_KEYS.map((key) => [key, 0]));
let changedFiles = 0;
let problems = 0;

for (const file of files) {
  const entry = cataloguePageOfFile(catalogue, file);
  if (!entry) continue;
  const source = readFileSync(join(SITE_DIR, file), 'utf8');
  const match = FRONT_MATTER.exec(source);
  if (!match) continue;
  const block = match[1]!;
  let before: Record<string, unknown>;
  try {
    before = (parseYaml(block) ?? {}) as Record<string, unknown>;
  } catch {
    console.error(`${file}: the front matter is not valid YAML (npm run check:content says where): left as is`);
    problems++;
    continue;
  }
  const lines = block.split(/(?<=\n)/);
  const drop = new Set<number>();
  for (const key of CATALOGUE_KEYS) {
    const value = entry[key];
    if (value === null || !(key in before)) continue;
    if (before[key] !== value) {
      console.error(`${file}: ${key} ${JSON.stringify(before[key])} differs from the catalogue's ${JSON.stringify(value)}: left as is`);
      problems++;
      continue;
    }
    const index = lines.findIndex((line) => line.startsWith(`${key}:`));
    if (index >= 0) drop.add(index);
  }
  if (drop.size === 0) continue;
  const nextBlock = lines.filter((_, index) => !drop.has(index)).join('');
  // Byte-safe: the rest of the front matter must parse to exactly what it did, less the deleted keys.
  const expected = { ...before };
  for (const index of drop) delete expected[lines[index]!.slice(0, lines[index]!.indexOf(':'))];
  let after: unknown;
  try {
    after = parseYaml(nextBlock) ?? {};
  } catch {
    after = undefined;
  }
  if (!isDeepStrictEqual(after, expected)) {
    console.error(`${file}: deleting the lines would change other front matter (a value spans lines?): left as is`);
    problems++;
    continue;
  }
  for (const index of drop) removed[lines[index]!.slice(0, lines[index]!.indexOf(':'))]!++;
  const opening = /^---\r?\n/.exec(source)![0];
  writeFileSync(join(SITE_DIR, file), opening + nextBlock + source.slice(opening.length + block.length));
  changedFiles++;
}

console.log(
  `${files.length} files read, ${changedFiles} changed: ${CATALOGUE_KEYS.map((key) => `${removed[key]} \`${key}:\` lines`).join(', ')} deleted; ${problems} left for a person.`,
);
process.exitCode = problems > 0 ? 1 : 0;

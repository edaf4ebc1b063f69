// Walks folders: every file below a folder (skipping named folders), and the site's content files. Node-only; used by
// the search index step, the scripts and the tests.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SITE_DIR } from './contentFiles';

/** Every file below `dir` (full paths); folders named in `skip` are not entered; a missing folder has none. */
export function filesUnder(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = join(dir, name);
    if (!statSync(full).isDirectory()) return [full];
    return skip.has(name) ? [] : filesUnder(full, skip);
  });
}

/** The site's content files (docs/ and versioned_docs/, .md and .mdx), relative to the repository root, sorted. */
export function allContentFiles(siteDir: string = SITE_DIR): string[] {
  return ['docs', 'versioned_docs']
    .flatMap((dir) => filesUnder(join(siteDir, dir)))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => relative(siteDir, file).replace(/\\/g, '/'))
    .sort();
}

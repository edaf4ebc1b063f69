// Lists the site's content files (docs/ and versioned_docs/), relative to the repository root.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SITE_DIR } from '../../src/lib/contentFiles';

function walk(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

export function allContentFiles(siteDir: string = SITE_DIR): string[] {
  return [...walk(join(siteDir, 'docs')), ...walk(join(siteDir, 'versioned_docs'))]
    .map((file) => relative(siteDir, file).replace(/\\/g, '/'))
    .sort();
}

// `npm run hook-history`: walks every stable tag of Gravity PDF from 4.0 on, finds the hooks each fires (the facts
// files' rules, scripts/lib/phpHooks.ts) and writes catalogue/facts/hook-history.json: each hook's first release,
// argument changes, removal and deprecation. Run it when the facts move to a new plugin tag, with a clone of
// GravityPDF/gravity-pdf that has its tags: GRAVITY_PDF_SOURCE=/path/to/gravity-pdf.git npm run hook-history.
// The build only reads the committed file; it never clones anything.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { filesAtTag, gitTags } from './lib/gitTags';
import { hookHistory, stableReleases, type HookHistoryFile } from './lib/hookHistory';
import { hooksInPhp } from './lib/phpHooks';

/** Paths the facts scan leaves out (catalogue/facts/README.md). */
const EXCLUDED = [/^tests\//, /(^|\/)vendor\//, /(^|\/)node_modules\//, /^\.php-scoper\//, /Licensing\/EDD_SL_Plugin_Updater\.php$/i];
const isScanned = (path: string) => path.endsWith('.php') && !EXCLUDED.some((pattern) => pattern.test(path));

export function buildHookHistory(repo: string, firstRelease: string, repoName: string): HookHistoryFile {
  const releases = stableReleases(gitTags(repo), firstRelease);
  const scans = releases.map((release) => ({
    release,
    hooks: filesAtTag(repo, release, isScanned).flatMap((file) => hooksInPhp(file.source, file.path)),
  }));
  return { repo: repoName, releases, hooks: hookHistory(scans) };
}

if (require.main === module) {
  const repo = process.env.GRAVITY_PDF_SOURCE;
  if (!repo) throw new Error('set GRAVITY_PDF_SOURCE to a clone of GravityPDF/gravity-pdf with its tags');
  const history = buildHookHistory(repo, '4.0', 'GravityPDF/gravity-pdf');
  const out = join(SITE_DIR, 'catalogue', 'facts', 'hook-history.json');
  writeFileSync(out, `${JSON.stringify(history, null, 1)}\n`);
  console.log(
    `${history.hooks.length} hooks across ${history.releases.length} releases (${history.releases[0]} … ${history.releases.at(-1)}) → ${out}`,
  );
}

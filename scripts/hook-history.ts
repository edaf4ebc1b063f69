// `npm run hook-history`: walks every stable tag of Gravity PDF from 3.3.4 (the oldest tag) on, and the releases that
// have no tag at the commit released (scripts/data/untaggedReleases.ts), finds the hooks each fires (the facts files'
// rules, scripts/lib/phpHooks.ts) and writes catalogue/facts/hook-history.json: each hook's first release, argument
// changes, removal and deprecation. Run it when the facts move to a new plugin tag, with a clone of
// GravityPDF/gravity-pdf that has its tags and history: GRAVITY_PDF_SOURCE=/path/to/gravity-pdf npm run hook-history.
// The build only reads the committed file; it never clones anything.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { filesAtTag, gitTags } from './lib/gitTags';
import { hookHistory, stableReleases, type HookHistoryFile } from './lib/hookHistory';
import { compareReleases } from '../src/lib/releases';
import { hooksInPhp } from './lib/phpHooks';
import { UNTAGGED_RELEASES, type UntaggedRelease } from './data/untaggedReleases';

/**
 * Paths the facts scan leaves out (catalogue/facts/README.md). 3.x keeps its code in model/, helper/, view/ and
 * initialisation/ at the top level and ships mPDF in mPDF/ (no plugin hooks); all of it is read like src/.
 */
const EXCLUDED = [/^tests\//, /(^|\/)vendor\//, /(^|\/)node_modules\//, /^\.php-scoper\//, /Licensing\/EDD_SL_Plugin_Updater\.php$/i];
const isScanned = (path: string) => path.endsWith('.php') && !EXCLUDED.some((pattern) => pattern.test(path));

/** The oldest stable tag of the plugin's repository. */
export const FIRST_RELEASE = '3.3.4';

export function buildHookHistory(
  repo: string,
  firstRelease: string,
  repoName: string,
  untagged: readonly UntaggedRelease[] = [],
): HookHistoryFile {
  const tags = stableReleases(gitTags(repo), firstRelease);
  const extra = untagged.filter((entry) => !tags.includes(entry.release) && compareReleases(entry.release, firstRelease) >= 0);
  const commitOf = new Map(extra.map((entry) => [entry.release, entry.commit]));
  const releases = [...tags, ...extra.map((entry) => entry.release)].sort(compareReleases);
  const scans = releases.map((release) => ({
    release,
    hooks: filesAtTag(repo, commitOf.get(release) ?? release, isScanned).flatMap((file) => hooksInPhp(file.source, file.path)),
  }));
  const hooks = hookHistory(scans);
  // The reviewed list of each untagged release's new hooks must be what its commit fires for the first time.
  for (const entry of extra) {
    const found = hooks
      .filter((hook) => hook.introduced === entry.release)
      .map((hook) => `${hook.kind} ${hook.name}`)
      .sort();
    const listed = entry.newHooks.map((hook) => `${hook.kind} ${hook.name}`).sort();
    if (found.join('\n') !== listed.join('\n')) {
      throw new Error(
        `scripts/data/untaggedReleases.ts: ${entry.release} (${entry.commit}) first fires ${found.join(', ') || 'no hooks'}, ` +
          `but its entry lists ${listed.join(', ') || 'none'}; check the changelog and correct the entry`,
      );
    }
  }
  return {
    repo: repoName,
    releases,
    ...(extra.length > 0 && {
      untagged: extra.map(({ release, date, commit, changelog }) => ({ release, date, commit, changelog })),
    }),
    hooks,
  };
}

if (require.main === module) {
  const repo = process.env.GRAVITY_PDF_SOURCE;
  if (!repo) throw new Error('set GRAVITY_PDF_SOURCE to a clone of GravityPDF/gravity-pdf with its tags');
  const history = buildHookHistory(repo, FIRST_RELEASE, 'GravityPDF/gravity-pdf', UNTAGGED_RELEASES);
  const out = join(SITE_DIR, 'catalogue', 'facts', 'hook-history.json');
  writeFileSync(out, `${JSON.stringify(history, null, 1)}\n`);
  console.log(
    `${history.hooks.length} hooks across ${history.releases.length} releases (${history.releases[0]} … ${history.releases.at(-1)}) → ${out}`,
  );
}

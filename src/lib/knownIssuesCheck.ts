// Reads the release notes from disk for the known-issues check (Node only; knownIssues.ts stays pure so the
// KnownIssues component can import it in the browser bundle).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { knownIssueProblems, type KnownIssue, type ReleaseNotePostText } from './knownIssues';
import { frontMatterOf } from './frontMatter';

/** Every post in a release notes folder, with its front matter's slug and release and its whole text. */
export function readReleaseNoteTexts(releaseNotesDir: string): ReleaseNotePostText[] {
  const folder = basename(releaseNotesDir);
  return readdirSync(releaseNotesDir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(releaseNotesDir, name), 'utf8');
      const front = frontMatterOf(text);
      return {
        file: `${folder}/${name}`,
        slug: typeof front.slug === 'string' ? front.slug : '',
        release: typeof front.release === 'string' ? front.release : '',
        text,
      };
    });
}

/** Problems with the known issues against the release notes in releaseNotesDir; an empty list when they agree. */
export function checkKnownIssues(entries: readonly KnownIssue[], releaseNotesDir: string): string[] {
  return knownIssueProblems(entries, readReleaseNoteTexts(releaseNotesDir));
}

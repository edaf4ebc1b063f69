// Known issues per major version (catalogue/known-issues.json), kept in step with the release notes: each entry's
// fixedIn names a patch section of a post, and its releaseNote must be text of a Fix bullet there, so the "Known
// issues" pages and the release notes cannot disagree. Pure: reading the posts from disk is in knownIssuesCheck.ts,
// so the component that imports this module stays free of Node APIs.
import { compareReleases } from './releases';
import allEntries from '../../catalogue/known-issues.json';

export type Major = 'v6' | 'v5' | 'v4';

export interface KnownIssue {
  major: Major;
  /** What the reader saw, in their words; an error message quoted exactly in backticks. */
  symptom: string;
  /** Releases that have the bug: "6.0.0–6.4.0", or one release. */
  affected: string;
  /** What to do before updating, or "Update". */
  workaround: string;
  /** The first release with the fix. */
  fixedIn: string;
  /** The GitHub issue or pull request. */
  source: string;
  /** Exact text of a Fix bullet in the fixedIn section of the release notes. */
  releaseNote: string;
  /**
   * Topic pages of the same major where a reader meets this bug (the page on the feature that broke). Each shows the
   * entry under "Known bugs in older releases", so a reader who searches the symptom finds it where they land.
   */
  pages?: string[];
}

/** A release notes post, as the check needs it. */
export interface ReleaseNotePostText {
  file: string;
  slug: string;
  release: string;
  text: string;
}

export const KNOWN_ISSUES_FILE = 'catalogue/known-issues.json';
/** The page of each major version that lists all its entries (the build test checks each one does). */
export const KNOWN_ISSUES_PAGES: Readonly<Record<Major, string>> = {
  v6: '/v6/users/known-issues',
  v5: '/v5/known-issues',
  v4: '/v4/known-issues',
};
const MAJORS: readonly Major[] = ['v6', 'v5', 'v4'];
const RANGE_DASH = '–';
/** Bullet labels that mark something other than a fix. Unlabelled bullets in a patch section are fixes. */
const NOT_A_FIX =
  /^(new|feature|changed|removed|developers?|dev|housekeeping|performance|privacy|requirements?|licen[cs]es|access change|hardening|interface)\b/i;

/** The minor line a release belongs to: 6.4.1 → 6.4, 4.0 → 4.0. */
export function releaseLine(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** The heading id of a release's section in its post: 6.4.1 → 6-4-1. */
export function releaseAnchor(version: string): string {
  return version.replace(/\./g, '-');
}

/** The post's slug for a release line; checkKnownIssues confirms each post's front matter says the same. */
export function releaseNoteSlug(version: string): string {
  return `gravity-pdf-${releaseAnchor(releaseLine(version))}`;
}

/** Where "Fixed in X" links: the release's section of its post. */
export function releaseNoteLink(version: string): string {
  return `/release-notes/${releaseNoteSlug(version)}#${releaseAnchor(version)}`;
}

/** One major version's entries, newest fix first (entries fixed in the same release keep their file order). */
export function knownIssuesFor(major: Major, entries: readonly KnownIssue[] = allEntries as KnownIssue[]): KnownIssue[] {
  return entries.filter((entry) => entry.major === major).sort((a, b) => compareReleases(b.fixedIn, a.fixedIn));
}

/** The entries that name `route` among their topic pages, newest fix first. */
export function knownIssuesOnPage(route: string, entries: readonly KnownIssue[] = allEntries as KnownIssue[]): KnownIssue[] {
  const major = /^\/(v\d)\//.exec(route)?.[1] as Major | undefined;
  return major ? knownIssuesFor(major, entries).filter((entry) => entry.pages?.includes(route)) : [];
}

/** The link text for an entry's source: "Issue #851", "Pull request #1064", "Commit 2323f74". */
export function sourceLabel(url: string): string {
  const match = /\/(issues|pull)\/(\d+)$/.exec(url);
  if (match) return `${match[1] === 'pull' ? 'Pull request' : 'Issue'} #${match[2]}`;
  const commit = /\/commit\/([0-9a-f]{7})/.exec(url);
  return commit ? `Commit ${commit[1]}` : 'Source';
}

/**
 * A topic page's section as Markdown: the heading, one sentence, and a table of its entries with the same columns as
 * the known-issues page. Written as Markdown so it ships as page content, with no component or data in the bundle.
 */
export function topicSectionMarkdown(route: string, entries: readonly KnownIssue[] = allEntries as KnownIssue[]): string {
  const onPage = knownIssuesOnPage(route, entries);
  if (onPage.length === 0) return '';
  const major = onPage[0]!.major;
  const cell = (text: string) => squash(text).replace(/\|/g, '\\|');
  return [
    `## ${TOPIC_SECTION_HEADING}`,
    '',
    `If what you see matches a row below, your Gravity PDF ${major.slice(1)} release has the bug: update to the release in "Fixed in", or follow "Before you update" until you can. [Known issues](${KNOWN_ISSUES_PAGES[major]}) lists every bug fixed in version ${major.slice(1)}.`,
    '',
    '| What you see | Affected versions | Before you update | Fixed in |',
    '| --- | --- | --- | --- |',
    ...onPage.map(
      (entry) =>
        `| ${cell(entry.symptom)} | ${cell(entry.affected)} | ${cell(entry.workaround)} | [Fixed in ${entry.fixedIn}](${releaseNoteLink(entry.fixedIn)}) ([${sourceLabel(entry.source)}](${entry.source})) |`,
    ),
    '',
  ].join('\n');
}

/** The heading the topic pages show their entries under. */
export const TOPIC_SECTION_HEADING = 'Known bugs in older releases';

/**
 * Problems with the entries' topic pages: each must be a written page of the entry's own major version, other than
 * the known-issues page itself, and listed once.
 */
export function knownIssuePageProblems(entries: readonly KnownIssue[], isWrittenPage: (route: string) => boolean): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const name = `${KNOWN_ISSUES_FILE}: '${squash(entry.symptom).slice(0, 60)}…'`;
    const pages = entry.pages ?? [];
    for (const page of pages) {
      if (!page.startsWith(`/${entry.major}/`))
        problems.push(`${name} lists ${page} under pages: give a ${entry.major} page, the major version the bug is in`);
      else if (page === KNOWN_ISSUES_PAGES[entry.major])
        problems.push(`${name} lists the known-issues page under pages: it already shows every entry`);
      else if (!isWrittenPage(page)) problems.push(`${name} lists ${page} under pages, which is not a written page: fix the path`);
    }
    if (new Set(pages).size !== pages.length) problems.push(`${name} lists a page twice under pages`);
  }
  return problems;
}

interface Section {
  version: string;
  post: ReleaseNotePostText;
  fixBullets: string[];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function label(bullet: string): string | undefined {
  const bold = /^\*\*([^*]+?)\*\*/.exec(bullet);
  if (bold) {
    const inner = bold[1] ?? '';
    if (inner.endsWith(':') || bullet.slice(bold[0].length).startsWith(':')) return inner.replace(/:$/, '');
    return undefined;
  }
  return /^([A-Za-z][A-Za-z ]{0,30}):\s/.exec(bullet)?.[1];
}

/** Top-level bullets of a section with their continuation and nested lines; the Fix ones only. */
function fixBulletsOf(lines: readonly string[]): string[] {
  const bullets: string[] = [];
  for (const line of lines) {
    if (line.startsWith('- ')) bullets.push(line.slice(2));
    else if (/^\s+\S/.test(line) && bullets.length > 0) bullets[bullets.length - 1] += `\n${line.trim().replace(/^- /, '')}`;
  }
  return bullets.filter((bullet) => !NOT_A_FIX.test(label(bullet) ?? '')).map(squash);
}

function sectionsOf(post: ReleaseNotePostText): Section[] {
  const sections: Section[] = [];
  let current: { version: string; lines: string[] } | undefined;
  const close = () => current && sections.push({ version: current.version, post, fixBullets: fixBulletsOf(current.lines) });
  for (const line of post.text.split(/\r?\n/)) {
    if (line.startsWith('## ')) {
      close();
      const id = /\{#([\d-]+)\}\s*$/.exec(line)?.[1];
      current = id ? { version: id.replace(/-/g, '.'), lines: [] } : undefined;
    } else current?.lines.push(line);
  }
  close();
  return sections;
}

/** Problems with the entries, each naming the entry and the fix; none when the data and the release notes agree. */
export function knownIssueProblems(entries: readonly KnownIssue[], posts: readonly ReleaseNotePostText[]): string[] {
  const problems: string[] = [];
  const sections = new Map<string, Section>();
  for (const post of posts) for (const section of sectionsOf(post)) sections.set(section.version, section);
  const seen = new Set<string>();

  for (const entry of entries) {
    const name = `${KNOWN_ISSUES_FILE}: '${squash(String(entry.symptom ?? '')).slice(0, 60)}…'`;
    const say = (problem: string) => problems.push(`${name} ${problem}`);
    const missing = (['major', 'symptom', 'affected', 'workaround', 'fixedIn', 'source', 'releaseNote'] as const).filter(
      (key) => typeof entry[key] !== 'string' || entry[key].trim() === '',
    );
    if (missing.length > 0) {
      say(`has no ${missing.join(', ')}: fill in every field`);
      continue;
    }
    if (!MAJORS.includes(entry.major)) say(`has major "${entry.major}": use one of ${MAJORS.join(', ')}`);
    if (seen.has(entry.symptom)) say('is listed twice: remove one');
    seen.add(entry.symptom);
    if (!/^\d+(\.\d+)+$/.test(entry.fixedIn) || `v${entry.fixedIn.split('.')[0]}` !== entry.major) {
      say(`says fixed in ${entry.fixedIn}, which is not a ${entry.major} release: correct fixedIn or major`);
      continue;
    }
    // A commit where the fix names no issue or pull request.
    if (!/^https:\/\/github\.com\/GravityPDF\/[\w.-]+\/((issues|pull)\/\d+|commit\/[0-9a-f]{7,40})$/.test(entry.source)) {
      say(`has source ${entry.source}: give the GitHub issue, pull request or (where the fix names neither) commit URL`);
    }

    const line = releaseLine(entry.fixedIn);
    const post = posts.find((candidate) => candidate.release === line);
    if (!post) {
      say(`says fixed in ${entry.fixedIn}, but release-notes/ has no post for Gravity PDF ${line}: add it or correct fixedIn`);
      continue;
    }
    if (post.slug !== releaseNoteSlug(entry.fixedIn)) {
      say(`links ${releaseNoteLink(entry.fixedIn)}, but ${post.file} has slug ${post.slug}: use slug ${releaseNoteSlug(entry.fixedIn)}`);
    }
    const section = sections.get(entry.fixedIn);
    if (!section || section.post !== post) {
      say(`says fixed in ${entry.fixedIn}, but ${post.file} has no section {#${releaseAnchor(entry.fixedIn)}}: add it or correct fixedIn`);
      continue;
    }
    const note = squash(entry.releaseNote);
    if (!section.fixBullets.some((bullet) => bullet.includes(note))) {
      say(
        `says fixed in ${entry.fixedIn} with the release note "${note}", but no Fix bullet of {#${releaseAnchor(entry.fixedIn)}} in ${post.file} contains it: add a **Fix:** bullet there or correct releaseNote`,
      );
    }

    const releases = [...sections.keys()].filter((version) => `v${version.split('.')[0]}` === entry.major).sort(compareReleases);
    const before = releases[releases.indexOf(entry.fixedIn) - 1];
    const [from, to = from, extra] = entry.affected.split(RANGE_DASH).map((part) => part.trim());
    if (extra !== undefined || !from || !to) {
      say(`has affected "${entry.affected}": write one release or "first${RANGE_DASH}last" with an en dash`);
    } else if (!sections.has(from) || !sections.has(to)) {
      say(`has affected "${entry.affected}", which names a release with no section in the release notes: correct it`);
    } else if (to !== before) {
      say(
        `has affected "${entry.affected}", which should end at ${before ?? 'the release before the fix'}, the release before ${entry.fixedIn}`,
      );
    } else if (compareReleases(from, to) > 0) {
      say(`has affected "${entry.affected}", which starts after it ends: correct it`);
    }
  }
  return problems;
}

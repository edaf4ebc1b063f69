import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import entries from '../../../catalogue/known-issues.json';
import {
  KNOWN_ISSUES_PAGES,
  knownIssuePageProblems,
  knownIssueProblems,
  knownIssuesFor,
  knownIssuesOnPage,
  releaseNoteLink,
  topicSectionMarkdown,
  type KnownIssue,
} from '../knownIssues';
import { routeHasContent } from '../contentFiles';
import { checkKnownIssues } from '../knownIssuesCheck';

const POST = `---
title: Gravity PDF 6.4
slug: gravity-pdf-6-4
release: "6.4"
---

Summary.

## 6.4.0 — 21 July 2022 {#6-4-0}

- **New:** a thing that is not a fix.
- **Fixes:** PDF URLs reach Mailchimp; fonts work.

## 6.4.1 — 26 July 2022 {#6-4-1}

- Survey fields display correctly
  in PDFs again.
- **Developers:** a new filter for blank PDFs.

## 6.4.2 — 29 July 2022 {#6-4-2}

- **Fix:** images display again.
`;

const issue = (change: Partial<KnownIssue>): KnownIssue => ({
  major: 'v6',
  symptom: 'Survey answers were missing from PDFs.',
  affected: '6.4.0',
  workaround: 'Update',
  fixedIn: '6.4.1',
  source: 'https://github.com/GravityPDF/gravity-pdf/pull/1387',
  releaseNote: 'Survey fields display correctly in PDFs again.',
  ...change,
});

function fixtureDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'known-issues-')), 'release-notes');
  mkdirSync(dir);
  writeFileSync(join(dir, '2022-07-21-gravity-pdf-6-4.md'), POST);
  return dir;
}

test('an entry that matches a Fix bullet of its section has no problems, across wrapped lines', () => {
  const dir = fixtureDir();
  assert.deepEqual(checkKnownIssues([issue({})], dir), []);
  assert.deepEqual(
    checkKnownIssues(
      [issue({ symptom: 'Mailchimp', fixedIn: '6.4.0', affected: '6.4.0', releaseNote: 'PDF URLs reach Mailchimp' })],
      dir,
    ).filter((problem) => !problem.includes('affected')),
    [],
  );
  assert.deepEqual(
    checkKnownIssues([issue({ symptom: 'Images', fixedIn: '6.4.2', affected: '6.4.0–6.4.1', releaseNote: 'images display again' })], dir),
    [],
  );
});

test('a missing section names the entry, the post and the fix', () => {
  const [problem] = checkKnownIssues(
    [issue({ symptom: 'PDF blank after update', fixedIn: '6.4.3', affected: '6.4.0–6.4.2' })],
    fixtureDir(),
  );
  assert.match(
    problem ?? '',
    /^catalogue\/known-issues\.json: 'PDF blank after update…' says fixed in 6\.4\.3, but release-notes\/2022-07-21-gravity-pdf-6-4\.md has no section \{#6-4-3\}: add it or correct fixedIn$/,
  );
  const [noPost] = checkKnownIssues([issue({ fixedIn: '6.5.0', affected: '6.4.0–6.4.2' })], fixtureDir());
  assert.match(noPost ?? '', /has no post for Gravity PDF 6\.5: add it or correct fixedIn/);
});

test('release-note text must sit in a Fix bullet of that section, not in another section or a Developers bullet', () => {
  const dir = fixtureDir();
  const [elsewhere] = checkKnownIssues([issue({ releaseNote: 'images display again' })], dir);
  assert.match(
    elsewhere ?? '',
    /no Fix bullet of \{#6-4-1\} in release-notes\/2022-07-21-gravity-pdf-6-4\.md contains it: add a \*\*Fix:\*\* bullet/,
  );
  const [developers] = checkKnownIssues([issue({ releaseNote: 'a new filter for blank PDFs' })], dir);
  assert.match(developers ?? '', /no Fix bullet/);
  const [notFix] = checkKnownIssues([issue({ fixedIn: '6.4.0', affected: '6.4.0', releaseNote: 'a thing that is not a fix' })], dir);
  assert.match(notFix ?? '', /no Fix bullet/);
});

test('affected must end at the release before the fix, and fields must be complete', () => {
  const dir = fixtureDir();
  assert.match(checkKnownIssues([issue({ affected: '6.4.0–6.4.1' })], dir)[0] ?? '', /should end at 6\.4\.0, the release before 6\.4\.1/);
  assert.match(checkKnownIssues([issue({ affected: '6.3.0' })], dir)[0] ?? '', /no section in the release notes/);
  assert.match(
    checkKnownIssues([issue({ source: 'https://example.com/x' })], dir)[0] ?? '',
    /give the GitHub issue, pull request or \(where the fix names neither\) commit URL/,
  );
  assert.match(checkKnownIssues([issue({ workaround: '' })], dir)[0] ?? '', /has no workaround: fill in every field/);
  assert.match(checkKnownIssues([issue({ fixedIn: '5.4.1' })], dir)[0] ?? '', /not a v6 release/);
  assert.match(checkKnownIssues([issue({}), issue({})], dir)[0] ?? '', /is listed twice/);
});

test('knownIssuesFor keeps one major, newest fix first, and links the release section', () => {
  const list = knownIssuesFor('v6', [
    issue({ symptom: 'a', fixedIn: '6.9.1' }),
    issue({ symptom: 'b', fixedIn: '6.10.1' }),
    issue({ symptom: 'c', major: 'v5', fixedIn: '5.4.2' }),
    issue({ symptom: 'd', fixedIn: '6.4.1' }),
  ]);
  assert.deepEqual(
    list.map((entry) => entry.symptom),
    ['b', 'a', 'd'],
  );
  assert.equal(releaseNoteLink('6.4.1'), '/release-notes/gravity-pdf-6-4#6-4-1');
  assert.equal(releaseNoteLink('4.0'), '/release-notes/gravity-pdf-4-0#4-0');
  assert.deepEqual(knownIssueProblems([], []), []);
});

test('the committed known issues agree with the committed release notes', () => {
  const problems = checkKnownIssues(entries as KnownIssue[], join(process.cwd(), 'release-notes'));
  assert.deepEqual(problems, []);
  for (const major of ['v6', 'v5', 'v4'] as const) assert.ok(knownIssuesFor(major).length >= 15, `${major} has too few entries`);
});

test('an entry shows on the topic pages it names, in its own major version only', () => {
  const list = [
    issue({ symptom: 'a', fixedIn: '6.9.1', pages: ['/v6/users/custom-fonts'] }),
    issue({ symptom: 'b', fixedIn: '6.10.1', pages: ['/v6/users/custom-fonts', '/v6/users/setup-pdf'] }),
    issue({ symptom: 'c', fixedIn: '6.4.1' }),
  ];
  assert.deepEqual(
    knownIssuesOnPage('/v6/users/custom-fonts', list).map((entry) => entry.symptom),
    ['b', 'a'],
  );
  assert.deepEqual(
    knownIssuesOnPage('/v6/users/setup-pdf', list).map((entry) => entry.symptom),
    ['b'],
  );
  assert.deepEqual(knownIssuesOnPage('/release-notes/gravity-pdf-6-4', list), []);
});

test('topic pages must be written pages of the entry’s major, not the known-issues page, each once', () => {
  const written = new Set(['/v6/users/custom-fonts', '/v6/users/known-issues', '/v5/user-custom-fonts']);
  const check = (pages: string[]) => knownIssuePageProblems([issue({ pages })], (route) => written.has(route));
  assert.deepEqual(check(['/v6/users/custom-fonts']), []);
  assert.match(check(['/v5/user-custom-fonts'])[0] ?? '', /give a v6 page/);
  assert.match(check(['/v6/users/known-issues'])[0] ?? '', /already shows every entry/);
  assert.match(check(['/v6/users/no-such-page'])[0] ?? '', /not a written page: fix the path/);
  assert.match(check(['/v6/users/custom-fonts', '/v6/users/custom-fonts'])[0] ?? '', /lists a page twice/);
});

test('every committed topic page is a written page', () => {
  assert.deepEqual(
    knownIssuePageProblems(entries as KnownIssue[], (route) => routeHasContent(route)),
    [],
  );
  assert.ok((entries as KnownIssue[]).filter((entry) => entry.pages?.length).length >= 40);
});

test("a topic page's section is the heading, a sentence and a table of its entries, with pipes escaped", () => {
  const list = [
    issue({
      symptom: 'Fonts | icons broke.',
      fixedIn: '6.9.1',
      pages: ['/v6/users/custom-fonts'],
      source: 'https://github.com/GravityPDF/gravity-pdf/pull/12',
    }),
  ];
  const markdown = topicSectionMarkdown('/v6/users/custom-fonts', list);
  assert.match(markdown, /^## Known bugs in older releases\n/);
  assert.match(markdown, /\[Known issues\]\(\/v6\/users\/known-issues\)/);
  assert.match(markdown, /\| Fonts \\\| icons broke\. \|/);
  assert.match(
    markdown,
    /\[Fixed in 6\.9\.1\]\(\/release-notes\/gravity-pdf-6-9#6-9-1\) \(\[Pull request #12\]\(https:\/\/github\.com\/GravityPDF\/gravity-pdf\/pull\/12\)\)/,
  );
  assert.equal(topicSectionMarkdown('/v6/users/setup-pdf', list), '');
  assert.match(
    topicSectionMarkdown('/v5/user-custom-fonts', [
      issue({ major: 'v5', fixedIn: '5.3.0', affected: '5.2.2', pages: ['/v5/user-custom-fonts'] }),
    ]),
    /\[Known issues\]\(\/v5\/known-issues\)/,
  );
});

test('the known-issues page of a version is not a topic page of its own entries', () => {
  assert.match(
    knownIssuePageProblems([issue({ major: 'v5', fixedIn: '5.3.0', affected: '5.2.2', pages: [KNOWN_ISSUES_PAGES.v5] })], () => true)[0] ??
      '',
    /already shows every entry/,
  );
  for (const route of Object.values(KNOWN_ISSUES_PAGES)) assert.ok(routeHasContent(route), `${route} is written`);
});

// Known issues in the production build: each entry of catalogue/known-issues.json is a row of its version's
// known-issues page, and also of every topic page it names, under the "Known bugs in older releases" heading that
// the table of contents lists (src/plugins/knownIssuesOnTopicPages); pages no entry names have no such section.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtHtmlOf, squashSpaces } from '../../src/lib/builtHtml';
import { decodeEntities } from '../../src/lib/htmlEntities';
import { KNOWN_ISSUES_PAGES, TOPIC_SECTION_HEADING, type KnownIssue } from '../../src/lib/knownIssues';
import entries from '../../catalogue/known-issues.json';

/** A page's text as a reader sees it: tags dropped, entities decoded, spaces squashed. */
function textOf(route: string): string {
  const html = builtHtmlOf(route);
  assert.ok(html, `${route} was built`);
  // Inline marks (code, bold, links) join their text; other tags separate it.
  return squashSpaces(decodeEntities(html.replace(/<\/?(?:code|strong|em|a|b|i)\b[^>]*>/g, '').replace(/<[^>]+>/g, ' ')));
}

/** The symptom as it reads on the page: inline Markdown marks dropped. */
const plainSymptom = (entry: KnownIssue) => squashSpaces(entry.symptom.replace(/\*\*|`/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'));

test('every topic page an entry names shows it under its own heading, listed in the table of contents', () => {
  const byPage = new Map<string, KnownIssue[]>();
  for (const entry of entries as KnownIssue[]) for (const page of entry.pages ?? []) byPage.set(page, [...(byPage.get(page) ?? []), entry]);
  assert.ok(byPage.size >= 25, 'topic pages are named');
  for (const [route, pageEntries] of byPage) {
    const html = builtHtmlOf(route) ?? '';
    assert.match(html, /<h2[^>]*id="?known-bugs-in-older-releases[" >]/, `${route} has the section heading`);
    assert.match(
      html,
      /<a[^>]*href="?#known-bugs-in-older-releases"?[^>]*class="?table-of-contents__link|<a[^>]*class="?table-of-contents__link[^>]*href="?#known-bugs-in-older-releases/,
      `${route} lists the section in its table of contents`,
    );
    const text = textOf(route);
    assert.ok(text.includes(TOPIC_SECTION_HEADING));
    for (const entry of pageEntries) {
      assert.ok(text.includes(plainSymptom(entry)), `${route} shows "${plainSymptom(entry).slice(0, 60)}…"`);
      assert.ok(text.includes(`Fixed in ${entry.fixedIn}`), `${route} says the bug was fixed in ${entry.fixedIn}`);
    }
  }
});

test('pages no entry names have no known-bugs section, and the known-issues pages still list every entry', () => {
  for (const route of ['/v6/users/five-minute-install', '/v5/five-minute-install', '/v6/developers/filters/gfpdf_pdf_filename'])
    assert.ok(!textOf(route).includes(TOPIC_SECTION_HEADING), route);
  for (const [major, route] of Object.entries(KNOWN_ISSUES_PAGES)) {
    const text = textOf(route);
    for (const entry of (entries as KnownIssue[]).filter((item) => item.major === major))
      assert.ok(text.includes(plainSymptom(entry)), `${route} lists "${plainSymptom(entry).slice(0, 60)}…"`);
  }
});

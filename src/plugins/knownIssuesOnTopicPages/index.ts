// Remark plugin for the docs: a topic page that a known-issues entry names under `pages` (catalogue/known-issues.json)
// ends with a "Known bugs in older releases" section holding those entries, so a reader who searches a symptom
// ("background image not showing") finds the fix on the page about the feature, not only as one row of a long table.
// The section is Markdown parsed with the page's own parser (so its table is the site's table, and no component or
// data ships to the browser). It runs before Docusaurus's own remark plugins, so the heading gets its anchor and a
// place in the table of contents.
import { relative } from 'node:path';
import { routeHasContent, SITE_DIR } from '../../lib/contentFiles';
import { routeOfContentFile } from '../../lib/catalogue';
import { LATEST_VERSION } from '../../data/versions';
import { knownIssuePageProblems, topicSectionMarkdown, type KnownIssue } from '../../lib/knownIssues';
import entries from '../../../catalogue/known-issues.json';

interface MdNode {
  type: string;
  children?: MdNode[];
}

/** The part of unified's processor a remark plugin is called with that this one uses. */
interface Parser {
  parse(markdown: string): MdNode;
}

export default function knownIssuesOnTopicPages(this: Parser) {
  // A topic page that does not exist would leave its entry on no page: stop the build and say which.
  const problems = knownIssuePageProblems(entries as KnownIssue[], (route) => routeHasContent(route));
  if (problems.length > 0) throw new Error(`Known issues' topic pages:\n${problems.join('\n')}`);
  const parse = (markdown: string) => this.parse(markdown);
  return (tree: MdNode, file: { path?: string }) => {
    if (!file.path) return;
    const route = routeOfContentFile(relative(SITE_DIR, file.path), LATEST_VERSION.name);
    const section = route ? topicSectionMarkdown(route) : '';
    if (!section) return;
    tree.children = [...(tree.children ?? []), ...(parse(section).children ?? [])];
  };
}

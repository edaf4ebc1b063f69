// The plugin prints links into these docs (activation notices, help tabs, docblocks): catalogue/inbound-links.json,
// written from its source by scripts/inbound-links.ts. Each one whose page is in the catalogue must reach that page,
// and its #anchor must exist there, so a reader who follows a link from their WordPress admin lands on the answer.
// Links to pages the catalogue does not have are listed in reports/inbound-links.txt for review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileOf, loadCatalogue, SITE_DIR } from '../../src/lib/contentFiles';
import type { InboundLink } from '../../scripts/lib/inboundLinks';
import { resolveStatic } from '../../scripts/lib/staticRoutes';

const buildDir = join(SITE_DIR, 'build');
const links = JSON.parse(readFileSync(join(SITE_DIR, 'catalogue/inbound-links.json'), 'utf8')) as InboundLink[];
const catalogueRoutes = new Set(loadCatalogue().pages.map((page) => page.path));

test('every link the plugin prints to a catalogue page reaches it, at its anchor', () => {
  const known = links.filter((link) => catalogueRoutes.has(link.route));
  // The rest point at pages the catalogue does not list (old addresses): written out for review, not failed.
  const unknown = links.filter((link) => !catalogueRoutes.has(link.route));
  mkdirSync(join(SITE_DIR, 'reports'), { recursive: true });
  writeFileSync(join(SITE_DIR, 'reports/inbound-links.txt'), unknown.map((link) => `${link.url}\t${link.seenIn.join(', ')}\n`).join(''));
  assert.ok(known.length > 100, `only ${known.length} inbound links lead to catalogue pages`);
  const problems: string[] = [];
  for (const link of known) {
    const source = contentFileOf(link.route) ?? `the file for ${link.route}`;
    const { file } = resolveStatic(link.route, (candidate) => existsSync(join(buildDir, candidate)));
    if (!file) {
      problems.push(`${link.url} (printed by ${link.seenIn[0]}): ${link.route} is not built; write ${source}`);
      continue;
    }
    if (link.anchor && !new RegExp(`\\sid=["']?${link.anchor}["'\\s>]`).test(readFileSync(join(buildDir, file), 'utf8'))) {
      problems.push(
        `${link.url} (printed by ${link.seenIn[0]}): no #${link.anchor} on ${link.route}; give the heading that answers it an explicit id, "## Heading {#${link.anchor}}", in ${source}`,
      );
    }
  }
  assert.deepEqual(problems, []);
});

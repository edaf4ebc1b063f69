// Every content page passes the content check (front matter, headings, prose, images, PHP, catalogue, hook and API facts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allContentFiles } from '../../src/lib/files';
import { checkContent } from '../../scripts/lib/checkContent';
import { hookCoverage, LATEST_FACTS } from '../../scripts/lib/hookCoverage';
import { latestPluginFacts } from '../../src/plugins/reference/registry';
import { readFileSync } from 'node:fs';
import { createSlugger } from '@docusaurus/utils';
import { contentFileOf, routeHasContent } from '../../src/lib/contentFiles';
import { headingIdsOf, ledgerProblems, loadLedger } from '../../scripts/lib/readerQuestions';

// One check over every file (PHP blocks go to php -l together), then a subtest per file, so a failure names each file
// with its problems and their fixes, and the summary counts the failing files.
test('every page in docs/ and versioned_docs/ passes the content check', async (t) => {
  const files = allContentFiles();
  assert.ok(files.length > 0, 'no content files found');
  const problemsByFile = new Map<string, string[]>();
  for (const problem of await checkContent(files)) {
    const lines = problemsByFile.get(problem.file) ?? [];
    lines.push(`${problem.file}:${problem.line} [${problem.rule}] ${problem.message}`);
    problemsByFile.set(problem.file, lines);
  }
  for (const file of new Set([...files, ...problemsByFile.keys()])) {
    await t.test(file, () => {
      const problems = problemsByFile.get(file) ?? [];
      if (problems.length > 0) assert.fail(`${problems.length} problem(s):\n${problems.join('\n')}`);
    });
  }
});

test('every hook the latest plugin and its add-ons fire has a page', () => {
  const missing = hookCoverage(LATEST_FACTS).flatMap(({ factsName, missing: hooks }) =>
    hooks.map(
      (hook) =>
        `${hook.name} (${factsName}): start its page with npm run new:hook -- '${hook.name}'${factsName === latestPluginFacts().name ? '' : ` --facts ${factsName}`}`,
    ),
  );
  assert.deepEqual(missing, []);
});

test('every answer in the reader-question ledger names a page and a heading that exist', () => {
  const anchors = new Map<string, Set<string>>();
  const problems = ledgerProblems(
    loadLedger(),
    (route) => routeHasContent(route),
    (route) => {
      const file = contentFileOf(route);
      if (!file) return undefined;
      // One slugger a page, as Docusaurus numbers repeated headings within a page only.
      const slugger = createSlugger();
      if (!anchors.has(route))
        anchors.set(
          route,
          headingIdsOf(readFileSync(file, 'utf8'), (text) => slugger.slug(text)),
        );
      return anchors.get(route);
    },
  );
  assert.deepEqual(problems, []);
});

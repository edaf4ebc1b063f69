// A hook's "since", wherever the site shows it (the hook indexes, hooks.json, a hook page's Since line and changelog),
// is a release the hook history read: never a docblock's @since, which can name a version never released (3.8).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { changelogOf, introducedText, type HookHistory } from '../lib/history';
import { sinceText } from '../lib/hookIndex';
import { hookHistoryFile } from '../load';
import { referenceOfFile } from '../pageReference';
import { hookIndexOf } from '..';

const history = hookHistoryFile()!;
const releases = new Set(history.releases);

/** A displayed since: a release the history read, or the oldest one (3.3.4) followed by "or earlier". */
function isRelease(text: string): boolean {
  return releases.has(text) || text === `${history.releases[0]} or earlier`;
}

test('how a since reads: the release, or "3.3.4 or earlier" when the oldest release read already fires the hook', () => {
  assert.equal(introducedText({ introduced: '4.0', introducedAtFirstScan: false }), '4.0');
  assert.equal(introducedText({ introduced: '3.3.4', introducedAtFirstScan: true }), '3.3.4 or earlier');
  assert.equal(sinceText({ since: '3.3.4', sinceOrEarlier: true }), '3.3.4 or earlier');
  assert.equal(sinceText({ since: '4.4.0' }), '4.4.0');
  assert.equal(sinceText({}), '—');
  const hook: HookHistory = {
    name: 'gfpdf_x',
    kind: 'filter',
    introduced: '3.3.4',
    introducedAtFirstScan: true,
    removed: null,
    events: [
      { release: '3.3.4', type: 'introduced' },
      { release: '4.0', type: 'arguments', before: ['$a'], after: ['$a', '$b'] },
    ],
  };
  assert.deepEqual(changelogOf(hook), [
    { release: '3.3.4 or earlier', change: 'Introduced' },
    { release: '4.0', change: 'Argument `$b` added' },
  ]);
});

test('the v4, v5 and v6 hook indexes show only releases; 3.x hooks and the untagged 4.4.0 read their release', () => {
  for (const version of ['v4', 'v5', 'v6']) {
    const rows = hookIndexOf(version);
    for (const row of rows) {
      if (row.since) assert.ok(isRelease(sinceText(row)), `${version} ${row.name}: ${sinceText(row)}`);
    }
    const since = (name: string) => sinceText(rows.find((row) => row.name === name && !row.area.startsWith('Add-on'))!);
    // @since 3.8 in the source; 4.0 is the first release that fires it.
    assert.equal(since('gfpdf_settings_navigation'), '4.0', version);
    // Fired by 3.4.0.1's model/pdf.php.
    assert.equal(since('gfpdf_security'), '3.4.0.1', version);
    assert.equal(since('gfpdfe_template'), '3.3.4 or earlier', version);
    // Shipped in 4.4.0, which has no tag; the changelog of 4.4.0 lists the first two.
    for (const name of [
      'gfpdf_form_data_key_order',
      'gfpdf_container_disable_faux_columns',
      'gfpdf_skip_pdf_html_render',
      'gfpdf_skipped_html_render',
    ]) {
      assert.equal(since(name), '4.4.0', `${version} ${name}`);
    }
  }
});

test('hook pages: the Since line and changelog come from the releases, not the docblock', () => {
  const reference = (file: string) => {
    const text = readFileSync(join(process.cwd(), file), 'utf8');
    const front = parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)![1]!) as Record<string, unknown>;
    return referenceOfFile(file, front).model!;
  };
  const navigation = reference('docs/developers/filters/gfpdf_settings_navigation.md');
  assert.equal(navigation.since, '4.0');
  const security = reference('docs/developers/filters/gfpdf_security.md');
  assert.equal(security.since, '3.4.0.1');
  assert.deepEqual(security.history[0], { release: '3.4.0.1', change: 'Introduced' });
  assert.equal(reference('versioned_docs/version-v4/gfpdf_form_data_key_order.md').since, '4.4.0');
  const legacy = reference('docs/developers/filters/gfpdfe_template.md');
  assert.equal(legacy.since, '3.3.4 or earlier');
  assert.equal(legacy.history[0]!.release, '3.3.4 or earlier');
  for (const model of [navigation, security, legacy]) {
    for (const change of model.history) assert.ok(isRelease(change.release), `${model.name}: ${change.release}`);
  }
});

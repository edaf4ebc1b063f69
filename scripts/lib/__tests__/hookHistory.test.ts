// The hook history, tested on a small repository this test builds (tags with a hook added, changed and removed), and
// the committed data checked on real hooks whose history was verified by hand against the plugin's tags.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHookHistory, FIRST_RELEASE } from '../../hook-history';
import { argumentName, hookHistory, stableReleases, type HookHistoryFile } from '../hookHistory';
import { compareReleases } from '../../../src/lib/releases';
import { changelogOf, describeEvent, introducedText } from '../../../src/plugins/reference/lib/history';
import { UNTAGGED_RELEASES } from '../../data/untaggedReleases';
import { hooksInPhp } from '../phpHooks';

function git(dir: string, ...args: string[]): void {
  execFileSync('git', ['-C', dir, ...args], {
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
  });
}

function release(dir: string, tag: string, php: string, file = join('src', 'Model.php')): void {
  writeFileSync(join(dir, file), php);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', tag);
  git(dir, 'tag', tag);
}

/** Commits without tagging (a release published without a tag); returns the commit. */
function untaggedCommit(dir: string, php: string): string {
  writeFileSync(join(dir, 'src', 'Model.php'), php);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'untagged release');
  return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
}

test('a fixture repository: a hook added, its arguments changed, another removed, a beta tag ignored', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hook-history-'));
  try {
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'tests'));
    writeFileSync(join(dir, 'tests', 'Test.php'), "<?php do_action( 'gfpdf_only_in_tests' );");
    git(dir, 'init', '-q');
    release(
      dir,
      '1.0',
      "<?php\n$name = apply_filters( 'gfpdf_name', $name, $form );\ndo_action( 'gfpdf_old' );\n// do_action( 'gfpdf_commented' );",
    );
    release(dir, '1.1-beta1', "<?php\n$name = apply_filters( 'gfpdf_name', $name );");
    release(
      dir,
      '1.1',
      "<?php\n$name = apply_filters(\n  'gfpdf_name',\n  $name,\n  $this->form,\n  $entry\n);\ndo_action( 'gfpdf_old' );",
    );
    release(
      dir,
      '1.2',
      "<?php\n$name = apply_filters( 'gfpdf_name', $name, $form, $entry );\ndo_action( 'gfpdf_new_' . $form['id'], $form );",
    );
    const history: HookHistoryFile = buildHookHistory(dir, '1.0', 'test/repo');
    assert.deepEqual(history.releases, ['1.0', '1.1', '1.2']);
    const byName = new Map(history.hooks.map((hook) => [hook.name, hook]));
    assert.deepEqual([...byName.keys()].sort(), ['gfpdf_name', "gfpdf_new_{$form['id']}", 'gfpdf_old']);
    assert.deepEqual(byName.get('gfpdf_name')!.events, [
      { release: '1.0', type: 'introduced' },
      { release: '1.1', type: 'arguments', before: ['$name', '$form'], after: ['$name', '$form', '$entry'] },
    ]);
    assert.equal(describeEvent(byName.get('gfpdf_name')!.events[1]!), 'Argument `$entry` added');
    assert.equal(byName.get('gfpdf_old')!.removed, '1.2');
    assert.equal(byName.get("gfpdf_new_{$form['id']}")!.introduced, '1.2');
    assert.equal(byName.get('gfpdf_name')!.introducedAtFirstScan, true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a fixture repository: 3.x code outside src/ is read, and an untagged release is scanned at its commit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hook-history-'));
  try {
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'model'));
    git(dir, 'init', '-q');
    // 3.x keeps its code in model/, helper/ and so on; the hook is fired there before src/ exists.
    release(dir, '3.0', "<?php\n$s = apply_filters( 'gfpdf_security', $s, $form, $lead );", join('model', 'pdf.php'));
    release(dir, '3.1', "<?php\ndo_action( 'gfpdf_three_one' );", join('model', 'other.php'));
    release(dir, '4.0', "<?php\n$s = apply_filters( 'gfpdf_security', $s, $form, $lead );");
    const commit = untaggedCommit(dir, "<?php\n$s = apply_filters( 'gfpdf_security', $s, $form, $lead );\ndo_action( 'gfpdf_untagged' );");
    release(dir, '4.2', "<?php\n$s = apply_filters( 'gfpdf_security', $s, $form, $entry );\ndo_action( 'gfpdf_untagged' );");
    const entry = {
      release: '4.1',
      date: '2020-01-01',
      commit,
      changelog: 'fixture',
      newHooks: [{ kind: 'action' as const, name: 'gfpdf_untagged' }],
    };
    const history = buildHookHistory(dir, '3.0', 'test/repo', [entry]);
    assert.deepEqual(history.releases, ['3.0', '3.1', '4.0', '4.1', '4.2']);
    assert.deepEqual(history.untagged, [{ release: '4.1', date: '2020-01-01', commit, changelog: 'fixture' }]);
    const byName = new Map(history.hooks.map((hook) => [hook.name, hook]));
    assert.equal(byName.get('gfpdf_security')!.introduced, '3.0');
    assert.equal(introducedText(byName.get('gfpdf_security')!), '3.0 or earlier');
    assert.equal(byName.get('gfpdf_three_one')!.introduced, '3.1');
    assert.equal(introducedText(byName.get('gfpdf_three_one')!), '3.1');
    assert.equal(byName.get('gfpdf_untagged')!.introduced, '4.1');
    // The reviewed list must match what the commit first fires.
    assert.throws(
      () => buildHookHistory(dir, '3.0', 'test/repo', [{ ...entry, newHooks: [] }]),
      /4\.1 \([0-9a-f]+\) first fires action gfpdf_untagged, but its entry lists none/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('release tags: stable ones only, in version order from the first asked for', () => {
  assert.deepEqual(stableReleases(['4.10', '4.2', '4.0-RC1', '3.7', '5.0.0-beta1', '4.0', '6.0.0'], '4.0'), [
    '4.0',
    '4.2',
    '4.10',
    '6.0.0',
  ]);
});

test('calls spanning lines, names in variables and hooks fired through *_ref_array are read as the facts read them', () => {
  const php = `<?php
    $action = 'gfpdf_pdf_list_column_' . $column;
    do_action( $action, $item );
    apply_filters_ref_array( 'gfpdf_ref', [ $a, $this->b ] );
    $x = "not a call: apply_filters( 'gfpdf_in_string' )";
    $y = apply_filters( "gfpdf_quoted_{$type}", $value );`;
  assert.deepEqual(
    hooksInPhp(php, 'src/a.php').map((hook) => [hook.name, hook.kind, hook.args, hook.line]),
    [
      ['gfpdf_pdf_list_column_{$column}', 'action', ['$item'], 3],
      ['gfpdf_ref', 'filter', ['$a', '$this->b'], 4],
      ['gfpdf_quoted_{$type}', 'filter', ['$value'], 6],
    ],
  );
});

test('the committed history, checked against the tags by hand on real hooks', () => {
  const history = JSON.parse(readFileSync(join(process.cwd(), 'catalogue', 'facts', 'hook-history.json'), 'utf8')) as HookHistoryFile;
  const hook = (kind: string, name: string) => history.hooks.find((entry) => entry.kind === kind && entry.name === name)!;
  // gfpdf_tool_tab_actions: fired by 5.4.2's Tools tab (src/View/html/Settings/tools.php), gone from 6.0.0.
  assert.equal(hook('action', 'gfpdf_tool_tab_actions').removed, '6.0.0');
  // gfpdf_mpdf_class_config: first in 5.2.0 (src/Helper/Helper_Mpdf.php, with mPDF 8), not in 5.1.5.
  assert.equal(hook('filter', 'gfpdf_mpdf_class_config').introduced, '5.2.0');
  // gfpdf_field_container_class: 6.0.0 passes $form, $entry and $config after $container (5.4.2 passes only $container).
  const container = hook('filter', 'gfpdf_field_container_class').events.find((event) => event.type === 'arguments')!;
  assert.deepEqual([container.release, container.after], ['6.0.0', ['$container', '$form', '$entry', '$config']]);
  // gfpdf_current_form_object: new in 6.3.0 (Helper_Abstract_Fields and friends), not in 6.2.1.
  assert.equal(hook('filter', 'gfpdf_current_form_object').introduced, '6.3.0');
  // gfpdf_pdf_configuration: renamed gfpdf_current_pdf_configuration in 4.2 (the old name is not fired from 4.2 on).
  assert.equal(hook('filter', 'gfpdf_pdf_configuration').removed, '4.2');
  assert.equal(hook('filter', 'gfpdf_current_pdf_configuration').introduced, '4.2');
});

test('the committed history reads every stable tag from 3.3.4 and the untagged 4.4.0', () => {
  const history = JSON.parse(readFileSync(join(process.cwd(), 'catalogue', 'facts', 'hook-history.json'), 'utf8')) as HookHistoryFile;
  const hook = (kind: string, name: string) => history.hooks.find((entry) => entry.kind === kind && entry.name === name)!;
  assert.equal(history.releases[0], FIRST_RELEASE);
  assert.ok(history.releases.includes('3.7.8') && !history.releases.some((release) => /b|rc/i.test(release)));
  // gfpdf_security: fired by 3.4.0.1's model/pdf.php (apply_filters('gfpdf_security', $security, $form, $lead)), not
  // by 3.3.4; it was not new in 4.0.
  assert.equal(hook('filter', 'gfpdf_security').introduced, '3.4.0.1');
  assert.equal(introducedText(hook('filter', 'gfpdf_security')), '3.4.0.1');
  // gfpdfe_template: already in 3.3.4 (model/pdf.php), the oldest tag, so it may be older.
  assert.equal(introducedText(hook('filter', 'gfpdfe_template')), '3.3.4 or earlier');
  assert.equal(changelogOf(hook('filter', 'gfpdfe_template'))[0]!.release, '3.3.4 or earlier');
  // gfpdf_settings_navigation: its docblock says "@since 3.8", a version never released; 3.x fires
  // pdf_extended_settings_navigation instead, and 4.0 is the first release to fire this name.
  assert.equal(hook('filter', 'gfpdf_settings_navigation').introduced, '4.0');
  // 4.4.0 has no tag: it sits between 4.3.2 and 4.5.0, scanned at the commit released, and its new hooks read 4.4.0.
  const at = (release: string) => history.releases.indexOf(release);
  assert.ok(at('4.3.2') < at('4.4.0') && at('4.4.0') < at('4.5.0'));
  assert.deepEqual(
    history.untagged?.map((entry) => [entry.release, entry.commit]),
    [['4.4.0', UNTAGGED_RELEASES[0]!.commit]],
  );
  for (const name of ['gfpdf_container_disable_faux_columns', 'gfpdf_form_data_key_order', 'gfpdf_skip_pdf_html_render']) {
    assert.equal(hook('filter', name).introduced, '4.4.0', name);
  }
  assert.equal(hook('action', 'gfpdf_skipped_html_render').introduced, '4.4.0');
  // The 4.4.0 changelog: "Add the $form and $this variables to the `gfpdf_field_value` filter".
  const fieldValue = hook('filter', 'gfpdf_field_value').events.find((event) => event.type === 'arguments')!;
  assert.deepEqual([fieldValue.release, fieldValue.after!.slice(-2)], ['4.4.0', ['$form', '$this']]);
  // Every release named anywhere is one the history read, in order: nothing like 3.8 can appear.
  assert.deepEqual([...history.releases].sort(compareReleases), history.releases);
  for (const entry of history.hooks) {
    assert.ok(history.releases.includes(entry.introduced), `${entry.name}: ${entry.introduced}`);
    for (const event of entry.events) assert.ok(history.releases.includes(event.release), `${entry.name}: ${event.release}`);
  }
});

test('argument names keep array keys and properties, drop $this-> and spacing, and sum up array literals', () => {
  assert.equal(argumentName("$settings['security']"), "$settings['security']");
  assert.equal(argumentName('$this->settings[ "security" ]'), "$settings['security']");
  assert.equal(argumentName("$this->entry['form_id']"), "$entry['form_id']");
  assert.equal(argumentName('$settings[ $s ][ $key ]'), '$settings[$s][$key]');
  assert.equal(argumentName('$this->field->label'), '$field->label');
  assert.equal(argumentName('$this->form'), '$form');
  assert.equal(argumentName('$this'), '$this');
  assert.equal(argumentName("array( 'captcha', 'page' )"), 'array');
  assert.equal(argumentName("[ 'captcha', 'page' ]"), 'array');
  // Not a reference: read as written, never cut down to its first variable.
  assert.equal(argumentName('$signature_details[0] / 3'), '$signature_details[0] / 3');
  assert.equal(argumentName("$this->gform->get_form( $entry['form_id'] )"), "$gform->get_form($entry['form_id'])");
  assert.equal(argumentName('$this->get_filename()'), '$this->get_filename()');
});

test('a setting passed on its own is not the settings array; a rename of the same value is no change', () => {
  const site = (release: string, args: string[]) => ({
    release,
    hooks: [{ name: 'gfpdf_security', kind: 'filter' as const, args, file: 'a.php', line: 1, deprecated: false }],
  });
  const [history] = hookHistory([
    site('3.7.8', ['$security', '$form', '$lead']),
    site('4.0', ["$settings['security']", '$form', '$entry']),
    site('4.1', ["$this->settings['security']", '$this->form', '$this->entry']),
    site('5.2.0', ["$settings['security']", "$form['id']", '$lead_id']),
    // A rename in another spelling style ($form_id, $formId) is no change either.
    site('5.3.0', ["$settings['security']", '$formId', "$entry['id']"]),
  ]);
  const changes = history!.events.filter((event) => event.type === 'arguments');
  assert.deepEqual(
    changes.map((event) => [event.release, describeEvent(event)]),
    [
      ['4.0', "Argument 1 changed from `$security` to `$settings['security']`"],
      ['5.2.0', "Argument 2 changed from `$form` to `$form['id']`; argument 3 changed from `$entry` to `$lead_id`"],
    ],
  );
});

test('changelog rows: arguments dropped or added anywhere, and whole lists when every place changed', () => {
  const event = (before: string[], after: string[]) => describeEvent({ release: '6.0.0', type: 'arguments', before, after });
  assert.equal(event(['$pdf', "$args['pdfs']"], ["$args['pdfs']"]), 'Argument `$pdf` no longer passed');
  assert.equal(event(['$html', '$form'], ['$html', '$settings', '$form']), 'Argument `$settings` added');
  assert.equal(event(['$lead'], ['$entry', '$form']), 'Argument `$form` added');
  assert.equal(event(['$defaultFontConfig'], ['$default_font_config', '$x']), 'Argument `$x` added');
  assert.equal(event(['$a', '$b'], ['$c', '$d']), 'Arguments changed from `$a`, `$b` to `$c`, `$d`');
});

// The listener scanner's parsing (scripts/lib/phpListeners.ts), on small PHP sources written for the test, and the
// committed listener facts checked against a few listeners verified by hand at the plugin's tags.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classesInPhp, listenerCallsInPhp, matchHook, parseCallback, patternRegExp, resolveObjectMethod } from '../phpListeners';
import type { ListenerFacts } from '../../../src/plugins/reference/lib/listeners';

const CONTROLLER = `<?php
namespace GFPDF\\Controller;

class Controller_Demo {
	/**
	 * @param Helper_Abstract_Model|Model_Demo $model
	 * @param Helper_Abstract_View|View_Demo   $view
	 */
	public function __construct( Helper_Abstract_Model $model, Helper_Abstract_View $view ) {
		$this->model = $model;
		$this->view  = $view;
	}

	public function add_filters() {
		// add_filter( 'gfpdf_commented_out', [ $this, 'nope' ] );
		add_filter( 'gfpdf_pdf_middleware', [ $this->model, 'middle_active' ], 20, 3 );
		add_filter(
			'gfpdf_pdf_html_output',
			[
				$this->view,
				'autoprocess',
			],
			5,
			4
		);
		add_filter( 'gfpdf_pdf_html_output', 'do_shortcode' );
		add_action( 'gfpdf_pre_pdf_generation', [ $this, 'add_pre_pdf_hooks' ] );
		add_filter( 'gfpdf_settings_sanitize_text', array( 'Legacy_Class', 'trim' ), PHP_INT_MAX );
		if ( function_exists( 'something' ) ) {
			add_filter( 'gfpdf_current_form_object', function( $form ) {
				return $form;
			}, 5, 2 );
		}
		add_action( 'gfpdf_' . $this->get_slug() . '_license_check', [ $this, 'check' ] );
		add_action( $this->get_notice_type(), [ $this, 'process' ] );
		$echo = "add_filter( 'gfpdf_in_a_string', 'x' )";
		remove_filter( 'gfpdf_pdf_middleware', [ $this->model, 'middle_active' ], 20 );
		remove_all_filters( 'gfpdf_pdf_html_output' );
	}
}

class Model_Demo extends Helper_Abstract_Model {
	public function middle_active( $action, $entry, $settings ) {
		return $action;
	}
}

class View_Demo extends Helper_Abstract_View {
}

abstract class Helper_Abstract_View {
	final public function __call( $name, $arguments ) {
		return $name;
	}
}
`;

test('finds every add and remove call, multi-line ones whole, and skips comments and strings', () => {
  const calls = listenerCallsInPhp(CONTROLLER, 'src/Controller/Controller_Demo.php');
  assert.deepEqual(
    calls.map((call) => `${call.function} ${call.name ?? '?'} ${call.priority}`),
    [
      'add_filter gfpdf_pdf_middleware 20',
      'add_filter gfpdf_pdf_html_output 5',
      'add_filter gfpdf_pdf_html_output 10',
      'add_action gfpdf_pre_pdf_generation 10',
      'add_filter gfpdf_settings_sanitize_text PHP_INT_MAX',
      'add_filter gfpdf_current_form_object 5',
      'add_action gfpdf_{$this->get_slug()}_license_check 10',
      'add_action ? 10',
      'remove_filter gfpdf_pdf_middleware 20',
      'remove_all_filters gfpdf_pdf_html_output 10',
    ],
  );
  const [middleware, multiLine, shortcode, ownMethod, legacy, closure] = calls;
  assert.equal(middleware!.line, 16);
  assert.equal(middleware!.acceptedArgs, 3);
  assert.equal(middleware!.enclosing, 'Controller_Demo::add_filters');
  assert.equal(middleware!.conditional, false);
  assert.equal(multiLine!.line, 17, 'the line of add_filter, not of the name');
  assert.equal(multiLine!.acceptedArgs, 4);
  assert.deepEqual(shortcode!.callback, { kind: 'function', name: 'do_shortcode' });
  assert.equal(shortcode!.acceptedArgs, 1, 'accepted args default to 1');
  assert.deepEqual(ownMethod!.callback, { kind: 'method', name: 'Controller_Demo::add_pre_pdf_hooks' });
  assert.deepEqual(legacy!.callback, { kind: 'method', name: 'Legacy_Class::trim' });
  assert.deepEqual(closure!.callback, { kind: 'closure', name: 'closure in Controller_Demo::add_filters' });
  assert.equal(closure!.conditional, true, 'inside an if');
  assert.equal(calls[7]!.nameExpression, '$this->get_notice_type()');
});

test('callbacks: strings, static pairs, class constants, objects and closures', () => {
  assert.deepEqual(parseCallback("'__return_true'"), { kind: 'function', name: '__return_true' });
  assert.deepEqual(parseCallback("'My_Class::run'"), { kind: 'method', name: 'My_Class::run' });
  assert.deepEqual(parseCallback("[ My\\Space\\Thing::class, 'go' ]"), { kind: 'method', name: 'Thing::go' });
  assert.deepEqual(parseCallback("[ $this, 'go' ]", 'Owner', 'init'), { kind: 'method', name: 'Owner::go' });
  assert.deepEqual(parseCallback("[ $compat, 'hydrate' ]", 'Owner', 'init'), {
    kind: 'object-method',
    object: '$compat',
    method: 'hydrate',
    enclosingClass: 'Owner',
  });
  assert.deepEqual(parseCallback('static fn( $x ) => $x', undefined, 'helper'), { kind: 'closure', name: 'closure in helper' });
  assert.deepEqual(parseCallback('function() {}'), { kind: 'closure', name: 'closure at file level' });
  assert.equal(parseCallback('$callable').kind, 'unknown');
});

test('an object method resolves by the documented type, through __call, or not at all', () => {
  const classes = classesInPhp(CONTROLLER, 'demo.php');
  const demo = classes.find((cls) => cls.name === 'Controller_Demo')!;
  assert.deepEqual(demo.propertyTypes.get('model'), ['Helper_Abstract_Model', 'Model_Demo', 'Helper_Abstract_Model']);
  assert.equal(classes.find((cls) => cls.name === 'View_Demo')!.extends, 'Helper_Abstract_View');
  const [middleware, multiLine] = listenerCallsInPhp(CONTROLLER, 'demo.php');
  assert.deepEqual(resolveObjectMethod(middleware!.callback, classes), { name: 'Model_Demo::middle_active' });
  assert.deepEqual(resolveObjectMethod(multiLine!.callback, classes), { name: 'View_Demo::autoprocess', via: '__call' });
  assert.equal(resolveObjectMethod(parseCallback("[ $compat, 'hydrate' ]", 'Controller_Demo'), classes), undefined);
});

test('a listened name matches the facts exactly, else the most specific dynamic pattern', () => {
  const hooks = [
    'gfpdf_pdf_middleware',
    'gfpdf_settings_sanitize_{$type}',
    "gfpdf_{$args['id']}",
    'gfpdf_settings_{$s}_sanitize',
    'gfpdf_settings_{$tab}_sanitize',
  ];
  assert.deepEqual(matchHook('gfpdf_pdf_middleware', hooks), { status: 'exact', hook: 'gfpdf_pdf_middleware' });
  assert.deepEqual(matchHook('gfpdf_settings_sanitize_text', hooks), { status: 'pattern', hook: 'gfpdf_settings_sanitize_{$type}' });
  assert.deepEqual(matchHook('gfpdf_cleanup_tmp_dir', hooks), { status: 'general', hooks: ["gfpdf_{$args['id']}"] });
  assert.equal(matchHook('gfpdf_settings_license_sanitize', hooks).status, 'ambiguous');
  assert.deepEqual(matchHook('gform_notification', hooks), { status: 'none' });
  assert.deepEqual(matchHook('gfpdf_{$this->get_slug()}_license_check', hooks), { status: 'none' });
  assert.ok(patternRegExp("gfpdf_pdf_html_output_{$form['id']}").test('gfpdf_pdf_html_output_12'));
});

test('the committed facts hold listeners checked by hand at 6.12.1', () => {
  const facts = JSON.parse(readFileSync(join(process.cwd(), 'catalogue/facts/listeners-gravity-pdf-6.json'), 'utf8')) as ListenerFacts;
  const middleware = facts.listeners.filter((entry) => entry.hook === 'gfpdf_pdf_middleware');
  assert.deepEqual(
    middleware.map((entry) => `${entry.priority} ${entry.callback}`),
    [
      '10 Model_PDF::middle_public_access',
      '15 Model_PDF::middle_signed_url_access',
      '20 Model_PDF::middle_active',
      '30 Model_PDF::middle_conditional',
      '40 Model_PDF::middle_owner_restriction',
      '50 Model_PDF::middle_logged_out_timeout',
      '60 Model_PDF::middle_auth_logged_out_user',
      '70 Model_PDF::middle_user_capability',
    ],
  );
  assert.deepEqual(middleware.find((entry) => entry.priority === 40)!.removed_at, [
    'src/Model/Model_PDF.php:307',
    'src/Model/Model_PDF.php:347',
  ]);
  const sanitize = facts.listeners.find((entry) => entry.listened_as === 'gfpdf_settings_sanitize_number')!;
  assert.equal(sanitize.hook, 'gfpdf_settings_sanitize_{$type}');
  assert.ok(facts.unresolved.some((entry) => entry.name_expression === '$this->get_notice_type()'));
});

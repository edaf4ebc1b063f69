import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOCS_URL_PATTERN, routeOfDocsUrl } from '../inboundLinks';

test('each docs address the plugin has used maps to a route and an anchor here', () => {
  assert.deepEqual(routeOfDocsUrl('https://docs.gravitypdf.com/v6/users/activation-errors#wordpress-version-x-is-required'), {
    route: '/v6/users/activation-errors',
    anchor: 'wordpress-version-x-is-required',
  });
  assert.deepEqual(routeOfDocsUrl('gravitypdf.com/documentation/v5/user-activation-errors/#php-version'), {
    route: '/v5/user-activation-errors',
    anchor: 'php-version',
  });
  assert.deepEqual(routeOfDocsUrl('gravitypdf.com/v6/developers/api/add_pdf/'), { route: '/v6/developers/api/add_pdf', anchor: null });
  assert.deepEqual(routeOfDocsUrl('gravitypdf.com/documentation/v4/user-shortcodes.'), { route: '/v4/user-shortcodes', anchor: null });
  assert.deepEqual(routeOfDocsUrl('https://gravitypdf.com/documentation/v5/'), { route: '/v5', anchor: null });
});

test('other addresses are not docs links', () => {
  assert.equal(routeOfDocsUrl('https://gravitypdf.com/shop/'), null);
  assert.equal(routeOfDocsUrl('https://example.com/documentation/v5/x'), null);
  assert.equal(routeOfDocsUrl('gravitypdf.com/v2/old'), null);
});

test('the search pattern finds the addresses in source text', () => {
  const text = `see <a href="https://gravitypdf.com/documentation/v5/user-activation-errors/#php-gd">here</a> and docs.gravitypdf.com/v6/users/setup-pdf#font.`;
  assert.deepEqual(
    [...text.matchAll(new RegExp(DOCS_URL_PATTERN, 'g'))].map((match) => match[0]),
    ['gravitypdf.com/documentation/v5/user-activation-errors/#php-gd', 'docs.gravitypdf.com/v6/users/setup-pdf#font'],
  );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { facetFiltersToMap, parseVersionToken, scopeFacetFilters, scopeOfParameter, scopeRequest } from '../client/versionScope';
import { findVersion } from '../../../data/versions';

test('a version token in the query picks the version and leaves the rest of the query', () => {
  const parsed = parseVersionToken('v4 watermark');
  assert.equal(parsed.version?.name, 'v4');
  assert.equal(parsed.query, 'watermark');
  assert.equal(parseVersionToken('watermark V5').version?.name, 'v5');
  // Only versions the site has; `v2` and `v44` are ordinary words.
  assert.equal(parseVersionToken('v2 watermark').version, undefined);
  assert.equal(parseVersionToken('v44').version, undefined);
  assert.equal(parseVersionToken('   ').query, '   ');
  // Two versions named: the query is about moving between them, not a scope.
  assert.deepEqual(parseVersionToken('upgrade from v3 to v6'), { query: 'upgrade from v3 to v6', version: undefined });
  // After the product's name a token still scopes; inside the query after another name it is that name's version.
  assert.deepEqual(parseVersionToken('gravity pdf v5 custom fonts'), { query: 'gravity pdf custom fonts', version: findVersion('v5') });
  assert.deepEqual(parseVersionToken('fatal error psr log v3 conflict'), { query: 'fatal error psr log v3 conflict', version: undefined });
});

test('scopes become Docusaurus version facets (the latest version is "current"), with the release notes in every scope', () => {
  assert.deepEqual(scopeFacetFilters('v6'), [['version:current', 'version:release-notes']]);
  assert.deepEqual(scopeFacetFilters('v4'), [['version:v4', 'version:release-notes']]);
  assert.deepEqual(scopeFacetFilters('all'), []);
  assert.equal(scopeOfParameter('V5'), 'v5');
  assert.equal(scopeOfParameter('<script>'), 'all');
  assert.equal(scopeOfParameter(null), 'all');
});

test('a typed version wins over the reader’s scope, other filters stay', () => {
  const request = scopeRequest({ indexName: 'docs', query: 'v4 watermark', facetFilters: ['version:current', 'language:en'] }, 'v6');
  assert.equal(request.query, 'watermark');
  assert.deepEqual(request.facetFilters, ['language:en', ['version:v4', 'version:release-notes']]);
  assert.deepEqual(scopeRequest({ indexName: 'docs', query: 'watermark' }, 'all').facetFilters, []);
  assert.deepEqual(scopeRequest({ indexName: 'docs', query: 'watermark' }, 'v6').facetFilters, [
    ['version:current', 'version:release-notes'],
  ]);
});

test('facet filters read as facet → values (inner lists are alternatives)', () => {
  assert.deepEqual(facetFiltersToMap(['version:current', ['tag:a', 'tag:b'], 'broken']), { version: ['current'], tag: ['a', 'b'] });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findEquivalentPath, pageKey } from '../equivalentPage';

test('pageKey drops the legacy slug prefixes and treats - and _ alike', () => {
  assert.equal(pageKey('/v4/user-setup-pdf'), 'setup-pdf');
  assert.equal(pageKey('/v5/shop-pdf-template-invoice-aurora'), 'invoice-aurora');
  assert.equal(pageKey('/v5/api_add_pdf'), 'add-pdf');
  assert.equal(pageKey('/v6/developers/api/add_pdf'), 'add-pdf');
  assert.equal(pageKey('/v6/developers/filters/gfpdf_pdf_filename'), 'gfpdf-pdf-filename');
});

test('finds the same page in another version across a slug change', () => {
  const v6 = ['/v6/users/five-minute-install', '/v6/users/setup-pdf', '/v6/developers/api/add_pdf'];
  assert.equal(findEquivalentPath('/v5/five-minute-install', v6), '/v6/users/five-minute-install');
  assert.equal(findEquivalentPath('/v4/user-setup-pdf', v6), '/v6/users/setup-pdf');
  assert.equal(findEquivalentPath('/v5/api_add_pdf', v6), '/v6/developers/api/add_pdf');
});

test('prefers an identical path after the version prefix', () => {
  assert.equal(findEquivalentPath('/v6/users/setup-pdf', ['/v5/setup-pdf', '/v5/users/setup-pdf']), '/v5/users/setup-pdf');
});

test('gives up rather than guess when there is no page or the key is ambiguous', () => {
  assert.equal(findEquivalentPath('/v6/users/zapier-support', ['/v5/five-minute-install']), undefined);
  assert.equal(findEquivalentPath('/v4/user-tables', ['/v6/a/tables', '/v6/b/tables']), undefined);
});

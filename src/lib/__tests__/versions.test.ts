import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_VERSIONS, endOfLifeNotice, LATEST_VERSION, versionOfPath } from '../../data/versions';
import { loadCatalogue } from '../contentFiles';
import { versionTargets } from '../versionTargets';

test('the version module agrees with the route catalogue (names, start pages, end-of-life dates, latest)', () => {
  const catalogueVersions = loadCatalogue().versions;
  assert.deepEqual(
    DOC_VERSIONS.map((version) => ({ name: version.name, start: version.startPage, eol: version.endOfLife, latest: version === LATEST_VERSION })),
    catalogueVersions.map((version) => ({ name: version.name, start: version.start, eol: version.eol, latest: version.latest })),
  );
});

test('end-of-life notices are worded exactly, and the supported version has none', () => {
  const [v6, v5, v4, v3] = DOC_VERSIONS;
  assert.equal(endOfLifeNotice(v6!), null);
  assert.equal(
    endOfLifeNotice(v3!),
    'Gravity PDF v3 end of life was 2017-06-20 and this version is no longer supported. This legacy documentation is kept for reference only.',
  );
  assert.match(endOfLifeNotice(v4!)!, /^Gravity PDF v4 end of life was 2019-10-04 /);
  assert.match(endOfLifeNotice(v5!)!, /^Gravity PDF v5 end of life was 2023-04-28 /);
});

test('versionOfPath reads the first segment only', () => {
  assert.equal(versionOfPath('/v4/five-minute-install')?.name, 'v4');
  assert.equal(versionOfPath('/'), undefined);
  assert.equal(versionOfPath('/v44/x'), undefined);
});

test('the version menu leads to the same page where it exists, else to the start page', () => {
  const targets = versionTargets(DOC_VERSIONS, '/v6/users/five-minute-install', {
    v6: ['/v6/users/five-minute-install'],
    v5: ['/v5/five-minute-install'],
    v4: [],
    v3: ['/v3/installation-requirements'],
  });
  assert.deepEqual(
    targets.map((target) => [target.version.name, target.path, target.samePage]),
    [
      ['v6', '/v6/users/five-minute-install', true],
      ['v5', '/v5/five-minute-install', true],
      ['v4', '/v4/five-minute-install', false],
      ['v3', '/v3/installation-requirements', false],
    ],
  );
  assert.ok(versionTargets(DOC_VERSIONS, undefined, {}).every((target) => target.path === target.version.startPage));
});

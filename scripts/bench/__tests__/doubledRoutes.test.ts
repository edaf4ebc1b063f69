import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from '../../../src/lib/contentFiles';
import { doubledRoutesTable, HOST_CONFIG_PLUGIN } from '../doubledRoutes';

test('the doubled build can leave the host-configuration plugin out of the site’s own configuration', () => {
  const config = readFileSync(join(SITE_DIR, 'docusaurus.config.ts'), 'utf8');
  assert.equal(config.match(new RegExp(HOST_CONFIG_PLUGIN.source, 'gm'))?.length, 1);
  assert.doesNotMatch(config.replace(HOST_CONFIG_PLUGIN, ''), /\[hostConfigPlugin,/);
});

test('the table gives each kind’s first load in both builds and the change, signed', () => {
  const table = doubledRoutesTable({
    pages: { today: 800, doubled: 1600 },
    kinds: [
      {
        kind: 'v6 guide',
        path: '/v6/a',
        firstLoadBytes: { today: 170 * 1024, doubled: 171.5 * 1024 },
        blockingMs: { today: 80.4, doubled: 90.6 },
      },
      {
        kind: 'v4 guide',
        path: '/v4/a',
        firstLoadBytes: { today: 165 * 1024, doubled: 163 * 1024 },
        blockingMs: { today: 70, doubled: 60 },
      },
    ],
  });
  assert.match(table, /First load, 800 pages\s+1600 pages\s+change/);
  assert.match(table, /v6 guide\s+170\.0 KB\s+171\.5 KB\s+\+1\.5 KB\s+80 ms\s+91 ms/);
  assert.match(table, /v4 guide\s+165\.0 KB\s+163\.0 KB\s+−2\.0 KB/);
});

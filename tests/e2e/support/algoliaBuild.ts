// A second production build with Algolia settings that point at an application that does not exist, served on a
// free port: the Algolia-mode tests need the config switch, which only a build can make. Rebuilt when older than build/.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SITE_DIR } from '../../../src/lib/contentFiles';
import { startStaticServer } from '../../../scripts/lib/staticServer';

export const ALGOLIA_BUILD_DIR = 'build-algolia';
export const UNREACHABLE_ALGOLIA = {
  ALGOLIA_APP_ID: 'UNREACHABLE0TEST',
  ALGOLIA_SEARCH_API_KEY: 'not-a-real-search-key',
  ALGOLIA_INDEX_NAME: 'gravity-pdf-docs',
};

export interface AlgoliaBuildServer {
  url: string;
  appId: string;
  close: () => Promise<void>;
}

function builtAt(dir: string): number {
  const file = join(SITE_DIR, dir, 'index.html');
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

export async function startAlgoliaBuildServer(): Promise<AlgoliaBuildServer> {
  if (builtAt(ALGOLIA_BUILD_DIR) < builtAt('build')) {
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', ALGOLIA_BUILD_DIR], {
      cwd: SITE_DIR,
      env: { ...process.env, ...UNREACHABLE_ALGOLIA, DOCS_BROKEN_LINKS: 'warn' },
      stdio: 'ignore',
    });
  }
  const server = await startStaticServer(join(SITE_DIR, ALGOLIA_BUILD_DIR), 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    appId: UNREACHABLE_ALGOLIA.ALGOLIA_APP_ID,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

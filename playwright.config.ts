// Browser tests run in Debian's Chromium against the production build, served the way the docs host serves it.
import { defineConfig, devices } from '@playwright/test';
import { HOSTS } from './tests/host/support/hosts';
import type { HostOptions } from './tests/host/support/fixtures';

export const TEST_PORT = Number(process.env.TEST_PORT ?? 4173);

/** Flags that keep Chromium quiet on a machine without internet (no background requests, no first-run UI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Whether this run can select a project: by `--project` (Playwright's wildcards and case-insensitivity) and by a test
 * path under `tests/e2e` or `tests/host`. Playwright has no web server per project, so each server below starts only
 * when a project that needs it can run (`--project=host-apache` starts Apache alone).
 */
function canRun(project: string, testDir: string): boolean {
  const argv = process.argv;
  const names = argv.flatMap((arg, index) =>
    arg === '--project' ? [argv[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
  );
  const wildcard = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
  const paths = argv.filter((arg) => /(^|\/)tests\/(e2e|host)(\/|$)/.test(arg));
  return (
    (names.length === 0 || names.some((name) => wildcard(name).test(project))) &&
    (paths.length === 0 || paths.some((path) => path.includes(testDir)))
  );
}

export default defineConfig<HostOptions>({
  // `site`: the build behind scripts/serve.ts; `host-nginx`, `host-apache`, `host-cloudflare`: the build behind each
  // host with the configuration the build wrote for it (tests/host/support/hosts.ts), the same specs on each.
  projects: [
    { name: 'site', testDir: 'tests/e2e' },
    ...HOSTS.map((host) => ({
      name: host.project,
      testDir: 'tests/host',
      // The host with no configuration is nginx's second server: once is enough.
      testIgnore: host.name === 'nginx' ? [] : ['plain-host.spec.ts'],
      use: { hostName: host.name },
    })),
  ],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: [
    ...(canRun('site', 'tests/e2e')
      ? [
          {
            command: `npx tsx scripts/serve.ts`,
            env: { PORT: String(TEST_PORT) },
            url: `http://127.0.0.1:${TEST_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    ...HOSTS.filter((host) => canRun(host.project, 'tests/host')).map((host) => ({
      command: host.command,
      url: `${host.origin}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
  ],
});

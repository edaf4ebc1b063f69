// Browser tests run in Debian's Chromium against the production build, served the way the docs host serves it.
import { defineConfig, devices } from '@playwright/test';
import { NGINX_ORIGIN } from './tests/host/support/nginx';

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

export default defineConfig({
  // `site`: the build behind scripts/serve.ts; `host`: the build behind Debian's nginx with the generated configuration.
  projects: [
    { name: 'site', testDir: 'tests/e2e' },
    { name: 'host', testDir: 'tests/host' },
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
    {
      command: `npx tsx scripts/serve.ts`,
      env: { PORT: String(TEST_PORT) },
      url: `http://127.0.0.1:${TEST_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/host/support/start-nginx.ts',
      url: `${NGINX_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});

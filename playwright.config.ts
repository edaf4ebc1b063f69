// Browser tests run in Debian's Chromium against the production build, served the way the docs host serves it.
import { defineConfig, devices } from '@playwright/test';

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
  testDir: 'tests/e2e',
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
  webServer: {
    command: `npx tsx scripts/serve.ts`,
    env: { PORT: String(TEST_PORT) },
    url: `http://127.0.0.1:${TEST_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

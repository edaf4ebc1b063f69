// Opens the production build in Chromium through our static server, for the search scripts (records and benchmark).
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { SITE_DIR } from '../../src/lib/contentFiles';
import { startStaticServer } from './staticServer';

export const BUILD_DIR = join(SITE_DIR, process.env.BUILD_DIR ?? 'build');

export async function withBuildInBrowser<T>(run: (browser: Browser, baseUrl: string) => Promise<T>): Promise<T> {
  const server = await startStaticServer(BUILD_DIR, 0);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    return await run(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

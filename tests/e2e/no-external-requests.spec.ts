// With the default configuration, no page asks another host for anything: every request of every kind of page goes to the
// local server (the test server listens on 127.0.0.1).
import { expect, test } from '@playwright/test';
import { PAGE_KINDS } from '../../scripts/data/pageKinds';
import { openPage } from './support/pages';

for (const { kind, path } of PAGE_KINDS) {
  test(`${kind} (${path}) requests nothing from another host`, async ({ page, baseURL }) => {
    const local = new URL(baseURL!).host;
    const foreign: string[] = [];
    let requests = 0;
    page.on('request', (request) => {
      requests += 1;
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.host !== local) foreign.push(`${request.resourceType()} ${request.url()}`);
    });
    await openPage(page, path);
    // Give idle-time work (analytics, prefetching) its chance to run, then scroll so lazy content loads.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(requests, 'the listener saw the page load').toBeGreaterThan(2);
    expect(foreign).toEqual([]);
  });
}

// Analytics: on the docs host a page view and an outbound click reach the configured endpoint; elsewhere nothing is sent.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PLAUSIBLE_DOMAIN, PLAUSIBLE_ENDPOINT } from '../../src/data/site';
import { CHROMIUM_ARGS, TEST_PORT } from '../../playwright.config';
import { EXTERNAL_LINKS } from '../../src/data/site';

interface ReceivedEvent {
  n: string;
  u: string;
  d: string;
  p?: Record<string, string>;
}

const endpoint = new URL(PLAUSIBLE_ENDPOINT);

/** The site's configured endpoint host is mapped to a local collector; the docs host is mapped to the test server. */
let collector: Server;
let collectorPort = 0;
const received: ReceivedEvent[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

test.beforeAll(async () => {
  collector = createServer((request, response) => {
    void (async () => {
      if (request.method === 'POST' && request.url === endpoint.pathname) {
        received.push(JSON.parse(await readBody(request)) as ReceivedEvent);
      }
      response.writeHead(202, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' });
      response.end('ok');
    })();
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorPort = (collector.address() as { port: number }).port;
});

test.afterAll(() => collector.close());

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      // Plausible (rightly) ignores browsers that announce automation; a reader's browser does not.
      '--disable-blink-features=AutomationControlled',
    ],
  },
});

test('on the docs host a page view and an outbound-link click are sent, with the right payload', async ({ page, context }) => {
  await openOnDocsHost(page, context, '/v6/users/five-minute-install');
  await expect.poll(() => received.filter((event) => event.n === 'pageview').length, { timeout: 15_000 }).toBe(1);
  const pageview = received.find((event) => event.n === 'pageview')!;
  expect(pageview.d).toBe(PLAUSIBLE_DOMAIN);
  expect(pageview.u).toBe(`http://${PLAUSIBLE_DOMAIN}/v6/users/five-minute-install`);

  // Keep the click on this page: the outbound event is what matters, not the external site.
  await context.route(EXTERNAL_LINKS.support, (route) => route.fulfill({ status: 204, body: '' }));
  await page
    .locator('nav.navbar')
    .getByRole('link', { name: 'Get Help' })
    .click({ modifiers: ['Control'] });
  await expect.poll(() => received.filter((event) => event.n === 'Outbound Link: Click').length, { timeout: 10_000 }).toBe(1);
  const outbound = received.find((event) => event.n === 'Outbound Link: Click')!;
  expect(outbound.p).toEqual({ url: EXTERNAL_LINKS.support });
  const cookies = await context.cookies();
  expect(cookies).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => /plausible/i.test(key)))).toEqual([]);
});

/** Serves the docs host from the test server and posts its events to the collector, as DNS would in production. */
async function onDocsHost(context: BrowserContext): Promise<void> {
  await context.route(`http://${PLAUSIBLE_DOMAIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${TEST_PORT}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await context.route(PLAUSIBLE_ENDPOINT, async (route) => {
    const response = await route.fetch({ url: `http://127.0.0.1:${collectorPort}${endpoint.pathname}` });
    await route.fulfill({ response });
  });
}

/** Opens a page as if on the docs' own host, with a fresh list of received events. */
async function openOnDocsHost(page: Page, context: BrowserContext, path: string): Promise<void> {
  received.length = 0;
  await onDocsHost(context);
  await page.goto(`http://${PLAUSIBLE_DOMAIN}${path}`);
}

async function searchAndClose(page: Page, query: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a search that found nothing, or whose hits were not opened, sends one event with the masked query and the version', async ({
  page,
  context,
}) => {
  await openOnDocsHost(page, context, '/v6/users/setup-pdf');
  await searchAndClose(page, 'qqzzxjv zqxv@qqzz.zz 0412345678');
  await expect.poll(() => received.filter((event) => event.n === 'Search: no results').length, { timeout: 15_000 }).toBe(1);
  const noResults = received.find((event) => event.n === 'Search: no results')!;
  expect(noResults.p).toEqual({ query: 'qqzzxjv [email] [number]', version: 'v6' });
  expect(noResults.u).toBe(`http://${PLAUSIBLE_DOMAIN}/v6/users/setup-pdf`);

  await searchAndClose(page, 'watermark');
  await expect.poll(() => received.filter((event) => event.n === 'Search: nothing opened').length, { timeout: 15_000 }).toBe(1);
  expect(received.find((event) => event.n === 'Search: nothing opened')!.p).toEqual({ query: 'watermark', version: 'v6' });

  // A search whose hit was opened is a success: nothing more is sent.
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('memory limit');
  await page.locator('.DocSearch-Hit a').first().click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(received.filter((event) => event.n.startsWith('Search:')).length).toBe(2);
});

test('"Was this page helpful?" sends one event with the page, its version and the answer; a No offers the edit and support links', async ({
  page,
  context,
}) => {
  await openOnDocsHost(page, context, '/v6/users/setup-pdf');
  await page.waitForLoadState('networkidle');
  const answers = page.getByRole('group', { name: 'Was this page helpful?' });
  const no = answers.getByRole('button', { name: 'No' });
  await no.click();
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  await expect(no).toBeFocused();
  const status = page.getByRole('status').filter({ hasText: 'Thank you for telling us.' });
  await expect(status).toBeVisible();
  await expect(status.getByRole('link', { name: 'suggest an edit to this page' })).toHaveAttribute(
    'href',
    /\/edit\/main\/docs\/users\/setup-pdf\.md$/,
  );
  await expect(status.getByRole('link', { name: 'contact Gravity PDF support' })).toHaveAttribute('href', EXTERNAL_LINKS.support);
  await expect.poll(() => received.filter((event) => event.n === 'Page feedback').length, { timeout: 10_000 }).toBe(1);
  expect(received.find((event) => event.n === 'Page feedback')!.p).toEqual({ page: '/v6/users/setup-pdf', version: 'v6', answer: 'no' });
  // One answer per page view: a second click sends nothing more.
  await answers.getByRole('button', { name: 'Yes' }).click();
  await page.waitForTimeout(1000);
  expect(received.filter((event) => event.n === 'Page feedback').length).toBe(1);
});

test('on any other host nothing is sent', async ({ page }) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PLAUSIBLE_ENDPOINT) || request.url().includes('/api/event')) analyticsRequests.push(request.url());
  });
  await page.goto('/v6/users/five-minute-install');
  await page.locator('nav.navbar').getByRole('link', { name: 'Get Help' }).hover();
  // Give the idle-time loader every chance to run before concluding that it did not.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  // Nor for a search that found nothing.
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('qqzzxjv zzqqvvw');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await page.keyboard.press('Escape');
  // Nor for an answer to "Was this page helpful?".
  await page.getByRole('group', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you for telling us.')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(analyticsRequests).toEqual([]);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.filter((name) => /plausible/i.test(name))).toEqual([]);
});

// Loading and crash states: what a reader sees when a page's code fails to arrive or fails while it renders.
import { expect, test, type Page } from '@playwright/test';

const DOC_PATH = '/v6/users/installation';
const DOC_TITLE = 'Gravity PDF Requirements and Detailed Installation Instructions';

/** The JS chunk that carries this page's own content: the one holding its first paragraph. */
async function contentChunkOf(page: Page, path: string, title: string): Promise<string> {
  const chunks = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) chunks.add(response.url());
  });
  await page.goto(path);
  await expect(page.locator('article h1')).toHaveText(title);
  const phrase = (await page.locator('article .markdown p').first().innerText()).slice(0, 40);
  for (const url of chunks) {
    const body = await (await page.request.get(url)).text();
    if (body.includes(phrase)) return new URL(url).pathname;
  }
  throw new Error(`no chunk of ${path} contains its first paragraph`);
}

test('a page chunk that fails to load shows the error box, and Retry reloads the page', async ({ page }) => {
  const chunk = await contentChunkOf(page, DOC_PATH, DOC_TITLE);
  await page.context().clearCookies();
  await page.route(`**${chunk}`, (route) => route.abort('failed'));
  // The .html address makes the client render the page from its route (not the preloaded copy), so the chunk is fetched again.
  await page.goto(`${DOC_PATH}.html`);
  const errorBox = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(errorBox).toBeVisible();
  await expect(errorBox).toContainText(/Loading chunk|ChunkLoadError|failed/i);
  // Half the width of the space it sits in, centred with a quarter of that width either side.
  const geometry = await errorBox.evaluate((box) => {
    const own = box.getBoundingClientRect();
    const parent = box.parentElement!;
    const style = getComputedStyle(parent);
    const left = parent.getBoundingClientRect().left + parseFloat(style.paddingLeft);
    const width = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { width: own.width / width, offset: (own.left - left) / width };
  });
  expect(geometry.width).toBeCloseTo(0.5, 2);
  expect(geometry.offset).toBeCloseTo(0.25, 2);
  await page.unroute(`**${chunk}`);
  await Promise.all([page.waitForEvent('load'), errorBox.getByRole('button', { name: 'Retry' }).click()]);
  await expect(page.locator('article h1')).toHaveText(DOC_TITLE);
});

test('while a slow page loads, a spinner appears after a short delay', async ({ page }) => {
  const chunk = await contentChunkOf(page, DOC_PATH, DOC_TITLE);
  await page.route(`**${chunk}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto(`${DOC_PATH}.html`);
  await expect(page.getByRole('status', { name: 'Loading the page' })).toBeVisible();
  await expect(page.locator('article h1')).toHaveText(DOC_TITLE, { timeout: 10_000 });
  await expect(page.getByRole('status', { name: 'Loading the page' })).toHaveCount(0);
});

test('a component that throws shows the crash screen, and Try again recovers', async ({ page }) => {
  // Make date formatting throw while window.__breakDates is set: the "Last updated" line (which writes the date with
  // toISOString as it renders) then crashes. src/theme/LastUpdated no longer uses Intl.DateTimeFormat (issue #25).
  await page.addInitScript(() => {
    const realToISOString = Object.getOwnPropertyDescriptor(Date.prototype, 'toISOString')!.value as (this: Date) => string;
    (window as unknown as { __breakDates: boolean }).__breakDates = true;
    Date.prototype.toISOString = function (this: Date) {
      if ((window as unknown as { __breakDates: boolean }).__breakDates) throw new Error('Date formatting is unavailable');
      return realToISOString.call(this);
    };
  });
  await page.goto(DOC_PATH);
  const crash = page.getByTestId('crash-screen');
  await expect(crash.locator('h1')).toHaveText('This page crashed');
  await expect(page).toHaveTitle('Page Error');
  await page.evaluate(() => {
    (window as unknown as { __breakDates: boolean }).__breakDates = false;
  });
  await crash.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('crash-screen')).toHaveCount(0);
  await expect(page.locator('article h1')).toHaveText(DOC_TITLE);
});

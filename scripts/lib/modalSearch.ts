// Searches the way a reader does: on a page of the version they read, the search modal opened with Ctrl+K, the query
// typed, and the pages read off the modal in the order it shows them once the whole answer is on screen. Shared by the
// relevance evaluation (scripts/search-eval.ts) and the relevance tests (tests/e2e/search-relevance.spec.ts).
import type { Page } from '@playwright/test';

export interface ModalAnswer {
  /** The distinct pages the modal lists, in the order a reader sees them (anchors dropped). */
  pages: string[];
  /** How many of those pages have a hit inside the modal's visible list without scrolling. */
  visibleWithoutScrolling: number;
}

/** Opens the modal on `pageUrl` (already loaded pages are reused when the path is the same) and searches `query`. */
export async function searchInModal(page: Page, pageUrl: string, query: string): Promise<ModalAnswer> {
  if (new URL(page.url(), 'http://docs.test').pathname !== new URL(pageUrl, 'http://docs.test').pathname) {
    await page.goto(pageUrl);
    // Shortcuts work once React has hydrated the page.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
  }
  const input = page.locator('.DocSearch-Input');
  if (!(await input.isVisible())) {
    await page.keyboard.press('Control+k');
    await input.waitFor();
  }
  await input.fill(query);
  // The modal marks the answer complete once every page of it is on screen (the local index shows its first pages early).
  await page
    .locator(`.DocSearch-Dropdown[data-answer="complete"][data-answer-query="${query.trim().slice(0, 200).replace(/["\\]/g, '\\$&')}"]`)
    .waitFor({ timeout: 15_000 });
  return page.locator('.DocSearch-Dropdown').evaluate((dropdown) => {
    const visible = dropdown.getBoundingClientRect();
    const pages: string[] = [];
    const seen = new Set<number>();
    for (const link of Array.from(dropdown.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hit a'))) {
      const path = new URL(link.href).pathname;
      if (!pages.includes(path)) pages.push(path);
      const box = link.getBoundingClientRect();
      if (box.top >= visible.top && box.bottom <= visible.bottom) seen.add(pages.indexOf(path));
    }
    return { pages, visibleWithoutScrolling: seen.size };
  });
}

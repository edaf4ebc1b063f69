// Helpers for browser tests that visit every kind of page: open a page in a colour mode and wait for React to take over.
import { expect, type Page } from '@playwright/test';

export type ColourMode = 'light' | 'dark';

/** Opens a path in a colour mode (the theme's `docusaurus-theme` query parameter) once the page is interactive. */
export async function openPage(page: Page, path: string, mode: ColourMode = 'light'): Promise<void> {
  await page.goto(`${path}?docusaurus-theme=${mode}`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

// Helpers shared by the browser tests.
import type { Page } from '@playwright/test';

/**
 * Docusaurus namespaces its local-storage keys per site (`theme-9e6`), so tests look keys up by their base name.
 * Returns the stored value and the full key, or nulls when nothing is stored.
 */
export async function siteStorage(page: Page, baseKey: string): Promise<{ key: string | null; value: string | null }> {
  return page.evaluate((base) => {
    const key = Object.keys(window.localStorage).find((candidate) => candidate === base || candidate.startsWith(`${base}-`)) ?? null;
    return { key, value: key === null ? null : window.localStorage.getItem(key) };
  }, baseKey);
}

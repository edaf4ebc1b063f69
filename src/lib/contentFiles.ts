// Node-only: loads the catalogue and finds the content files behind its routes (for the config, scripts and tests).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from './catalogue';
import { contentFileStem } from './catalogue';
import { LATEST_VERSION } from '../data/versions';

/** The repository root. npm scripts, Docusaurus and Playwright all run there (the config loader rejects import.meta). */
export const SITE_DIR = process.cwd();

export function loadCatalogue(siteDir: string = SITE_DIR): Catalogue {
  return JSON.parse(readFileSync(join(siteDir, 'catalogue', 'routes.json'), 'utf8')) as Catalogue;
}

/** The content file that serves a route (`.md` or `.mdx`), or undefined when it has not been written. */
export function contentFileOf(routePath: string, siteDir: string = SITE_DIR): string | undefined {
  const stem = contentFileStem(routePath, LATEST_VERSION.name);
  return ['.md', '.mdx'].map((extension) => stem + extension).find((file) => existsSync(join(siteDir, file)));
}

export function routeHasContent(routePath: string, siteDir: string = SITE_DIR): boolean {
  return contentFileOf(routePath, siteDir) !== undefined;
}

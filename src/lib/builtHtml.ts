// Node-only: reading the production build's HTML, one way for the tests and scripts that check what readers get. A
// route is written as `route.html` (Docusaurus's trailingSlash: false) or, for a folder's index, `route/index.html`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { SITE_DIR } from './contentFiles';

/** Where `npm run build` writes the site. */
export const BUILD_DIR = join(SITE_DIR, 'build');

/** The built HTML file of a route (`/v6/users/setup-pdf`), or undefined when the build has none. */
export function builtFileOf(route: string, buildDir: string = BUILD_DIR): string | undefined {
  return [join(buildDir, `${route}.html`), join(buildDir, route, 'index.html')].find((candidate) => existsSync(candidate));
}

/** The built HTML of a route, or undefined when the build has none. */
export function builtHtmlOf(route: string, buildDir: string = BUILD_DIR): string | undefined {
  const file = builtFileOf(route, buildDir);
  return file && readFileSync(file, 'utf8');
}

/** Every element below `node` (in document order) that `match` accepts. */
export function elementsWhere(node: Root | Element, match: (element: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (match(child)) found.push(child);
    elementsWhere(child, match, found);
  }
  return found;
}

/** Text as a reader sees it: runs of white space as one space, none at the ends. */
export function squashSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

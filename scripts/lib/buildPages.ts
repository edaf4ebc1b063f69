// Reads the pages a production build emitted (build/**.html) as routes with what a reader sees: title and sidebar.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decodeEntities } from '../../src/lib/htmlEntities';
import { filesUnder } from '../../src/lib/files';

export interface BuiltPage {
  file: string;
  route: string;
  h1: string | undefined;
  sidebar: string | undefined;
}

const NOT_PAGES = new Set(['404.html']);

export function routeOfBuildFile(file: string): string {
  const route = `/${file
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

export function readBuiltPages(buildDir: string): BuiltPage[] {
  return filesUnder(buildDir, new Set(['assets', '__server']))
    .filter((full) => full.endsWith('.html'))
    .map((full) => relative(buildDir, full))
    .filter((file) => !NOT_PAGES.has(file))
    .map((file) => {
      const html = readFileSync(join(buildDir, file), 'utf8');
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      const sidebar = /data-sidebar=["']?([\w-]+)/.exec(html)?.[1];
      return {
        file,
        route: routeOfBuildFile(file),
        h1: h1 === undefined ? undefined : decodeEntities(h1.replace(/<[^>]+>/g, '')).trim(),
        sidebar,
      };
    });
}

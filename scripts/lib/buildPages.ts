// Reads the pages a production build emitted (build/**.html) as routes with what a reader sees: title and sidebar.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BuiltPage {
  file: string;
  route: string;
  h1: string | undefined;
  sidebar: string | undefined;
}

const NOT_PAGES = new Set(['404.html']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' || name === '__server' ? [] : walk(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function routeOfBuildFile(file: string): string {
  const route = `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

export function readBuiltPages(buildDir: string): BuiltPage[] {
  return walk(buildDir)
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

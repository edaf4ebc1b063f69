// Titles and sidebar labels come from the catalogue at build time; a content file's front matter holds only what people
// write. A page whose catalogue title (or sidebar label) is null is ours to title: its front matter gives it. Pure.
import { isAbsolute, relative } from 'node:path';
import type { Catalogue, CataloguePage } from './catalogue';
import { routeOfContentFile } from './catalogue';

type FrontMatter = Record<string, unknown>;

/** The front matter keys the catalogue gives a page when it has a value for them. */
export const CATALOGUE_KEYS = ['title', 'sidebar_label'] as const;
export type CatalogueKey = (typeof CATALOGUE_KEYS)[number];

export interface CatalogueKeyProblem {
  key: CatalogueKey;
  message: string;
}

const pagesByRouteCache = new WeakMap<Catalogue, Map<string, CataloguePage>>();

function pagesByRoute(catalogue: Catalogue): Map<string, CataloguePage> {
  let pages = pagesByRouteCache.get(catalogue);
  if (!pages) {
    pages = new Map(catalogue.pages.map((page) => [page.path, page]));
    pagesByRouteCache.set(catalogue, pages);
  }
  return pages;
}

/** The latest version's name, as the catalogue records it (its unversioned docs folder serves it). */
function latestVersionOf(catalogue: Catalogue): string {
  return catalogue.versions.find((version) => version.latest)?.name ?? '';
}

/**
 * The catalogue page a content file serves (path relative to `siteDir`, or absolute), or undefined for files outside
 * docs/ and versioned_docs/ (release notes, pages) and routes the catalogue does not list.
 */
export function cataloguePageOfFile(catalogue: Catalogue, file: string, siteDir: string = process.cwd()): CataloguePage | undefined {
  const relativePath = (isAbsolute(file) ? relative(siteDir, file) : file).replace(/\\/g, '/');
  const route = routeOfContentFile(relativePath, latestVersionOf(catalogue));
  return route === undefined ? undefined : pagesByRoute(catalogue).get(route);
}

/**
 * The front matter with the catalogue's title and sidebar label where the catalogue has them (entry undefined: as is).
 * They come first, where writers used to put them, so the pages' data is what it was when the files held them.
 */
export function withCatalogueTitles(frontMatter: Readonly<FrontMatter>, entry: CataloguePage | undefined): FrontMatter {
  const given = CATALOGUE_KEYS.filter((key) => entry?.[key] != null);
  if (given.length === 0) return { ...frontMatter };
  const filled: FrontMatter = Object.fromEntries(given.map((key) => [key, entry![key]]));
  for (const [key, value] of Object.entries(frontMatter)) {
    if (!(key in filled)) filled[key] = value;
  }
  return filled;
}

/** The title a reader sees: the catalogue's, else the one written in the front matter. */
export function effectiveTitle(frontMatter: Readonly<FrontMatter>, entry: CataloguePage | undefined): string | undefined {
  const title = withCatalogueTitles(frontMatter, entry).title;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/** Keys the front matter writes although the catalogue gives them: each to delete, with the catalogue's value named. */
export function writtenCatalogueKeys(frontMatter: Readonly<FrontMatter>, entry: CataloguePage | undefined): CatalogueKeyProblem[] {
  if (!entry) return [];
  return CATALOGUE_KEYS.flatMap((key) => {
    const value = entry[key];
    if (value === null || !(key in frontMatter)) return [];
    return [
      {
        key,
        message: `delete the \`${key}:\` line from the front matter: the ${key === 'title' ? 'title' : 'sidebar label'} comes from catalogue/routes.json ("${value}")`,
      },
    ];
  });
}

/**
 * For `markdown.parseFrontMatter`: the front matter with the catalogue's title and sidebar label. A written value that
 * disagrees with the catalogue fails the build, naming the file and the fix; one that repeats it is the content
 * check's to report.
 */
export function frontMatterWithCatalogue(
  file: string,
  frontMatter: Record<string, unknown>,
  catalogue: Catalogue,
  siteDir: string = process.cwd(),
): Record<string, unknown> {
  const entry = cataloguePageOfFile(catalogue, file, siteDir);
  const disagreeing = writtenCatalogueKeys(frontMatter, entry).filter((problem) => frontMatter[problem.key] !== entry?.[problem.key]);
  if (disagreeing.length > 0) {
    const where = isAbsolute(file) ? relative(siteDir, file) : file;
    throw new Error(`${where}: ${disagreeing.map((problem) => problem.message).join('; ')}`);
  }
  return withCatalogueTitles(frontMatter, entry);
}

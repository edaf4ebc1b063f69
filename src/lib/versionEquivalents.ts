// The same page in each docs version, worked out at build time for every doc page (its front matter's
// `version_equivalents`): the version menu and the end-of-life banner read it from the page itself, so the browser
// needs no list of every page of every version.
import { findEquivalentPath } from './equivalentPage';

/** Version name → the same page in that version, for each version that has one (the page's own version included). */
export type VersionEquivalents = Readonly<Record<string, string>>;

/**
 * @param route the page's route
 * @param pathsByVersion every doc route of each version
 */
export function versionEquivalentsOf(route: string, pathsByVersion: Readonly<Record<string, readonly string[]>>): VersionEquivalents {
  const equivalents: Record<string, string> = {};
  for (const [version, paths] of Object.entries(pathsByVersion)) {
    const path = findEquivalentPath(route, paths);
    if (path) equivalents[version] = path;
  }
  return equivalents;
}

/** The equivalents a page's front matter carries, or none when it carries none (pages outside the docs). */
export function versionEquivalentsOfFrontMatter(frontMatter: Readonly<Record<string, unknown>>): VersionEquivalents {
  const value = frontMatter.version_equivalents;
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

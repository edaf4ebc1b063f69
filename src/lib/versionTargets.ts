// Where each entry of the version menu leads: the same page in that version when it exists, else the version's start page.
import type { DocVersion } from '../data/versions';
import { findEquivalentPath } from './equivalentPage';

export interface VersionTarget {
  version: DocVersion;
  path: string;
  /** True when `path` is the same page as the one being read, false when it is the start page. */
  samePage: boolean;
}

/**
 * @param currentDocPath the doc being read, or undefined outside the docs (landing page, search, not found)
 * @param docPathsByVersion every doc path that exists, per version name
 */
export function versionTargets(
  versions: readonly DocVersion[],
  currentDocPath: string | undefined,
  docPathsByVersion: Readonly<Record<string, readonly string[]>>,
): VersionTarget[] {
  return versions.map((version) => {
    const equivalent = currentDocPath === undefined ? undefined : findEquivalentPath(currentDocPath, docPathsByVersion[version.name] ?? []);
    return equivalent === undefined ? { version, path: version.startPage, samePage: false } : { version, path: equivalent, samePage: true };
  });
}

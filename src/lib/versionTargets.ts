// Where each entry of the version menu leads: the same page in that version when it exists, else the version's start page.
import type { DocVersion } from '../data/versions';
import type { VersionEquivalents } from './versionEquivalents';

export interface VersionTarget {
  version: DocVersion;
  path: string;
  /** True when `path` is the same page as the one being read, false when it is the start page. */
  samePage: boolean;
}

/**
 * @param equivalents the page being read in each version (its front matter's version_equivalents), or undefined
 *   outside the docs (landing page, search, not found)
 */
export function versionTargets(versions: readonly DocVersion[], equivalents: VersionEquivalents | undefined): VersionTarget[] {
  return versions.map((version) => {
    const equivalent = equivalents?.[version.name];
    return equivalent === undefined ? { version, path: version.startPage, samePage: false } : { version, path: equivalent, samePage: true };
  });
}

// The documentation versions, as config, components, scripts and tests read them: derived from the route catalogue.
import { versions as catalogueVersions } from '../../catalogue/routes.json';

export type VersionName = `v${number}`;

export interface DocVersion {
  /** Docusaurus version name, also the URL segment. */
  readonly name: VersionName;
  /** What the version menu shows. */
  readonly label: string;
  /** The URL prefix of every page in the version. */
  readonly path: `/${VersionName}`;
  /** The page the version menu and "start here" links lead to. */
  readonly startPage: string;
  /** End-of-life date (YYYY-MM-DD), or null while supported. */
  readonly endOfLife: string | null;
  readonly status: 'supported' | 'end-of-life';
  /** The plugin release line the pages describe. */
  readonly pluginRelease: string;
}

/** The catalogue's versions (catalogue/routes.json), newest first: the one place they are written. */
type CatalogueVersion = { name: string; start: string; eol: string | null; latest: boolean };

function isVersionName(name: string): name is VersionName {
  return /^v\d+$/.test(name);
}

/** A catalogue entry as the site uses it: label, URL prefix and release line follow from the name. */
export function docVersionOf(entry: CatalogueVersion): DocVersion {
  if (!isVersionName(entry.name)) throw new Error(`catalogue/routes.json: version "${entry.name}" is not of the form vN`);
  return {
    name: entry.name,
    label: entry.name,
    path: `/${entry.name}`,
    startPage: entry.start,
    endOfLife: entry.eol,
    status: entry.eol === null ? 'supported' : 'end-of-life',
    pluginRelease: `${entry.name.slice(1)}.x`,
  };
}

/**
 * Newest first: the order of the version menu. Only the catalogue's `versions` array is imported; the bundler leaves
 * its pages out of the browser's code (tests/build/first-load.test.ts checks it). Array.from rather than `.map`: the
 * bundler reads `versions.map` as a named export of the JSON and warns.
 */
export const DOC_VERSIONS: readonly DocVersion[] = Array.from(catalogueVersions as CatalogueVersion[], docVersionOf);

/** The version that lives in docs/ and is marked latest. */
export const LATEST_VERSION: DocVersion = DOC_VERSIONS[0]!;

/** Versions kept in versioned_docs/, in the order versions.json lists them. */
export const ARCHIVED_VERSIONS: readonly DocVersion[] = DOC_VERSIONS.slice(1);

export function findVersion(name: string): DocVersion | undefined {
  return DOC_VERSIONS.find((version) => version.name === name);
}

/** The name Docusaurus gives a version internally: the latest lives in docs/ as 'current'. Search facets use it too. */
export function docusaurusVersionName(version: DocVersion): string {
  return version === LATEST_VERSION ? 'current' : version.name;
}

/** The inverse of docusaurusVersionName: 'current' → the latest version, 'v4' → v4. */
export function versionOfDocusaurusName(name: string): DocVersion | undefined {
  return DOC_VERSIONS.find((version) => docusaurusVersionName(version) === name);
}

/** The version a site path belongs to (`/v4/foo` → v4), or undefined outside the docs. */
export function versionOfPath(pathname: string): DocVersion | undefined {
  const firstSegment = pathname.split('/').filter(Boolean)[0] ?? '';
  return findVersion(firstSegment);
}

/** The exact end-of-life notice shown on every page of an unsupported version. */
export function endOfLifeNotice(version: DocVersion): string | null {
  if (version.endOfLife === null) {
    return null;
  }
  return `Gravity PDF ${version.label} end of life was ${version.endOfLife} and this version is no longer supported. This legacy documentation is kept for reference only.`;
}

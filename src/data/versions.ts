// The one catalogue of documentation versions: config, components, scripts and tests all read it.
export type VersionName = 'v6' | 'v5' | 'v4' | 'v3';

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

/** Newest first: the order of the version menu. */
export const DOC_VERSIONS: readonly DocVersion[] = [
  {
    name: 'v6',
    label: 'v6',
    path: '/v6',
    startPage: '/v6/users/five-minute-install',
    endOfLife: null,
    status: 'supported',
    pluginRelease: '6.x',
  },
  {
    name: 'v5',
    label: 'v5',
    path: '/v5',
    startPage: '/v5/five-minute-install',
    endOfLife: '2023-04-28',
    status: 'end-of-life',
    pluginRelease: '5.x',
  },
  {
    name: 'v4',
    label: 'v4',
    path: '/v4',
    startPage: '/v4/five-minute-install',
    endOfLife: '2019-10-04',
    status: 'end-of-life',
    pluginRelease: '4.x',
  },
  {
    name: 'v3',
    label: 'v3',
    path: '/v3',
    startPage: '/v3/installation-requirements',
    endOfLife: '2017-06-20',
    status: 'end-of-life',
    pluginRelease: '3.x',
  },
];

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

// Checks the references of built pages against the build: each internal URL must reach a file the way the docs host
// routes it (src/lib/staticRoutes.ts) and each #anchor must be an id of the target page; external URLs are only collected.
import { resolveStatic } from './staticRoutes';
import type { HtmlReference } from './htmlScan';

export type ReferenceTarget =
  { kind: 'internal'; path: string; fragment: string | undefined } | { kind: 'external'; url: string } | { kind: 'ignored' };

/** Schemes that do not name a document to load. */
const IGNORED_SCHEMES = /^(mailto|tel|javascript|data|blob|about):/i;

/**
 * Where a URL found in a page leads.
 * @param fromPath the URL path the page (or stylesheet) is served at, e.g. `/v6/users/setup-pdf`
 * @param siteUrl the site's public URL: absolute URLs on it (canonical, og:image) are internal
 */
export function classifyReference(url: string, fromPath: string, siteUrl: string): ReferenceTarget {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed === '#' || IGNORED_SCHEMES.test(trimmed)) return { kind: 'ignored' };
  const site = new URL(siteUrl);
  let resolved: URL;
  try {
    resolved = new URL(trimmed, new URL(fromPath, site.origin));
  } catch {
    // An unparsable URL cannot load: report it as an internal path that no file answers.
    return { kind: 'internal', path: trimmed, fragment: undefined };
  }
  if (resolved.origin === site.origin) {
    let fragment: string | undefined;
    if (resolved.hash.length > 1) {
      try {
        fragment = decodeURIComponent(resolved.hash.slice(1));
      } catch {
        fragment = resolved.hash.slice(1);
      }
    }
    return { kind: 'internal', path: resolved.pathname, fragment };
  }
  if (resolved.protocol === 'http:' || resolved.protocol === 'https:') return { kind: 'external', url: resolved.href };
  return { kind: 'ignored' };
}

export interface BuildFiles {
  /** Whether a build-relative file exists. */
  exists: (file: string) => boolean;
  /** The anchors (ids) of a build-relative HTML file. */
  anchorsOf: (file: string) => ReadonlySet<string>;
}

export interface LinkProblem {
  /** The build file that holds the reference. */
  file: string;
  /** The reference as written. */
  url: string;
  /** The resolved site path it was looked up as. */
  path: string;
  reason: string;
}

export interface PageLinkReport {
  problems: LinkProblem[];
  external: string[];
}

/** Checks one page's (or stylesheet's) references. */
export function checkReferences(
  file: string,
  fromPath: string,
  references: readonly Pick<HtmlReference, 'url'>[],
  build: BuildFiles,
  siteUrl: string,
): PageLinkReport {
  const problems: LinkProblem[] = [];
  const external: string[] = [];
  for (const { url } of references) {
    const target = classifyReference(url, fromPath, siteUrl);
    if (target.kind === 'ignored') continue;
    if (target.kind === 'external') {
      external.push(target.url);
      continue;
    }
    const { file: targetFile } = resolveStatic(target.path, build.exists);
    if (targetFile === undefined) {
      problems.push({ file, url, path: target.path, reason: 'no page or file answers it' });
      continue;
    }
    if (target.fragment !== undefined && targetFile.endsWith('.html') && !build.anchorsOf(targetFile).has(target.fragment)) {
      problems.push({ file, url, path: `${target.path}#${target.fragment}`, reason: `${targetFile} has no id "${target.fragment}"` });
    }
  }
  return { problems, external };
}

/**
 * The page a broken link was meant for when it was written as a link to a content file (`../x/y.md`) that Docusaurus
 * could not resolve: `/v6/x/y.md` → `/v6/x/y`. Other paths are returned unchanged (without a trailing slash).
 */
export function intendedRoute(path: string): string {
  const withoutFragment = path.replace(/#.*$/, '');
  return withoutFragment.replace(/\.mdx?$/, '').replace(/\/+$/, '') || '/';
}

export function formatProblem(problem: LinkProblem): string {
  return `${problem.file} → ${problem.url} (${problem.reason})`;
}

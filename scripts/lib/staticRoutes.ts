// Maps a request path to the file of the production build that answers it, the way the docs host serves the site:
// `/a/b` and `/a/b.html` reach `a/b.html` (or `a/b/index.html`); `/a/b/`, `/a/b/index` and `/a/b/index.html` redirect to
// `/a/b`; anything else is the 404 page.
import { bareAddressOf } from '../../src/plugins/hostConfig/addresses';

export interface StaticResolution {
  /** Build-relative file to send, or undefined for a 404. */
  file: string | undefined;
  /** Where to send the reader instead (a permanent redirect to the canonical path), if anywhere. */
  redirect?: string;
}

/** Candidate files for a path, in the order they are tried. */
export function candidateFiles(pathname: string): string[] {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return [];
  }
  // Never leave the build folder.
  if (path.includes('\0') || path.split('/').includes('..')) return [];
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return ['index.html'];
  const relativePath = trimmed.replace(/^\/+/, '');
  // Extensions may hold underscores: the search index's files end in .pf_meta, .pf_index, .pf_fragment, .pf_filter.
  if (/\.[a-z0-9_]+$/i.test(relativePath) && !relativePath.endsWith('.html')) return [relativePath];
  const stem = relativePath.replace(/\.html$/, '').replace(/\/index$/, '');
  return [`${relativePath}`, `${stem}.html`, `${stem}/index.html`].filter(
    (candidate, index, all) => all.indexOf(candidate) === index && candidate.endsWith('.html'),
  );
}

/**
 * @param exists whether a build-relative file exists
 */
export function resolveStatic(pathname: string, exists: (file: string) => boolean): StaticResolution {
  const file = candidateFiles(pathname).find(exists);
  if (!file) return { file: undefined };
  // Other spellings of a page (`/x/`, `/x/index`, `/x/index.html`) move to its one address, as the host configurations
  // the build writes do (src/plugins/hostConfig). `/x.html` is the exception here: this server is for tests and
  // benchmarks, and tests/e2e/states.spec.ts opens `/x.html` to make the client load a page's chunks after start-up.
  const path = decodeURIComponent(pathname);
  const bare = bareAddressOf(path);
  const isDotHtml = /\.html$/.test(path) && !/\/index\.html$/.test(path);
  if (bare !== null && file.endsWith('.html') && !isDotHtml) return { file, redirect: bare };
  return { file };
}

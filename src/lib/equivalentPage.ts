// Finds "the same page" in another docs version, although slugs changed between versions (v5 `user-setup-pdf` is v6 `users/setup-pdf`).

/** Prefixes the older versions put in front of a slug that v6 dropped or moved into folders. */
const LEGACY_SLUG_PREFIXES = ['shop-pdf-template-', 'shop-plugin-', 'shop-', 'development-', 'developer-', 'user-', 'api_'];

/** A version-independent key for a doc path: its last segment without legacy prefixes, `-` and `_` treated alike. */
export function pageKey(path: string): string {
  const lastSegment = path.replace(/\/+$/, '').split('/').pop() ?? '';
  let slug = lastSegment.toLowerCase();
  for (const prefix of LEGACY_SLUG_PREFIXES) {
    if (slug.startsWith(prefix)) {
      slug = slug.slice(prefix.length);
      break;
    }
  }
  return slug.replace(/_/g, '-');
}

/**
 * The path in `candidates` (the target version's doc paths) that is the same page as `fromPath`:
 * first the same path after the version prefix, then the same page key. Undefined when there is none.
 */
export function findEquivalentPath(fromPath: string, candidates: readonly string[]): string | undefined {
  const withoutVersion = (path: string) => path.replace(/^\/v\d+/, '').replace(/\/+$/, '');
  const target = withoutVersion(fromPath);
  const exact = candidates.find((candidate) => withoutVersion(candidate) === target);
  if (exact) return exact;
  const key = pageKey(fromPath);
  const matches = candidates.filter((candidate) => pageKey(candidate) === key);
  // Two pages sharing a key would make the guess arbitrary: better to fall back to the start page.
  return matches.length === 1 ? matches[0] : undefined;
}

// One address per page: `/x` is a page; `/x/`, `/x/index`, `/x/index.html` and `/x.html` are other spellings of it
// that servers redirect (301); on a host with no rules at all, the browser replaces the first three (src/theme/Root.tsx).
// The server configurations (render/*.ts) write the same rule in each host's own syntax.

/** What follows a page's path in one of its other spellings; `/x/index.html` is tried before `/x/index`. */
export const VARIANT_SUFFIX_PATTERN = String.raw`(?:/index\.html|/index|\.html|/+)`;

const VARIANT = new RegExp(String.raw`^(.*?)${VARIANT_SUFFIX_PATTERN}$`);

/**
 * The bare path a variant spelling stands for (`/v6/users/setup-pdf/` → `/v6/users/setup-pdf`, `/index.html` → `/`),
 * or null when the path is already bare.
 */
export function bareAddressOf(pathname: string): string | null {
  if (pathname === '/') return null;
  const match = VARIANT.exec(pathname);
  if (!match) return null;
  const bare = match[1] ?? '';
  return bare === '' ? '/' : bare;
}

/** A route as Docusaurus's generated route table lists it (only the fields matching needs). */
export interface RouteEntry {
  path?: string;
  exact?: boolean;
  routes?: RouteEntry[];
}

/** react-router's matchPath, passed in so this module stays free of React. */
export type PathMatcher = (pathname: string, route: RouteEntry) => { isExact: boolean } | null;

/**
 * Whether a path is a page of the site, the way the router's nested switches decide: the first route that matches at
 * each level wins, and only an exact match of a leaf route (not the catch-all `*`) is a page.
 */
export function isPagePath(routes: readonly RouteEntry[], pathname: string, matchPath: PathMatcher): boolean {
  for (const route of routes) {
    const match = matchPath(pathname, route);
    if (!match) continue;
    if (route.routes) return isPagePath(route.routes, pathname, matchPath);
    return match.isExact && route.path !== '*';
  }
  return false;
}

/**
 * Where the browser should move a reader who arrived at `/x/`, `/x/index` or `/x/index.html` of a page, or null to stay.
 * `/x.html` is left alone: a host with no rules serves the page's own file there, so the reader already sees the page.
 */
export function recoveredAddressOf(pathname: string, isPage: (path: string) => boolean): string | null {
  if (/\.html$/.test(pathname) && !/\/index\.html$/.test(pathname)) return null;
  const bare = bareAddressOf(pathname);
  return bare !== null && isPage(bare) ? bare : null;
}

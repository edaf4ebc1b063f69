// The doc page being read tells the navbar's version menu where the same page is in each version (its front matter's
// version_equivalents, worked out at build time). The menu sits above the page in the tree, so the page publishes
// them here once it is on screen; until then, and outside the docs, the menu offers each version's start page.
import { useEffect, useSyncExternalStore } from 'react';
import type { VersionEquivalents } from '@site/src/lib/versionEquivalents';

let published: { path: string; equivalents: VersionEquivalents } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the doc page: publish its equivalents while it is shown. */
export function usePublishPageEquivalents(path: string, equivalents: VersionEquivalents): void {
  useEffect(() => {
    published = { path, equivalents };
    listeners.forEach((listener) => listener());
  }, [path, equivalents]);
}

/** For the menu: the equivalents of the page at `pathname`, if that page has published them. */
export function usePageEquivalents(pathname: string): VersionEquivalents | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => published,
    // The server renders start pages; the page publishes once hydrated.
    () => null,
  );
  return current && current.path === pathname.replace(/\/+$/, '') ? current.equivalents : undefined;
}

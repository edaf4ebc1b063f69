// After Pagefind has written its bundle: every page's title and kind by Pagefind's page id, one file per `version`
// facet, so the query side can rank by title and kind before it loads any page's stored text.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PageKinds, PageTitles } from '../client/searchWords';

/** The facet of pages without a version (the landing page). */
export const NO_VERSION_FACET = 'none';

interface StoredPage {
  meta?: { title?: string };
  filters?: { version?: string[]; kind?: string[] };
}

/** A Pagefind fragment: gzip of `pagefind_dcd` followed by the page's JSON. */
export function readFragment(compressed: Buffer): StoredPage {
  const text = gunzipSync(compressed).toString('utf8');
  return JSON.parse(text.slice(text.indexOf('{'))) as StoredPage;
}

export interface FacetPageFacts {
  kinds: PageKinds;
  titles: PageTitles;
}

export function pageFactsByFacet(fragments: Iterable<readonly [id: string, page: StoredPage]>): Map<string, FacetPageFacts> {
  const byFacet = new Map<string, FacetPageFacts>();
  for (const [id, page] of [...fragments].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const facet = page.filters?.version?.[0] ?? NO_VERSION_FACET;
    if (!byFacet.has(facet)) byFacet.set(facet, { kinds: {}, titles: {} });
    const facts = byFacet.get(facet)!;
    facts.titles[id] = page.meta?.title ?? '';
    const kind = page.filters?.kind?.[0];
    // `other` is every page not listed: the file stays small, for it loads with every search.
    if (kind && kind !== 'other') (facts.kinds[kind] ??= []).push(id);
  }
  return byFacet;
}

/** Writes `pages/<facet>.kinds.json` and `.titles.json` beside the bundle's fragments; returns the facets written. */
export function writePageFacts(bundleDir: string, outputDir: string): string[] {
  const fragmentDir = join(bundleDir, 'fragment');
  const fragments = readdirSync(fragmentDir)
    .filter((name) => name.endsWith('.pf_fragment'))
    .map((name) => [name.replace(/\.pf_fragment$/, ''), readFragment(readFileSync(join(fragmentDir, name)))] as const);
  const byFacet = pageFactsByFacet(fragments);
  for (const [facet, { kinds, titles }] of byFacet) {
    writeFileSync(join(outputDir, `${facet}.kinds.json`), JSON.stringify(kinds));
    writeFileSync(join(outputDir, `${facet}.titles.json`), JSON.stringify(titles));
  }
  return [...byFacet.keys()].sort();
}

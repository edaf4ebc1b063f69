// After Pagefind has written its bundle: every page's title and kind by Pagefind's page id, one file per `version`
// facet, so the query side can rank by title and kind before it loads any page's stored text.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PageFacts } from '../client/searchWords';

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

export function pageFactsByFacet(fragments: Iterable<readonly [id: string, page: StoredPage]>): Map<string, PageFacts> {
  const byFacet = new Map<string, PageFacts>();
  for (const [id, page] of fragments) {
    const facet = page.filters?.version?.[0] ?? NO_VERSION_FACET;
    if (!byFacet.has(facet)) byFacet.set(facet, {});
    byFacet.get(facet)![id] = [page.meta?.title ?? '', page.filters?.kind?.[0] ?? 'other'];
  }
  return byFacet;
}

/** Writes `pages/<facet>.json` beside the bundle's fragments; returns the facets written. */
export function writePageFacts(bundleDir: string, outputDir: string): string[] {
  const fragmentDir = join(bundleDir, 'fragment');
  const fragments = readdirSync(fragmentDir)
    .filter((name) => name.endsWith('.pf_fragment'))
    .map((name) => [name.replace(/\.pf_fragment$/, ''), readFragment(readFileSync(join(fragmentDir, name)))] as const);
  const byFacet = pageFactsByFacet(fragments);
  for (const [facet, facts] of byFacet) writeFileSync(join(outputDir, `${facet}.json`), JSON.stringify(facts));
  return [...byFacet.keys()].sort();
}

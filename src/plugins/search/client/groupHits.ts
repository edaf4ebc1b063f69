// How the search modal lays out hits: runs of neighbouring hits from the same section (`hierarchy.lvl0`, e.g.
// "Developers › Filter Hooks") share one heading, at most `maxPerGroup` hits each, numbered in reading order for the
// arrow keys. Groups never reorder hits: the pages on screen stay in the order the search ranked them, so a section
// heading may appear twice rather than lift a weaker page above a stronger one from another section.

export interface GroupableHit {
  hierarchy: { lvl0: string };
}

export interface HitGroup<Hit extends GroupableHit> {
  source: string;
  /** Each hit with its place in the whole list (what ArrowDown/ArrowUp step through). */
  hits: { hit: Hit; index: number }[];
}

export function groupHits<Hit extends GroupableHit>(hits: readonly Hit[], maxPerGroup: number): HitGroup<Hit>[] {
  const runs: { source: string; members: Hit[] }[] = [];
  for (const hit of hits) {
    const source = hit.hierarchy.lvl0;
    const last = runs.at(-1);
    if (last?.source === source) {
      if (last.members.length < maxPerGroup) last.members.push(hit);
    } else runs.push({ source, members: [hit] });
  }
  let index = 0;
  return runs.map(({ source, members }) => ({ source, hits: members.map((hit) => ({ hit, index: index++ })) }));
}

/** The next hit for ArrowDown (+1) or ArrowUp (-1), wrapping at both ends; 0 when there is nothing to move through. */
export function stepHit(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * Where the hit the reader had moved to sits once a fuller answer replaces the hits on screen (the local index shows
 * its best pages first): the same page keeps the selection; if it is gone, the first hit.
 */
export function indexOfSameHit<Hit extends GroupableHit & { url: string }>(
  shown: readonly Hit[],
  next: readonly Hit[],
  maxPerGroup: number,
  activeIndex: number,
): number {
  const flat = (hits: readonly Hit[]) => groupHits(hits, maxPerGroup).flatMap((group) => group.hits.map(({ hit }) => hit));
  const active = flat(shown)[activeIndex];
  if (!active) return 0;
  return Math.max(
    flat(next).findIndex((hit) => hit.url === active.url),
    0,
  );
}

// Turns a page of the local index into DocSearch records (the shape the DocSearch crawler writes to Algolia), one for
// the page and one per heading, so an Algolia index can be compared with ours (`npm run search:records`).
import { DEFAULT_SECTION, siteUrl } from '../client/pagefindHits';
import type { PagefindAnchor, PagefindResultData } from '../client/pagefindTypes';
import type { DocSearchRecordFields, Hierarchy, HitType } from '../client/types';

export interface DocSearchRecord extends DocSearchRecordFields {
  language: string;
  docusaurus_tag?: string[];
  weight: { pageRank: number; level: number; position: number };
}

const LEVEL_WEIGHT: Record<HitType, number> = { lvl1: 100, lvl2: 90, lvl3: 80, content: 0 };

function textBetween(words: readonly string[], from: number, to: number): string | null {
  const text = words.slice(from, to).join(' ').trim();
  return text === '' ? null : text;
}

export function recordsOfPage(data: PagefindResultData, language = 'en'): DocSearchRecord[] {
  const url = siteUrl(data.url);
  const title = data.meta.title?.trim() || url;
  const section = data.meta.section?.trim() || DEFAULT_SECTION;
  const version = data.filters.version;
  const words = data.content.split(/\s+/);
  const headings = data.anchors
    .filter((anchor) => anchor.element === 'h2' || anchor.element === 'h3')
    .sort((a, b) => a.location - b.location);
  const base = (
    hierarchy: Hierarchy,
    type: HitType,
    anchor: PagefindAnchor | null,
    content: string | null,
    position: number,
  ): DocSearchRecord => ({
    objectID: anchor ? `${url}#${anchor.id}` : url,
    url: anchor ? `${url}#${anchor.id}` : url,
    url_without_anchor: url,
    anchor: anchor?.id ?? null,
    type,
    content,
    hierarchy,
    language,
    ...(version ? { version, docusaurus_tag: version.map((name) => `docs-default-${name}`) } : {}),
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
  });
  const pageHierarchy: Hierarchy = { lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const records = [base(pageHierarchy, 'lvl1', null, textBetween(words, 0, headings[0]?.location ?? words.length), 0)];
  let currentH2: string | null = null;
  headings.forEach((heading, index) => {
    const text = (heading.text ?? '').trim();
    const next = headings[index + 1]?.location ?? words.length;
    // The heading's own words open its section; the content is what follows them.
    const contentStart = heading.location + text.split(/\s+/).filter(Boolean).length;
    const content = textBetween(words, contentStart, next);
    if (heading.element === 'h2') {
      currentH2 = text;
      records.push(base({ ...pageHierarchy, lvl2: text }, 'lvl2', heading, content, index + 1));
    } else {
      records.push(base({ ...pageHierarchy, lvl2: currentH2, lvl3: text }, 'lvl3', heading, content, index + 1));
    }
  });
  return records;
}

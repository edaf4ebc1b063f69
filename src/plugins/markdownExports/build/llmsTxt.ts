// llms.txt (llmstxt.org) for one docs version: the site in a paragraph, then one section per sidebar category with a
// line per page (its Markdown twin and its description), then links to the other versions, the release notes and the
// full text.

export interface LlmsPage {
  title: string;
  /** The twin's absolute URL. */
  url: string;
  description?: string;
}

export interface LlmsSection {
  heading: string;
  pages: readonly LlmsPage[];
}

export interface LlmsTxt {
  title: string;
  summary: string;
  details: readonly string[];
  sections: readonly LlmsSection[];
}

function line(page: LlmsPage): string {
  const title = page.title.replace(/[[\]]/g, '');
  return `- [${title}](${page.url})${page.description ? `: ${page.description}` : ''}`;
}

export function renderLlmsTxt({ title, summary, details, sections }: LlmsTxt): string {
  const parts = [`# ${title}`, `> ${summary}`, ...details];
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    parts.push(`## ${section.heading}\n\n${section.pages.map(line).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** A catalogue sidebar item: a page, or a category of items. */
export type SidebarItem = { type: 'doc'; path: string } | { type: 'category'; label: string; items: readonly SidebarItem[] };

/**
 * The sidebar's pages grouped by the category that holds them, in sidebar order: a section per category path
 * ("Users › Getting Started"), pages outside every category under the sidebar's own heading.
 */
export function sidebarSections(items: readonly SidebarItem[], pageOf: (route: string) => LlmsPage | undefined, top: string): LlmsSection[] {
  const sections: { heading: string; pages: LlmsPage[] }[] = [];
  const add = (heading: string, page: LlmsPage) => {
    let section = sections.find((candidate) => candidate.heading === heading);
    if (!section) {
      section = { heading, pages: [] };
      sections.push(section);
    }
    section.pages.push(page);
  };
  const walk = (level: readonly SidebarItem[], heading: string | null) => {
    for (const item of level) {
      if (item.type === 'category') walk(item.items, heading ? `${heading} › ${item.label}` : item.label);
      else {
        const page = pageOf(item.path);
        if (page) add(heading ?? top, page);
      }
    }
  };
  walk(items, null);
  return sections;
}

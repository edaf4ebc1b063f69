// The export step, run by the plugin after the build: writes each page's Markdown twin next to its HTML, then llms.txt
// for every version and llms-full.txt for the latest.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { htmlToMarkdown, loadMarkdownTools, type ContextLine } from './htmlToMarkdown';
import { renderLlmsTxt, sidebarSections, type LlmsPage, type LlmsSection, type SidebarItem } from './llmsTxt';
import type { ExportManifest, ExportPage } from './manifest';
import { markdownTwinPath } from '../../../lib/markdownTwin';
import { loadCatalogue } from '../../../lib/contentFiles';
import { DOC_VERSIONS, endOfLifeNotice, findVersion, LATEST_VERSION, type DocVersion } from '../../../data/versions';

/** Lines under a twin's description: where the web page is and, for docs, which version it describes. */
function contextOf(page: ExportPage, pageUrl: string): ContextLine[] {
  const version = page.version ? findVersion(page.version) : undefined;
  const lines: ContextLine[] = [{ text: 'Web page: ', url: pageUrl }];
  if (version) lines.push({ text: endOfLifeNotice(version) ?? `Gravity PDF ${version.name.slice(1)}, the current version.` });
  return lines;
}

const HOW_TO_READ = 'Each link is the Markdown version of a page: remove `.md` from its address for the web page.';
const llmsTxtPath = (version: DocVersion) => (version === LATEST_VERSION ? '/llms.txt' : `${version.path}/llms.txt`);

/** Writes the twins and llms files of `manifest` into its build folder; returns the line to print. */
export async function writeExports(manifest: ExportManifest): Promise<string> {
  await loadMarkdownTools();
  const { outDir, siteUrl } = manifest;

  function write(path: string, text: string): void {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }

  const twins = new Map<string, string>();
  for (const page of manifest.pages) {
    // The search index step runs beside this one in the build's process: a turn of the event loop between pages
    // lets it hand Pagefind (a process of its own) the next page meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    const pageUrl = `${siteUrl}${page.route === '/' ? '/' : page.route}`;
    const html = readFileSync(join(outDir, page.htmlFile), 'utf8');
    const markdown = htmlToMarkdown({ html, content: page.content, pageUrl, context: contextOf(page, pageUrl) });
    twins.set(page.route, markdown);
    write(markdownTwinPath(page.route), markdown);
  }

  const twinUrl = (route: string) => `${siteUrl}${markdownTwinPath(route)}`;
  const pagesByRoute = new Map(manifest.pages.map((page) => [page.route, page]));
  const llmsPage = (route: string): LlmsPage | undefined => {
    const page = pagesByRoute.get(route);
    return page && { title: page.title, url: twinUrl(route), ...(page.description && { description: page.description }) };
  };

  /** A version's pages by sidebar: its own sidebar first, then the add-on sidebars of that version; then any page no sidebar lists. */
  function versionSections(version: DocVersion): { sections: LlmsSection[]; routes: string[] } {
    const catalogue = loadCatalogue();
    const sidebarNames = [...new Set(catalogue.pages.filter((page) => page.version === version.name && page.sidebar).map((page) => page.sidebar!))].sort(
      (a, b) => (a === version.name ? -1 : b === version.name ? 1 : 0),
    );
    const sections = sidebarNames.flatMap((name) => sidebarSections((catalogue.sidebars[name] ?? []) as readonly SidebarItem[], llmsPage, 'Pages'));
    const listed = new Set(sections.flatMap((section) => section.pages.map((page) => page.url)));
    const unlisted = manifest.pages
      .filter((page) => page.version === version.name && !listed.has(twinUrl(page.route)))
      .map((page) => llmsPage(page.route)!);
    if (unlisted.length > 0) sections.push({ heading: 'Other pages', pages: unlisted });
    const routes = sections.flatMap((section) => section.pages.map((page) => page.url.slice(siteUrl.length).replace(/\.md$/, '')));
    return { sections, routes };
  }

  for (const version of DOC_VERSIONS) {
    const { sections, routes } = versionSections(version);
    const notice = endOfLifeNotice(version);
    const latest = version === LATEST_VERSION;
    const extra: LlmsSection[] = latest
      ? [
          {
            heading: 'Older versions',
            pages: DOC_VERSIONS.filter((older) => older !== version).map((older) => ({
              title: `Gravity PDF ${older.name.slice(1)} documentation`,
              url: `${siteUrl}${llmsTxtPath(older)}`,
              description: endOfLifeNotice(older) ?? '',
            })),
          },
          { heading: 'Release notes', pages: manifest.releaseNotes.map((note) => llmsPage(note.route)!).filter(Boolean) },
          {
            heading: 'Optional',
            pages: [{ title: 'Every page above in one file', url: `${siteUrl}/llms-full.txt`, description: 'the Markdown of each page, in this order' }],
          },
        ]
      : [{ heading: 'Current version', pages: [{ title: 'Gravity PDF documentation', url: `${siteUrl}/llms.txt`, description: 'the supported release' }] }];
    write(
      llmsTxtPath(version),
      renderLlmsTxt({
        title: latest ? 'Gravity PDF' : `Gravity PDF ${version.name.slice(1)}`,
        summary: latest
          ? 'Gravity PDF is a WordPress plugin that turns Gravity Forms entries into PDF documents. This is the documentation of version 6, the current release: installing and setting it up, designing PDFs with templates and fonts, securing and sending them, the premium templates and add-ons, and the PHP hooks and API that developers use to customise it.'
          : `The documentation of Gravity PDF ${version.name.slice(1)}, kept for sites that still run it. ${notice ?? ''}`.trim(),
        details: [HOW_TO_READ],
        sections: [...sections, ...extra],
      }),
    );
    if (latest) {
      const full = routes.map((route) => twins.get(route)).filter((text): text is string => text !== undefined);
      const intro = `Every page of the Gravity PDF ${version.name.slice(1)} documentation as Markdown, in the order of ${siteUrl}/llms.txt. Each page gives its web address under its title.`;
      write('/llms-full.txt', `# Gravity PDF documentation, every page\n\n> ${intro}\n\n${full.join('\n\n')}`);
    }
  }

  return `Markdown twins: ${twins.size} pages; llms.txt for ${DOC_VERSIONS.map((version) => version.name).join(', ')}; llms-full.txt for ${LATEST_VERSION.name}`;
}

// Pages readers and their tools can take away: a Markdown twin of every page in the sitemap (its path plus `.md`),
// llms.txt for each version and llms-full.txt for the latest (llmstxt.org). Written after the build from the built
// pages, so a twin holds what the page shows, including what components render from data.
import type { LoadedPlugin, Plugin } from '@docusaurus/types';
import type { ExportManifest, ExportPage } from './build/manifest';
import { writeExports } from './build/writeExports';
import { RELEASE_NOTES_PATH } from '../../data/site';
import { htmlFileOfRoute, pagesWithTwins, type BlogContentLike, type DocsContentLike } from './pages';

export default function markdownExportsPlugin(): Plugin {
  return {
    name: 'markdown-exports',
    async postBuild({ outDir, siteConfig, baseUrl, plugins, routesBuildMetadata }) {
      const contentOf = (name: string): unknown => plugins.find((plugin: LoadedPlugin) => plugin.name === name)?.content;
      const { pages, releaseNotes } = pagesWithTwins(
        contentOf('docusaurus-plugin-content-docs') as DocsContentLike,
        contentOf('docusaurus-plugin-content-blog') as BlogContentLike | undefined,
        `/${RELEASE_NOTES_PATH}`,
        { title: siteConfig.title, description: siteConfig.tagline },
        (route) => routesBuildMetadata[route]?.noIndex === true,
      );
      const withFile = (page: Omit<ExportPage, 'htmlFile'>): ExportPage => ({ ...page, htmlFile: htmlFileOfRoute(page.route) });
      const manifest: ExportManifest = {
        outDir,
        siteUrl: `${siteConfig.url}${baseUrl}`.replace(/\/$/, ''),
        pages: pages.map(withFile),
        releaseNotes: releaseNotes.map(withFile),
      };
      console.log(await writeExports(manifest));
    },
  };
}

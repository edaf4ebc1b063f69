// Pages readers and their tools can take away: a Markdown twin of every page in the sitemap (its path plus `.md`),
// llms.txt for each version and llms-full.txt for the latest (llmstxt.org). Written after the build from the built
// pages, so a twin holds what the page shows, including what components render from data.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadedPlugin, Plugin } from '@docusaurus/types';
import type { ExportManifest, ExportPage } from './build/manifest';
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
      // In a process of its own: the HTML and Markdown tools are ES modules, which the config loader cannot import.
      const dir = await mkdtemp(join(tmpdir(), 'markdown-exports-'));
      try {
        const file = join(dir, 'manifest.json');
        await writeFile(file, JSON.stringify(manifest));
        const { stdout } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', join(__dirname, 'build', 'writeExports.ts'), file],
          {
            maxBuffer: 16 * 1024 * 1024,
          },
        );
        process.stdout.write(stdout);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

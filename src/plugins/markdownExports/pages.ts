// Which pages get a Markdown twin: every page the sitemap lists. That is each doc of every version, each release note,
// the release notes' first list page and the home page; tag pages and later list pages repeat the posts and are left
// out of both (SITEMAP_LEFT_OUT in src/data/site.ts).
import { versionOfDocusaurusName } from '../../data/versions';
import type { ExportPage } from './build/manifest';

/** The parts of the docs plugin's loaded content this plugin reads. */
export interface DocsContentLike {
  loadedVersions: { versionName: string; docs: { permalink: string; title: string; description: string; unlisted?: boolean }[] }[];
}

/** The parts of the blog plugin's loaded content this plugin reads. */
export interface BlogContentLike {
  blogPosts: { metadata: { permalink: string; title: string; description: string; unlisted?: boolean } }[];
}

type PageWithoutFile = Omit<ExportPage, 'htmlFile'>;

/** Where Docusaurus writes a route's HTML with `trailingSlash: false`: `/v6/users/setup-pdf` → `v6/users/setup-pdf.html`. */
export function htmlFileOfRoute(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '');
  return path === '' ? 'index.html' : `${path}.html`;
}

/**
 * @param blogListRoute the release notes' first list page (the blog's base path), when the site has one
 */
export function pagesWithTwins(
  docs: DocsContentLike,
  blog: BlogContentLike | undefined,
  blogListRoute: string | undefined,
  home: { title: string; description: string },
  isNoIndex: (route: string) => boolean,
): { pages: PageWithoutFile[]; releaseNotes: PageWithoutFile[] } {
  const pages: PageWithoutFile[] = [{ route: '/', content: 'main', title: home.title, description: home.description }];
  for (const loaded of docs.loadedVersions) {
    const version = versionOfDocusaurusName(loaded.versionName);
    if (!version) throw new Error(`src/plugins/markdownExports: docs version ${loaded.versionName} is not in catalogue/routes.json`);
    for (const doc of loaded.docs) {
      if (doc.unlisted) continue;
      pages.push({
        route: doc.permalink,
        content: '.theme-doc-markdown',
        title: doc.title,
        description: doc.description,
        version: version.name,
      });
    }
  }
  const releaseNotes = (blog?.blogPosts ?? [])
    .filter((post) => !post.metadata.unlisted)
    .map(({ metadata }) => ({ route: metadata.permalink, content: 'article', title: metadata.title, description: metadata.description }));
  if (blog && blogListRoute) pages.push({ route: blogListRoute, content: 'main', title: 'Release notes' });
  return { pages: [...pages, ...releaseNotes].filter((page) => !isNoIndex(page.route)), releaseNotes };
}

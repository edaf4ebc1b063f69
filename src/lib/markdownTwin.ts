// Where a page's Markdown twin lives: the page's path plus `.md` (`/v6/users/setup-pdf.md`), and `/index.md` for the
// home page. Shared by the build that writes the twins and the page controls that link and copy them.

export function markdownTwinPath(route: string): string {
  const path = route.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

/** The page a twin belongs to, for tests and tools: `/v6/users/setup-pdf.md` → `/v6/users/setup-pdf`. */
export function routeOfMarkdownTwin(twinPath: string): string {
  return twinPath === '/index.md' ? '/' : twinPath.replace(/\.md$/, '');
}

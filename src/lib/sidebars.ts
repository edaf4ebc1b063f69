// Turns the catalogue's sidebars into Docusaurus sidebar items, keeping only pages that have been written.
import type { CatalogueSidebarItem } from './catalogue';
import { splitDocPath } from './catalogue';

export type SidebarItem =
  | { type: 'doc'; id: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; collapsed?: boolean; items: SidebarItem[] };

/**
 * @param items the catalogue's items for one sidebar
 * @param pageExists whether a route has a content file; missing pages (and categories left empty) are dropped
 *   so the site builds while content is still being written (`npm run routes:report` lists what is missing)
 */
export function buildSidebarItems(items: readonly CatalogueSidebarItem[], pageExists: (path: string) => boolean): SidebarItem[] {
  const built: SidebarItem[] = [];
  for (const item of items) {
    if (item.type === 'doc') {
      if (pageExists(item.path)) built.push({ type: 'doc', id: splitDocPath(item.path).docId });
    } else if (item.type === 'link') {
      const internal = item.href.startsWith('/');
      if (!internal || pageExists(item.href)) built.push({ type: 'link', label: item.label, href: item.href });
    } else {
      const children = buildSidebarItems(item.items, pageExists);
      // A category holding nothing but links back out has nothing of its own to show yet.
      if (children.some((child) => child.type !== 'link')) {
        built.push({
          type: 'category',
          label: item.label,
          ...(item.collapsed === null ? {} : { collapsed: item.collapsed }),
          items: children,
        });
      }
    }
  }
  return built;
}

// Which release introduced a page's feature, from the release notes' own front matter (`introduces`): the docs show
// "New in 6.4" and link the post, from data rather than by hand. Node-only reading; the mapping itself is pure.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_NOTES_PATH } from '../data/site';
import { frontMatterOf } from './frontMatter';

export interface ReleaseNotePost {
  file: string;
  slug: string;
  release: string;
  introduces: string[];
}

export interface NewIn {
  release: string;
  /** The post's address. */
  to: string;
}

/** Route → the release that introduced it; a post naming a route twice or a route no page has fails with the fix. */
export function newInByRoute(posts: readonly ReleaseNotePost[], routeExists: (route: string) => boolean): Map<string, NewIn> {
  const byRoute = new Map<string, NewIn>();
  for (const post of posts) {
    for (const route of post.introduces) {
      if (!routeExists(route)) {
        throw new Error(`${post.file}: \`introduces\` lists ${route}, which is no written page: correct the route or remove it`);
      }
      const earlier = byRoute.get(route);
      if (earlier)
        throw new Error(
          `${post.file}: ${route} is already introduced by Gravity PDF ${earlier.release}: a page is new in one release only`,
        );
      byRoute.set(route, { release: post.release, to: `/${RELEASE_NOTES_PATH}/${post.slug}` });
    }
  }
  return byRoute;
}

/** Every post's release and the pages it introduces, read from the release notes folder. */
export function readReleaseNotePosts(siteDir: string = process.cwd()): ReleaseNotePost[] {
  const dir = join(siteDir, RELEASE_NOTES_PATH);
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const front = frontMatterOf(text);
      if (typeof front.release !== 'string') {
        // YAML reads 6.10 as the number 6.1, so the release must be quoted.
        throw new Error(`${RELEASE_NOTES_PATH}/${name}: front matter needs release as a quoted string, for example release: "6.12".`);
      }
      return {
        file: `${RELEASE_NOTES_PATH}/${name}`,
        slug: typeof front.slug === 'string' ? front.slug : name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, ''),
        release: front.release,
        introduces: Array.isArray(front.introduces) ? front.introduces.filter((route): route is string => typeof route === 'string') : [],
      };
    });
}

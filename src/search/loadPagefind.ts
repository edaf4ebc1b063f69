// Browser only: loads the Pagefind bundle the build wrote to /pagefind/, once, when the reader shows intent to search.
import type { PagefindApi } from './pagefindTypes';

let loading: Promise<PagefindApi> | undefined;

/** Words of context around a match in snippets. */
const EXCERPT_WORDS = 24;

export function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  loading ??= (import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`) as Promise<PagefindApi>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      // A failed load (offline, blocked) is tried again on the next search.
      loading = undefined;
      throw error;
    });
  return loading;
}

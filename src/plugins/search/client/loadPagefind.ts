// Browser only: loads the Pagefind bundle the build wrote to /pagefind/, once, when the reader shows intent to search.
import type { PagefindApi } from './pagefindTypes';

let loading: Promise<PagefindApi> | undefined;

/** Words of context around a match in snippets. */
const EXCERPT_WORDS = 24;

/**
 * Starts Pagefind: `init()` returns at once and fetches the entry file, the metadata and the WebAssembly in the
 * background, so calling this on intent (focus, hover, shortcut) leaves the first keystroke less to wait for.
 * Pagefind runs on the page's thread, not in its web worker: searching this index takes a few milliseconds, while the
 * worker costs one more script to fetch (12 KB), a second start-up, and a message round trip per search and per hit.
 */
export function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  loading ??= (import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`) as Promise<PagefindApi>)
    .then(async (pagefind) => {
      // Options given before init() are the ones Pagefind starts with.
      await pagefind.options({ excerptLength: EXCERPT_WORDS, noWorker: true });
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

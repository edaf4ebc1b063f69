// `npm run search:index`: rebuilds only the search index of an existing build (BUILD_DIR, default build/); a
// production build writes it itself (src/plugins/search).
import { join } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { SEARCH_SETTINGS } from '../src/data/site';
import { buildSearchIndex } from '../src/plugins/search/indexing/buildIndex';

buildSearchIndex(join(SITE_DIR, process.env.BUILD_DIR ?? 'build'), SEARCH_SETTINGS.localBundlePath).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

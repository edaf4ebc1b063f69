// `npm run routes:report`: which catalogue pages have no content file yet, grouped by sidebar and category.
import { loadCatalogue, routeHasContent } from '../src/lib/contentFiles';

const pages = loadCatalogue().pages.filter((page) => page.version !== null);
const missing = pages.filter((page) => !routeHasContent(page.path));
const groups = new Map<string, string[]>();
for (const page of missing) {
  const group = `${page.version} › ${page.sidebar ?? 'no sidebar'} › ${page.category.join(' › ') || '(top)'}`;
  groups.set(group, [...(groups.get(group) ?? []), page.path]);
}
for (const [group, paths] of groups) {
  console.log(`\n${group} (${paths.length} missing)`);
  for (const path of paths) console.log(`  ${path}`);
}
console.log(`\nCatalogue pages written: ${pages.length - missing.length} of ${pages.length}; missing: ${missing.length}.`);

// Rspack/webpack loader for @docusaurus/theme-common's utils/reactUtils.js, in the client build only (see index.ts).
// `useShallowMemoObject` sorts an object's entries by key with `localeCompare` on every render, only to make its
// memo dependencies independent of key order. The first `localeCompare` of a page builds an ICU collator: 69–73% of
// a 55–105 ms hydration task (4× CPU slowdown) on doc pages (MAINTAINERS.md). Keys are distinct property names and
// any fixed order serves, so a plain code-unit comparison does the same job.
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';

module.exports = function shallowMemoSortLoader(source) {
  if (source.split(LOCALE_SORT).length !== 2 || !source.includes('export function useShallowMemoObject(obj) {')) {
    throw new Error(
      "shallowMemoSortLoader: @docusaurus/theme-common/lib/utils/reactUtils.js no longer sorts useShallowMemoObject's keys as written; update src/plugins/mainThreadCuts/shallowMemoSortLoader.cjs or remove it from mainThreadCuts/index.ts",
    );
  }
  return source.replace(LOCALE_SORT, 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
};

// Rspack/webpack loader for @docusaurus/core's client Link.js, in the client build only (see index.ts).
// Docusaurus gives every internal link its own IntersectionObserver and prefetches the link's route chunks as soon
// as it scrolls into view. A doc page shows 100–200 sidebar links at once, so right after load they all fire
// together: one 130–340 ms main-thread task (4× CPU slowdown) of route matching and <link rel=prefetch> insertion,
// for pages the reader will mostly never open (MAINTAINERS.md, "Main-thread work after a page loads").
// This turns the on-sight prefetch off. Link's own intent handlers stay: hovering a link or touching it preloads its
// route's code (`window.docusaurus.preload`), which is what a click then uses.
const ON_SIGHT = 'if (IOSupported && el && isInternal) {';
const NO_OBSERVER_FALLBACK = 'if (!IOSupported && isInternal && ExecutionEnvironment.canUseDOM) {';
const INTENT = 'onMouseEnter={onInteractionEnter} onTouchStart={onInteractionEnter}';
const IO_LINE = 'const IOSupported = ExecutionEnvironment.canUseIntersectionObserver;';

const occurrences = (source, text) => source.split(text).length - 1;

module.exports = function prefetchOnIntentLoader(source) {
  if ([ON_SIGHT, NO_OBSERVER_FALLBACK, INTENT, IO_LINE].some((text) => occurrences(source, text) !== 1)) {
    throw new Error(
      'prefetchOnIntentLoader: @docusaurus/core/lib/client/exports/Link.js no longer prefetches on sight as written, or no longer preloads on hover and touch; update src/plugins/mainThreadCuts/prefetchOnIntentLoader.cjs or remove it from mainThreadCuts/index.ts',
    );
  }
  return source
    .replace(IO_LINE, `${IO_LINE}\n    const prefetchOnSight = false; // mainThreadCuts/prefetchOnIntentLoader.cjs`)
    .replace(ON_SIGHT, 'if (prefetchOnSight && IOSupported && el && isInternal) {')
    .replace(NO_OBSERVER_FALLBACK, 'if (prefetchOnSight && !IOSupported && isInternal && ExecutionEnvironment.canUseDOM) {');
};

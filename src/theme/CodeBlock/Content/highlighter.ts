// The browser's way to Prism: loaded on demand (another colour mode, a page reached by navigation), never in main.js.
// The server build swaps this file for highlighter.server.ts (src/plugins/prismOnDemand.ts), which has it at once.
import { useSyncExternalStore } from 'react';
import type Highlight from './prism';

let loaded: typeof Highlight | undefined;
let loading: Promise<typeof Highlight> | undefined;
const listeners = new Set<() => void>();

export function loadHighlighter(): Promise<typeof Highlight> {
  loading ??= import('./prism').then(({ default: highlight }) => {
    loaded = highlight;
    listeners.forEach((listener) => listener());
    return highlight;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Highlight component once Prism is here, undefined until then. */
export function useHighlighter(): typeof Highlight | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
}

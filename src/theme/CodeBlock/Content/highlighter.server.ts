// The server build's highlighter.ts: Prism at once, so every code block is highlighted in the HTML.
import Highlight from './prism';

export function loadHighlighter(): Promise<typeof Highlight> {
  return Promise.resolve(Highlight);
}

export function useHighlighter(): typeof Highlight | undefined {
  return Highlight;
}

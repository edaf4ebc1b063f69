// The Content-Security-Policy allows inline scripts by hash: these are the ones the build's HTML carries (Docusaurus's
// colour-mode script, the announcement bar's), read from the pages themselves so a theme change can't slip past it.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are not run, and CSP does not apply to them.
const DATA_BLOCK_TYPE = /\btype=["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i;

/** `sha256-…` sources for every inline script of a page that the browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK_TYPE.test(attributes) || body.trim() === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

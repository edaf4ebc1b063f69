// A small, dependency-free scanner for built HTML (minified, attributes quoted or not): the references a page makes
// (href, src, srcset, content of URL-bearing meta tags) and the ids it offers as anchors.
import { decodeEntities } from '../../src/lib/htmlEntities';

export interface HtmlReference {
  /** Lower-case tag name, e.g. `a`, `link`, `img`, `meta`. */
  tag: string;
  /** The attribute the URL came from (`href`, `src`, `srcset`, `content`...). */
  attribute: string;
  /** The URL as written (entities decoded). */
  url: string;
  /** For `<link>`, its `rel`; for `<meta>`, its `property` or `name`. */
  role?: string;
}

export interface HtmlTag {
  name: string;
  attributes: Map<string, string>;
}

export { decodeEntities };

/** Elements whose content is text, not markup: a `<` inside them is not a tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const UNQUOTED_VALUE = /[^\s>]*/y;

/** Every start tag of a document with its attributes, skipping comments and the content of raw-text elements. */
export function scanTags(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(open, open + 64));
    if (!nameMatch) {
      index = open + 1;
      continue;
    }
    const name = nameMatch[1]!.toLowerCase();
    const attributes = new Map<string, string>();
    let cursor = open + nameMatch[0].length;
    // Attributes: name, name=value, name="value", name='value'; ends at `>` outside quotes.
    while (cursor < html.length) {
      while (cursor < html.length && /[\s/]/.test(html[cursor]!)) cursor++;
      if (cursor >= html.length || html[cursor] === '>') break;
      const attributeName = /^[^\s=>/]+/.exec(html.slice(cursor, cursor + 256))?.[0];
      if (!attributeName) {
        cursor++;
        continue;
      }
      cursor += attributeName.length;
      while (cursor < html.length && /\s/.test(html[cursor]!)) cursor++;
      let value = '';
      if (html[cursor] === '=') {
        cursor++;
        while (cursor < html.length && /\s/.test(html[cursor]!)) cursor++;
        const quote = html[cursor];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, cursor + 1);
          const stop = end === -1 ? html.length : end;
          value = html.slice(cursor + 1, stop);
          cursor = stop + 1;
        } else {
          // As in the HTML standard, an unquoted value runs to whitespace or `>` (so `href=/a/>` is `/a/`).
          UNQUOTED_VALUE.lastIndex = cursor;
          value = UNQUOTED_VALUE.exec(html)?.[0] ?? '';
          cursor += value.length;
        }
      }
      const key = attributeName.toLowerCase();
      if (!attributes.has(key)) attributes.set(key, decodeEntities(value));
    }
    tags.push({ name, attributes });
    index = cursor + 1;
    if (RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, index);
      index = close === -1 ? html.length : close;
    }
  }
  return tags;
}

/** `srcset="a.png 1x, b.png 2x"` → the URLs. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Meta tags whose content is a URL a reader or a crawler will load. */
const URL_META = new Set(['og:image', 'og:url', 'twitter:image']);

/** Every URL a page refers to: links, scripts, images, media, and the URLs in Open Graph / Twitter meta tags. */
export function extractReferences(html: string): HtmlReference[] {
  const references: HtmlReference[] = [];
  for (const { name, attributes } of scanTags(html)) {
    const push = (attribute: string, url: string, role?: string) =>
      references.push(role === undefined ? { tag: name, attribute, url } : { tag: name, attribute, url, role });
    if (name === 'meta') {
      const role = attributes.get('property') ?? attributes.get('name');
      const content = attributes.get('content');
      if (role && content && URL_META.has(role)) push('content', content, role);
      continue;
    }
    for (const attribute of ['href', 'src', 'xlink:href', 'poster']) {
      const url = attributes.get(attribute);
      if (url === undefined) continue;
      push(attribute, url, name === 'link' ? attributes.get('rel') : undefined);
    }
    const srcset = attributes.get('srcset');
    if (srcset) for (const url of srcsetUrls(srcset)) push('srcset', url);
  }
  return references;
}

/** The fragment targets a page offers: every `id`, and `name` on `<a>`. */
export function extractAnchors(html: string): Set<string> {
  const anchors = new Set<string>();
  for (const { name, attributes } of scanTags(html)) {
    const id = attributes.get('id');
    if (id) anchors.add(id);
    const anchorName = name === 'a' ? attributes.get('name') : undefined;
    if (anchorName) anchors.add(anchorName);
  }
  return anchors;
}

/** `url(...)` references in a stylesheet (fonts, images), excluding data: URIs. */
export function extractCssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const url = match[2]!.trim();
    if (!url.startsWith('data:') && !url.startsWith('#')) urls.push(url);
  }
  return urls;
}

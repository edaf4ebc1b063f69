// Reads what search engines and link previews see in a built page's head: title, description, canonical links,
// Open Graph and Twitter tags, and JSON-LD structured data.
import { decodeEntities, scanTags } from './htmlScan';

export interface PageMeta {
  title: string | undefined;
  description: string | undefined;
  /** Every canonical link (a page must have exactly one). */
  canonical: string[];
  robots: string | undefined;
  /** `og:*` and `twitter:*` tags by property or name. */
  social: Record<string, string>;
  /** Parsed JSON-LD blocks (invalid JSON is kept as the string). */
  jsonLd: unknown[];
}

export function readPageMeta(html: string): PageMeta {
  const meta: PageMeta = { title: undefined, description: undefined, canonical: [], robots: undefined, social: {}, jsonLd: [] };
  for (const { name, attributes } of scanTags(html)) {
    if (name === 'link' && attributes.get('rel')?.split(/\s+/).includes('canonical')) {
      meta.canonical.push(attributes.get('href') ?? '');
    }
    if (name !== 'meta') continue;
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (!key || content === undefined) continue;
    if (key === 'description') meta.description = content;
    if (key === 'robots') meta.robots = content;
    if (/^(og|twitter):/.test(key) && !(key in meta.social)) meta.social[key] = content;
  }
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  meta.title = title === undefined ? undefined : decodeEntities(title).trim();
  for (const match of html.matchAll(/<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    const text = match[1] ?? '';
    try {
      meta.jsonLd.push(JSON.parse(text) as unknown);
    } catch {
      meta.jsonLd.push(text);
    }
  }
  return meta;
}

/** The `<loc>` URLs of a sitemap. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeEntities(match[1]!.trim()));
}

/** Width and height of a PNG, from its IHDR chunk; undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Links into these docs that the plugin itself prints (admin notices, help tabs, docblocks): the plugin's source at
// each facts tag names pages and #anchors here, so those pages must exist and keep those anchors. The list is
// catalogue/inbound-links.json, written by scripts/inbound-links.ts from the plugin's source.

export interface InboundLink {
  /** As written in the plugin's source, without the scheme. */
  url: string;
  /** The route on this site (`/v5/user-activation-errors`) and the anchor, if any. */
  route: string;
  anchor: string | null;
  /** Where the plugin prints it: `tag:path` of the first file at each tag that has it. */
  seenIn: string[];
}

/** Docs addresses the plugin has used over the years: gravitypdf.com/documentation/v5/…, gravitypdf.com/v6/…, docs.gravitypdf.com/v6/…. */
export const DOCS_URL_PATTERN = String.raw`(docs\.)?gravitypdf\.com/(documentation/)?v[3-9]/[A-Za-z0-9_./-]+(#[A-Za-z0-9_-]+)?`;

/** The route and anchor a docs address leads to on this site, or null when it is not a docs address. */
export function routeOfDocsUrl(url: string): { route: string; anchor: string | null } | null {
  const match =
    /^(?:https?:\/\/)?(?:docs\.)?gravitypdf\.com(?:\/documentation)?(\/v[3-9](?:\/[^#?]*)?)(?:\?[^#]*)?(?:#([A-Za-z0-9_-]+))?$/.exec(
      url.trim(),
    );
  if (!match) return null;
  // Trailing slashes and a trailing full stop (the URL ended a sentence in a comment) are not part of the route.
  const route = match[1]!.replace(/\.+$/, '').replace(/\/+$/, '');
  return { route, anchor: match[2] ?? null };
}

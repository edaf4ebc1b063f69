// Pieces of a built page's HTML found by scanning its text, for the post-build steps: parsing a whole page (head,
// navbar, a sidebar of hundreds of links, footer) to use only its content cost the Markdown twins about half their time
// (issue #25). Docusaurus writes well-formed HTML, so an element ends at the closing tag that balances its opening one.

/** The rest of a tag after its name: quoted values may hold `>` (a description that mentions `<br>`). */
const TAG_REST = `(?:"[^"]*"|'[^']*'|[^'">])*`;

/** An opening tag matched by a pattern: `tag`, `.class` or `tag.class`, the forms the post-build steps use. */
export function openingTagPattern(selector: string): RegExp {
  const [tag, className] = selector.split('.');
  const tagPart = tag ? `${escapeForRegExp(tag)}\\b` : '[a-z][a-z0-9-]*\\b';
  // The class as one whole name in the attribute, not a part of a longer one (`markdown` is not `markdown-body`).
  const classPart = className ? `(?=${TAG_REST}?\\sclass=${attributeHolding(className)})` : '';
  return new RegExp(`<${tagPart}${classPart}${TAG_REST}>`, 'i');
}

/**
 * An attribute value holding `word` as one of its space-separated words, quoted or not: the build's HTML minifier
 * drops the quotes of values without spaces (`class=markdown`, `name=description`).
 */
function attributeHolding(word: string): string {
  const name = escapeForRegExp(word);
  return `(?:"(?:[^"]*\\s)?${name}(?:\\s[^"]*)?"|'(?:[^']*\\s)?${name}(?:\\s[^']*)?'|${name}(?=[\\s/>]))`;
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first element whose opening tag `openingTag` matches, from its opening tag to its own closing tag included. */
export function elementHtml(html: string, openingTag: RegExp): string | undefined {
  const start = new RegExp(openingTag.source, openingTag.flags.replace('g', '')).exec(html);
  if (!start) return undefined;
  const tag = /^<([a-z][a-z0-9-]*)/i.exec(start[0])![1]!.toLowerCase();
  if (start[0].endsWith('/>')) return start[0];
  const sameTag = new RegExp(`<(/?)${tag}\\b${TAG_REST}>`, 'gi');
  sameTag.lastIndex = start.index + start[0].length;
  let depth = 1;
  for (let match = sameTag.exec(html); match; match = sameTag.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start.index, match.index + match[0].length);
  }
  return html.slice(start.index);
}

/** The `<meta name="…">` tag of a page, as written (its content still entity-encoded). */
export function metaTagHtml(html: string, name: string): string | undefined {
  return new RegExp(`<meta\\b(?=${TAG_REST}?\\sname=${attributeHolding(name)})${TAG_REST}>`, 'i').exec(html)?.[0];
}

// A built page as Markdown: the page's content as readers see it (so hook and API pages keep the signature, parameters,
// since and call sites that the reference summary renders from the facts), without the site's chrome, with links made
// absolute, code blocks fenced with their language, admonitions as quotes and tables as GFM tables.
import type * as FromHtml from 'hast-util-from-html';
import type * as ToMdast from 'hast-util-to-mdast';
import type { Handle, State } from 'hast-util-to-mdast';
import type * as ToText from 'hast-util-to-text';
import type * as ToMarkdown from 'mdast-util-to-markdown';
import type * as Gfm from 'mdast-util-gfm';
import type * as ToString from 'mdast-util-to-string';
import type { Element, ElementContent, Nodes as HastNodes, Parents as HastParents, Root as HastRoot } from 'hast';
import type { BlockContent, Code, Root as MdastRoot, RootContent } from 'mdast';
import nativeImport from '../../../lib/nativeImport.cjs';
import { elementHtml, metaTagHtml, openingTagPattern } from '../../../lib/htmlSlices';

// The HTML and Markdown tools are ES modules only: Node loads them (src/lib/nativeImport.cjs says why not the config
// loader), once, when loadMarkdownTools() is first awaited. htmlToMarkdown() needs them loaded.
let fromHtml: typeof FromHtml.fromHtml | undefined;
let toMdast: typeof ToMdast.toMdast;
let toText: typeof ToText.toText;
let toMarkdown: typeof ToMarkdown.toMarkdown;
let gfmToMarkdown: typeof Gfm.gfmToMarkdown;
let toString: typeof ToString.toString;
let loading: Promise<void> | undefined;

export function loadMarkdownTools(): Promise<void> {
  loading ??= Promise.all([
    nativeImport<typeof FromHtml>('hast-util-from-html'),
    nativeImport<typeof ToMdast>('hast-util-to-mdast'),
    nativeImport<typeof ToText>('hast-util-to-text'),
    nativeImport<typeof ToMarkdown>('mdast-util-to-markdown'),
    nativeImport<typeof Gfm>('mdast-util-gfm'),
    nativeImport<typeof ToString>('mdast-util-to-string'),
  ]).then(([fromHtmlModule, toMdastModule, toTextModule, toMarkdownModule, gfmModule, toStringModule]) => {
    ({ fromHtml } = fromHtmlModule);
    ({ toMdast } = toMdastModule);
    ({ toText } = toTextModule);
    ({ toMarkdown } = toMarkdownModule);
    ({ gfmToMarkdown } = gfmModule);
    ({ toString } = toStringModule);
  });
  return loading;
}

export interface TwinSource {
  /** The built page's HTML. */
  html: string;
  /** Where the page's content is: `.theme-doc-markdown` (docs), `article` (a release note), `main` (any other page). */
  content: string;
  /** The page's absolute URL: relative links resolve against it. */
  pageUrl: string;
  /** Lines shown under the description: the web page, the version and its end of life. */
  context: readonly ContextLine[];
}

/** A line of text, ending in a link when `url` is set (`Web page: <https://…>`). */
export interface ContextLine {
  text: string;
  url?: string;
}

/** What the twin leaves out: controls, icons, hidden text, and anything a component marks `data-twin="skip"`. */
const SKIPPED_TAGS = new Set(['button', 'svg', 'script', 'style', 'noscript', 'template', 'input', 'select', 'form', 'footer']);

function classesOf(node: Element): string[] {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function hasClassStarting(node: Element, prefix: string): boolean {
  return classesOf(node).some((name) => name.startsWith(prefix));
}

/** `tag`, `.class` or `tag.class`: all the twin needs to find a page's content. */
function matches(node: Element, selector: string): boolean {
  const [tag, className] = selector.split('.');
  return (!tag || node.tagName === tag) && (!className || classesOf(node).includes(className));
}

function findFirst(node: HastNodes, selector: string): Element | undefined {
  if (node.type === 'element' && matches(node, selector)) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = findFirst(child, selector);
    if (found) return found;
  }
  return undefined;
}

function isSkipped(node: Element): boolean {
  const { properties } = node;
  return (
    SKIPPED_TAGS.has(node.tagName) ||
    properties.hidden !== undefined ||
    properties.ariaHidden === 'true' ||
    properties.dataTwin === 'skip' ||
    classesOf(node).includes('hash-link')
  );
}

/** A code block as the theme renders it (a container with the language class, an optional title, one element per line). */
function codeBlockOf(container: Element): Element {
  const language = classesOf(container)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  let title: string | undefined;
  let lines: string[] = [];
  const visit = (node: ElementContent) => {
    if (node.type !== 'element') return;
    if (hasClassStarting(node, 'codeBlockTitle')) title = toText(node).trim();
    else if (classesOf(node).includes('token-line')) lines.push(toText(node, { whitespace: 'pre' }).replace(/\n$/, ''));
    else node.children.forEach(visit);
  };
  container.children.forEach(visit);
  if (lines.length === 0) {
    const pre = findFirst(container, 'pre');
    lines = (pre ? toText(pre, { whitespace: 'pre' }) : '').replace(/\n$/, '').split('\n');
  }
  return {
    type: 'element',
    tagName: 'pre',
    properties: { dataLanguage: language ?? '', dataTitle: title ?? '' },
    children: [{ type: 'text', value: lines.join('\n') }],
  };
}

function element(tagName: string, children: ElementContent[]): Element {
  return { type: 'element', tagName, properties: {}, children };
}

/** A description list (the reference summary's facts) as a list of `**Term**: description` items. */
function descriptionListOf(list: Element): Element {
  const items: Element[] = [];
  const visit = (node: ElementContent) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'dt') items.push(element('li', [element('strong', node.children), { type: 'text', value: ': ' }]));
    else if (node.tagName === 'dd') items.at(-1)?.children.push(...node.children);
    else node.children.forEach(visit);
  };
  list.children.forEach(visit);
  return element('ul', items);
}

/** A table's caption as a bold line above it: Markdown tables have no caption. */
function captionedTable(table: Element): Element[] {
  const caption = table.children.find((child): child is Element => child.type === 'element' && child.tagName === 'caption');
  if (!caption) return [table];
  const rest = { ...table, children: table.children.filter((child) => child !== caption) };
  return [element('p', [element('strong', [{ type: 'text', value: toText(caption).trim() }])]), rest];
}

/** An admonition as a quote that starts with its label in bold: `> **Note**`. */
function admonitionOf(node: Element): Element {
  let label = '';
  const content: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (hasClassStarting(child, 'admonitionHeading')) label = toText(child).trim();
    else if (hasClassStarting(child, 'admonitionContent')) content.push(...child.children);
  }
  const heading = label.charAt(0).toUpperCase() + label.slice(1);
  return {
    type: 'element',
    tagName: 'blockquote',
    properties: {},
    children: [
      { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: heading }] }] },
      ...content,
    ],
  };
}

function absolute(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

/** Removes what the twin leaves out and rewrites code blocks, admonitions, links and images, in place. */
function prepare(parent: HastParents, pageUrl: string): void {
  const kept: HastNodes[] = [];
  for (const child of parent.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (child.type !== 'element') {
      kept.push(child);
      continue;
    }
    if (isSkipped(child)) continue;
    if (classesOf(child).includes('theme-code-block')) {
      kept.push(codeBlockOf(child));
      continue;
    }
    if (child.tagName === 'pre') {
      // A bare <pre> (not the theme's code block): its own classes may name the language.
      kept.push(codeBlockOf({ type: 'element', tagName: 'div', properties: { className: classesOf(child) }, children: [child] }));
      continue;
    }
    if (child.tagName === 'table') {
      const [first, second] = captionedTable(child);
      if (second) {
        kept.push(first!);
        prepare(second, pageUrl);
        kept.push(second);
        continue;
      }
    }
    const next = classesOf(child).includes('theme-admonition') ? admonitionOf(child) : child.tagName === 'dl' ? descriptionListOf(child) : child;
    if (next.tagName === 'a' && typeof next.properties.href === 'string') next.properties.href = absolute(next.properties.href, pageUrl);
    if (next.tagName === 'img' && typeof next.properties.src === 'string') next.properties.src = absolute(next.properties.src, pageUrl);
    prepare(next, pageUrl);
    kept.push(next);
  }
  parent.children = kept as typeof parent.children;
}

const preHandler: Handle = (_state: State, node: Element): Code => {
  const language = String(node.properties.dataLanguage ?? '');
  const title = String(node.properties.dataTitle ?? '');
  return {
    type: 'code',
    lang: language || null,
    meta: title ? `title="${title.replace(/"/g, "'")}"` : null,
    value: toText(node, { whitespace: 'pre' }),
  };
};

/** The page's content as Markdown, under its title, description and context lines. */
export function htmlToMarkdown({ html, content, pageUrl, context }: TwinSource): string {
  if (!fromHtml) throw new Error('htmlToMarkdown: await loadMarkdownTools() first');
  // Only the content element and the description are parsed, not the whole page (htmlSlices.ts says why).
  const contentHtml = elementHtml(html, openingTagPattern(content));
  if (!contentHtml) throw new Error(`${pageUrl}: no ${content} element to make a Markdown twin from`);
  const root = findFirst(fromHtml(contentHtml, { fragment: true }), content);
  if (!root) throw new Error(`${pageUrl}: the ${content} element did not parse`);
  const descriptionTag = metaTagHtml(html, 'description');
  const description = descriptionTag ? findMeta(fromHtml(descriptionTag, { fragment: true }), 'description') : undefined;
  // The parsed fragment is this call's own, so prepare() rewrites it in place.
  const body: HastRoot = { type: 'root', children: [root] };
  prepare(body, pageUrl);
  const tree = toMdast(body, { handlers: { pre: preHandler } }) as MdastRoot;
  const titleAt = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  // A page whose lead paragraph is its description (the release notes' list) does not need it twice.
  const lead = tree.children[titleAt + 1];
  const leadIsDescription = lead?.type === 'paragraph' && toString(lead) === description;
  const intro: RootContent[] = [
    ...(description && !leadIsDescription
      ? [{ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: description }] }] } as BlockContent]
      : []),
    ...context.map(
      (line): RootContent => ({
        type: 'paragraph',
        children: [
          { type: 'text', value: line.text },
          ...(line.url ? [{ type: 'link' as const, url: line.url, children: [{ type: 'text' as const, value: line.url }] }] : []),
        ],
      }),
    ),
  ];
  tree.children.splice(titleAt + 1, 0, ...intro);
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}

function findMeta(document: HastRoot, name: string): string | undefined {
  let found: string | undefined;
  const visit = (node: HastNodes) => {
    if (found !== undefined) return;
    if (node.type === 'element' && node.tagName === 'meta' && node.properties.name === name) {
      found = String(node.properties.content ?? '');
      return;
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(document);
  return found || undefined;
}

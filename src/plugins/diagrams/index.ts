// A rehype plugin for the docs: replaces a ```diagram code block (its one line names a diagram of
// catalogue/pdf-lifecycle.json, such as `pdf-lifecycle link`) with a <figure>: the diagram as inline SVG, laid out at
// build time by Graphviz (@viz-js/viz, WebAssembly, no browser), a caption, and the same steps and hooks as an ordered
// list with links. The reader's browser gets static markup and no script. The page's version comes from its file path.
// The SVG is hidden from assistive technology (the list says the same, with the notes), and its links are left out of
// the tab order for the same reason; they stay real links for the mouse.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { instance, type Viz } from '@viz-js/viz';
import { diagramDot, hrefOf, resolveDiagram, type HookPageOf, type LifecycleFile, type ResolvedDiagram } from './lib/lifecycle';
import { factsSourceNamed } from '../reference/load';
import { hookPagesOfVersion } from '../reference/pageReference';
import { pluginFactsOf } from '../reference/registry';
import { LATEST_VERSION } from '../../data/versions';

export const DIAGRAMS_FILE = 'catalogue/pdf-lifecycle.json';

export interface DiagramsOptions {
  /** The site's baseUrl; links are routes under it. */
  baseUrl?: string;
}

let data: LifecycleFile | undefined;
let viz: Promise<Viz> | undefined;

function lifecycleData(): LifecycleFile {
  data ??= JSON.parse(readFileSync(join(process.cwd(), DIAGRAMS_FILE), 'utf8')) as LifecycleFile;
  return data;
}

/** The docs version of a content file: `docs/…` is the latest, `versioned_docs/version-v5/…` is v5. */
export function versionOfFile(file: string): string | undefined {
  const path = relative(process.cwd(), file).replace(/\\/g, '/');
  if (path.startsWith('docs/')) return LATEST_VERSION.name;
  return /^versioned_docs\/version-(v\d+)\//.exec(path)?.[1];
}

/** A hook's page in this version, else the latest version's page (which shows the hook's history), as the hook changes do. */
export function hookPageResolver(version: string, factsName: string): HookPageOf {
  const latestFacts = pluginFactsOf(LATEST_VERSION.name)?.name;
  return (kind, name) => {
    const own = hookPagesOfVersion(version).get(`${factsName} ${kind} ${name}`);
    if (own) return { page: own };
    const latest = hookPagesOfVersion(LATEST_VERSION.name).get(`${latestFacts} ${kind} ${name}`);
    return latest ? { page: latest, version: LATEST_VERSION.name } : undefined;
  };
}

/** A diagram of the steps file, checked against the version's facts and pages. */
export function diagramOf(version: string, name: string): ResolvedDiagram {
  const file = lifecycleData();
  const entry = file.versions[version];
  const facts = entry ? factsSourceNamed(entry.facts) : undefined;
  return resolveDiagram(file, version, name, facts, hookPageResolver(version, entry?.facts ?? ''), DIAGRAMS_FILE);
}

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Graphviz's SVG made fit for the page: no comments, tooltips or ids (two diagrams on a page would clash). */
function cleanSvg(node: Element): Element {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'comment' || (child.type === 'element' && child.tagName === 'title')) continue;
    if (child.type === 'text' && child.value.trim() === '') continue;
    children.push(child.type === 'element' ? cleanSvg(child) : child);
  }
  const properties = { ...node.properties };
  delete properties.id;
  if (node.tagName === 'a') {
    properties.href = properties.xLinkHref;
    delete properties.xLinkHref;
    delete properties.xLinkTitle;
    properties.tabIndex = -1;
  }
  return { ...node, properties, children };
}

export async function renderSvg(dot: string): Promise<Element> {
  viz ??= instance();
  const svg = (await viz).renderString(dot, { format: 'svg' });
  const tree = fromHtml(svg, { fragment: true, space: 'svg' });
  const root = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
  if (!root) throw new Error('src/plugins/diagrams: Graphviz returned no <svg>');
  const cleaned = cleanSvg(root);
  delete cleaned.properties.xmlnsXLink;
  cleaned.properties = {
    ...cleaned.properties,
    className: ['pdf-diagram__svg'],
    ariaHidden: 'true',
    focusable: 'false',
  };
  return cleaned;
}

/** A note's text, with `backticks` as code. */
export function inlineCode(note: string): ElementContent[] {
  return note
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? el('code', {}, [text(part)]) : text(part)))
    .filter((node) => node.type !== 'text' || node.value !== '');
}

/** The figure: picture, caption, and the steps as a list (what screen readers and the Markdown twin get). */
export function figureOf(diagram: ResolvedDiagram, svg: Element, baseUrl = '/'): Element {
  const captionId = `diagram-${diagram.id}-caption`;
  const steps = diagram.steps.map((step) => {
    const hooks = step.hooks.map((hook) =>
      el('li', {}, [
        el('a', { href: hrefOf(baseUrl, hook.page) }, [el('code', {}, [text(hook.name)])]),
        text(
          ` (${hook.kind}, ${hook.callSite.file} line ${hook.callSite.line}${hook.pageVersion ? `; the ${hook.pageVersion} page, as this version has none` : ''})`,
        ),
      ]),
    );
    return el('li', {}, [
      el('strong', {}, [text(step.title)]),
      ...(step.note ? [text(': '), ...inlineCode(step.note)] : [text('.')]),
      ...(hooks.length ? [el('ul', {}, hooks)] : []),
    ]);
  });
  return el('figure', { className: ['pdf-diagram'], id: `diagram-${diagram.id}`, ariaLabelledBy: [captionId], dataDiagram: diagram.id }, [
    el('div', { className: ['pdf-diagram__picture'], dataTwin: 'skip', dataPagefindIgnore: 'all' }, [svg]),
    el('figcaption', { id: captionId, className: ['pdf-diagram__caption'] }, [
      text(`${diagram.title}, in ${diagram.factsLabel}: from “${diagram.start}” to “${diagram.end}”.`),
    ]),
    el('ol', { className: ['pdf-diagram__steps'] }, steps),
  ]);
}

function diagramName(node: RootContent | ElementContent): string | undefined {
  if (node.type !== 'element' || node.tagName !== 'pre') return undefined;
  const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const classes = code?.properties.className;
  if (!code || !Array.isArray(classes) || !classes.includes('language-diagram')) return undefined;
  return code.children
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('')
    .trim();
}

export default function rehypeDiagrams(options: DiagramsOptions = {}) {
  const baseUrl = options.baseUrl ?? '/';
  return async (tree: Root, file: { path?: string }): Promise<void> => {
    const jobs: Promise<void>[] = [];
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, index) => {
        const name = diagramName(child);
        if (name !== undefined) {
          const where = file.path ? relative(process.cwd(), file.path) : 'a page';
          const version = file.path ? versionOfFile(file.path) : undefined;
          if (!version) throw new Error(`${where}: a diagram block only works in docs/ or versioned_docs/`);
          const diagram = (() => {
            try {
              return diagramOf(version, name);
            } catch (error) {
              throw new Error(`${where}: ${(error as Error).message}`);
            }
          })();
          jobs.push(
            renderSvg(diagramDot(diagram, baseUrl)).then((svg) => {
              parent.children[index] = figureOf(diagram, svg, baseUrl);
            }),
          );
        } else if (child.type === 'element') {
          visit(child);
        }
      });
    };
    visit(tree);
    await Promise.all(jobs);
  };
}

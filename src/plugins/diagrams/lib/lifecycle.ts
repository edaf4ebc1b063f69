// The life of a PDF and the template lookup, as Graphviz DOT and as an ordered list, from the reviewed steps file
// (catalogue/pdf-lifecycle.json) and the version's facts. Pure: the caller loads the JSON, the facts and the hook pages.
// A hook the facts no longer have, or that no longer fires in the function the steps file names, throws: the build
// breaks, not the picture.
// The facts' types belong to the reference plugin (src/plugins/reference); a type-only import, erased at build.
import type { FactCallSite, FactsSource } from '../../reference/lib/facts';

/** A hook as the steps file names it: its name and the function it fires in at that step (`Model_PDF::process_pdf`). */
export interface LifecycleHookRef {
  name: string;
  in: string;
}

export interface LifecycleStep {
  id: string;
  title: string;
  hooks: LifecycleHookRef[];
  /** Our own words: what happens at this step, what returns early. */
  note?: string;
}

export interface LifecycleDiagram {
  id: string;
  title: string;
  /** The first box (what starts it) and the last (what the reader gets). */
  start: string;
  end: string;
  steps: LifecycleStep[];
}

export interface LifecycleVersion {
  /** The facts file that speaks for this version (`gravity-pdf-6`). */
  facts: string;
  tag: string;
  /** By placeholder name: `pdf-lifecycle link`, `template-hierarchy multisite`. */
  diagrams: Record<string, LifecycleDiagram>;
}

export interface LifecycleFile {
  versions: Record<string, LifecycleVersion>;
}

/** A hook's page: its route, and the version it belongs to when it is not the diagram's own (a latest-version page). */
export interface HookPage {
  page: string;
  version?: string;
}

export type HookPageOf = (kind: 'filter' | 'action', name: string) => HookPage | undefined;

export interface ResolvedHook {
  name: string;
  kind: 'filter' | 'action';
  /** Route of its page, such as `/v6/developers/filters/gfpdf_pdf_config`. */
  page: string;
  /** Set when the page is another version's (the version has no page of its own for this hook). */
  pageVersion?: string;
  /** Where it fires at this step, from the facts. */
  callSite: FactCallSite;
}

export interface ResolvedStep {
  id: string;
  title: string;
  note?: string;
  hooks: ResolvedHook[];
}

export interface ResolvedDiagram {
  id: string;
  version: string;
  title: string;
  start: string;
  end: string;
  factsLabel: string;
  steps: ResolvedStep[];
}

const HOOK_NAME = /^[A-Za-z0-9_{}$[\]'>-]+$/;

/**
 * A diagram of one version with each hook checked against the facts and given its page. Throws, naming the data file,
 * the version, the step and the hook, when the facts or the pages disagree with the steps file.
 */
export function resolveDiagram(
  data: LifecycleFile,
  version: string,
  name: string,
  facts: FactsSource | undefined,
  pageOf: HookPageOf,
  dataFile = 'catalogue/pdf-lifecycle.json',
): ResolvedDiagram {
  const where = `${dataFile} (${version}, "${name}")`;
  const entry = data.versions[version];
  if (!entry) throw new Error(`${dataFile} has no version ${version}: add it, or remove the diagram from the page`);
  const diagram = entry.diagrams[name];
  if (!diagram) {
    throw new Error(`${dataFile} has no diagram "${name}" for ${version}; it has ${Object.keys(entry.diagrams).join(', ')}`);
  }
  if (!facts) throw new Error(`${where}: catalogue/facts/${entry.facts}.json is missing`);
  if (diagram.steps.length === 0) throw new Error(`${where} has no steps`);
  const ids = new Set<string>();
  const steps = diagram.steps.map((step) => {
    if (ids.has(step.id)) throw new Error(`${where}: two steps have the id "${step.id}"`);
    ids.add(step.id);
    const hooks = step.hooks.map((ref): ResolvedHook => {
      const at = `${where}, step "${step.id}": hook ${ref.name}`;
      if (!HOOK_NAME.test(ref.name)) throw new Error(`${at} is not a hook name`);
      const found = facts.hook(ref.name);
      if (!found) throw new Error(`${at} is not fired by ${facts.label} (catalogue/facts/${entry.facts}.json): remove it or rename it`);
      const callSite = found.callSites.find((site) => site.enclosing === ref.in);
      if (!callSite) {
        const firedIn = [...new Set(found.callSites.map((site) => site.enclosing ?? site.file))].join(', ');
        throw new Error(
          `${at} no longer fires in ${ref.in} at ${facts.label}; it fires in ${firedIn}: move it to the step that runs there`,
        );
      }
      const page = pageOf(found.kind, found.name);
      if (!page) throw new Error(`${at} has no page in ${version} or the latest version: write its page or leave it out`);
      return {
        name: found.name,
        kind: found.kind,
        page: page.page,
        ...(page.version && { pageVersion: page.version }),
        callSite,
      };
    });
    return { id: step.id, title: step.title, ...(step.note && { note: step.note }), hooks };
  });
  return {
    id: name.replace(/\s+/g, '-'),
    version,
    title: diagram.title,
    start: diagram.start,
    end: diagram.end,
    factsLabel: facts.label,
    steps,
  };
}

/** Text for an HTML-like Graphviz label. */
export function dotHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Breaks a title into lines of at most `width` characters, so the boxes stay narrow enough for a phone. */
export function wrap(text: string, width = 34): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The URL of a route under the site's base URL (`/` or `/docs/`). */
export function hrefOf(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/$/, '')}${route}`;
}

/**
 * Graphviz DOT for a resolved diagram: a vertical chain (fits a 360 px screen), the start and end as rounded boxes,
 * each step a box with its title and its hooks in firing order, each hook a link to its page. Colours are left to
 * CSS through classes, so light and dark mode both read well.
 */
export function diagramDot(diagram: ResolvedDiagram, baseUrl = '/'): string {
  const lines = [
    `digraph "${diagram.id}" {`,
    '  graph [rankdir=TB, nodesep=0.2, ranksep=0.28, pad=0.05, bgcolor="transparent", class="pdf-diagram__graph"];',
    // Graphviz measures text with its built-in Helvetica and Courier metrics; the CSS fonts are kept close to them.
    '  node [shape=plaintext, fontname="Helvetica,Arial,sans-serif", fontsize=12, margin=0];',
    '  edge [arrowsize=0.6, class="pdf-diagram__edge"];',
  ];
  const terminal = (id: string, text: string, kind: string) =>
    `  ${id} [shape=box, style="rounded", margin="0.12,0.06", class="pdf-diagram__${kind}", label=<${wrap(text)
      .map(dotHtml)
      .join('<br/>')}>];`;
  lines.push(terminal('start', diagram.start, 'terminal'));
  diagram.steps.forEach((step, index) => {
    const rows = [
      `<tr><td align="left" balign="left" cellpadding="4"><b>${index + 1}. ${wrap(step.title, 32).map(dotHtml).join('<br/>')}</b></td></tr>`,
      ...step.hooks.map(
        (hook) =>
          `<tr><td align="left" cellpadding="2" href="${dotHtml(hrefOf(baseUrl, hook.page))}" title="${dotHtml(`${hook.name} (${hook.kind})`)}"><font face="Courier" point-size="10">${dotHtml(hook.name)}</font></td></tr>`,
      ),
    ];
    lines.push(
      `  s${index} [class="pdf-diagram__step", label=<<table border="1" cellborder="0" cellspacing="0" cellpadding="0" style="rounded">${rows.join('')}</table>>];`,
    );
  });
  lines.push(terminal('end', diagram.end, 'terminal'));
  const chain = ['start', ...diagram.steps.map((_, index) => `s${index}`), 'end'];
  lines.push(`  ${chain.join(' -> ')};`);
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

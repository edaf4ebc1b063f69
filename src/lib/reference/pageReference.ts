// Node-only: the reference of one content file, as the build and the content check both need it. The build puts the
// resolved model in the page's front matter (`reference`) and fails on any problem; the check reports the problems.
import { relative } from 'node:path';
import { routeOfContentFile } from '../catalogue';
import { LATEST_VERSION } from '../../data/versions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { factsForPage, hookHistoryOf } from './load';
import { describeEvent } from './history';
import { earliestRelease, resolveReference, type ResolvedReference } from './resolve';
import { contentFileOf, loadCatalogue } from '../contentFiles';

/** The reference of a content file (path relative to the site, or absolute), from its front matter and its facts. */
export function referenceOfFile(file: string, frontMatter: Readonly<Record<string, unknown>>): ResolvedReference {
  const relativePath = relative(process.cwd(), file).replace(/\\/g, '/');
  const route = routeOfContentFile(relativePath, LATEST_VERSION.name);
  if (!route || !(frontMatter.hook || frontMatter.api)) return { problems: [] };
  const facts = factsForPage(route, frontMatter);
  const resolved = resolveReference(frontMatter, facts);
  const model = resolved.model;
  // The plugin's own hooks have a history across its releases (add-ons and products have none).
  if (!model || model.kind === 'api' || !facts?.name.startsWith('gravity-pdf-')) return resolved;
  const history = hookHistoryOf(model.kind, model.name);
  if (!history) return resolved;
  // The first release that fires it, or the source's @since where that is earlier than the tags scanned.
  const since = earliestRelease([history.introduced, ...(model.since ? [model.since] : [])]);
  const isLatest = route.startsWith(`/${LATEST_VERSION.name}/`);
  const latestRoute = isLatest ? undefined : latestHookRoutes().get(`${model.kind} ${model.name}`);
  return {
    ...resolved,
    model: {
      ...model,
      ...(since && { since }),
      history: history.events.map((event) => ({ release: event.release, change: describeEvent(event) })),
      ...(!isLatest &&
        (latestRoute || history.removed) && {
          latest: { ...(latestRoute && { route: latestRoute }), ...(history.removed && { removedIn: history.removed }) },
        }),
    },
  };
}

let latestRoutes: Map<string, string> | undefined;

/** The latest version's hook pages, by kind and hook name, from their front matter. */
function latestHookRoutes(): Map<string, string> {
  if (!latestRoutes) {
    latestRoutes = new Map();
    for (const page of loadCatalogue().pages) {
      if (page.version !== LATEST_VERSION.name || (page.kind !== 'filter' && page.kind !== 'action')) continue;
      try {
        const file = contentFileOf(page.path);
        if (!file) continue;
        const text = readFileSync(join(process.cwd(), file), 'utf8');
        const front = parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') as { hook?: { name?: string } } | null;
        if (front?.hook?.name) latestRoutes.set(`${page.kind} ${front.hook.name}`, page.path);
      } catch {
        // Front matter that does not parse is the content check's to report.
      }
    }
  }
  return latestRoutes;
}

/** For `markdown.parseFrontMatter`: the front matter with its resolved reference; a writer's mistake fails the build. */
export function frontMatterWithReference(file: string, frontMatter: Record<string, unknown>): Record<string, unknown> {
  const { model, problems } = referenceOfFile(file, frontMatter);
  if (problems.length > 0) {
    const where = relative(process.cwd(), file);
    throw new Error(
      `${where}: the hook or API front matter disagrees with the facts:\n${problems.map((problem) => `  - ${problem.message}`).join('\n')}`,
    );
  }
  return model ? { ...frontMatter, reference: model } : frontMatter;
}

// Node-only: the reference of one content file, as the build and the content check both need it. The build puts the
// resolved model in the page's front matter (`reference`) and fails on any problem; the check reports the problems.
import { relative } from 'node:path';
import { routeOfContentFile } from '../../lib/catalogue';
import { LATEST_VERSION } from '../../data/versions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { factsForPage, factsNameFor, hookHistoryOf } from './load';
import { listenersOfHook } from './lib/listeners';
import { listenerFactsNamed, listenerNotes } from './listenersLoad';
import { changelogOf, introducedText } from './lib/history';
import { resolveReference, type ResolvedReference } from './lib/resolve';
import { isPluginFacts, pluginFactsOf } from './registry';
import { contentFileOf, loadCatalogue, routeHasContent } from '../../lib/contentFiles';
import { newInByRoute, readReleaseNotePosts, type NewIn } from '../../lib/releaseNotes';
import { versionEquivalentsOf, type VersionEquivalents } from '../../lib/versionEquivalents';
import { frontMatterOf } from '../../lib/frontMatter';

/**
 * The reference of a content file (path relative to the site, or absolute), from its front matter and its facts, with
 * the callbacks the plugin itself attaches to the hook (catalogue/facts/listeners-*.json) and their reviewed notes.
 */
export function referenceOfFile(file: string, frontMatter: Readonly<Record<string, unknown>>): ResolvedReference {
  const resolved = referenceWithoutListeners(file, frontMatter);
  const model = resolved.model;
  if (!model || model.kind === 'api' || model.notInVersion) return resolved;
  const route = routeOfContentFile(relative(process.cwd(), file).replace(/\\/g, '/'), LATEST_VERSION.name);
  const factsName = route ? factsForPage(route, frontMatter)?.name : undefined;
  const facts = factsName ? listenerFactsNamed(factsName) : undefined;
  const listeners = facts ? listenersOfHook(facts, model.name, listenerNotes()) : undefined;
  if (!listeners) return resolved;
  const unnoted = listeners.rows.filter((row) => row.note === '');
  return {
    model: { ...model, listeners },
    problems: [
      ...resolved.problems,
      ...unnoted.map((row) => ({
        rule: 'reference' as const,
        message: `${row.callback} listens to ${model.name} (${row.file}:${row.line}) but has no note: add one to catalogue/listener-notes.json`,
      })),
    ],
  };
}

function referenceWithoutListeners(file: string, frontMatter: Readonly<Record<string, unknown>>): ResolvedReference {
  const relativePath = relative(process.cwd(), file).replace(/\\/g, '/');
  const route = routeOfContentFile(relativePath, LATEST_VERSION.name);
  if (!route || !(frontMatter.hook || frontMatter.api)) return { problems: [] };
  const facts = factsForPage(route, frontMatter);
  const resolved = resolveReference(frontMatter, facts);
  const model = resolved.model;
  // The plugin's own hooks have a history across its releases (add-ons and products have none).
  if (!model || model.kind === 'api' || !facts || !isPluginFacts(facts.name)) return resolved;
  // A hook's Since is the release that first fires it, from the history, never the source's @since: a docblock can name
  // a version that was never released (gfpdf_settings_navigation's "@since 3.8"). Without a history, no Since.
  const withoutSince = { ...model };
  delete withoutSince.since;
  const history = hookHistoryOf(model.kind, model.name);
  if (!history) return { ...resolved, model: withoutSince };
  const isLatest = route.startsWith(`/${LATEST_VERSION.name}/`);
  const latestRoute = isLatest ? undefined : latestHookRoute(model.kind, model.name);
  return {
    ...resolved,
    model: {
      ...withoutSince,
      since: introducedText(history),
      history: changelogOf(history),
      ...(!isLatest &&
        (latestRoute || history.removed) && {
          latest: { ...(latestRoute && { route: latestRoute }), ...(history.removed && { removedIn: history.removed }) },
        }),
    },
  };
}

const pagesByVersion = new Map<string, Map<string, string>>();

/**
 * A version's written hook pages by `facts kind name` (`gravity-pdf-6 filter gfpdf_pdf_filename`), from their front
 * matter; pages of hooks the version does not fire (`notInVersion`) are left out.
 */
export function hookPagesOfVersion(version: string): Map<string, string> {
  let pages = pagesByVersion.get(version);
  if (!pages) {
    pages = new Map();
    for (const page of loadCatalogue().pages) {
      if (page.version !== version || (page.kind !== 'filter' && page.kind !== 'action')) continue;
      const file = contentFileOf(page.path);
      if (!file) continue;
      try {
        const text = readFileSync(join(process.cwd(), file), 'utf8');
        const front = frontMatterOf(text) as {
          hook?: { name?: string; facts?: string; notInVersion?: boolean };
        } | null;
        const hook = front?.hook;
        const factsName = hook?.name && !hook.notInVersion ? factsNameFor(page.path, hook.facts) : undefined;
        if (factsName) pages.set(`${factsName} ${page.kind} ${hook!.name}`, page.path);
      } catch {
        // Front matter that does not parse is the content check's to report.
      }
    }
    pagesByVersion.set(version, pages);
  }
  return pages;
}

/** The latest version's page of one of the plugin's hooks, if written. */
function latestHookRoute(kind: string, name: string): string | undefined {
  const facts = pluginFactsOf(LATEST_VERSION.name);
  return facts && hookPagesOfVersion(LATEST_VERSION.name).get(`${facts.name} ${kind} ${name}`);
}

let newIn: Map<string, NewIn> | undefined;

/** The release that introduced a page (from the release notes' `introduces`), if one did. */
function newInOf(file: string): NewIn | undefined {
  newIn ??= newInByRoute(readReleaseNotePosts(), (route) => routeHasContent(route));
  const route = routeOfContentFile(relative(process.cwd(), file).replace(/\\/g, '/'), LATEST_VERSION.name);
  return route ? newIn.get(route) : undefined;
}

let docPathsByVersion: Record<string, string[]> | undefined;

/** The same page in every version, from the catalogue's routes. */
function versionEquivalentsOfFile(file: string): VersionEquivalents | undefined {
  docPathsByVersion ??= loadCatalogue().pages.reduce<Record<string, string[]>>((byVersion, page) => {
    if (page.version) (byVersion[page.version] ??= []).push(page.path);
    return byVersion;
  }, {});
  const route = routeOfContentFile(relative(process.cwd(), file).replace(/\\/g, '/'), LATEST_VERSION.name);
  return route ? versionEquivalentsOf(route, docPathsByVersion) : undefined;
}

/**
 * For `markdown.parseFrontMatter`: the front matter with what the build knows of the page (its resolved reference,
 * the release that introduced it, the same page in each version); a writer's mistake fails the build, naming the file
 * and the fix.
 */
export function frontMatterWithReference(file: string, frontMatter: Record<string, unknown>): Record<string, unknown> {
  const { model, problems } = referenceOfFile(file, frontMatter);
  if (problems.length > 0) {
    const where = relative(process.cwd(), file);
    throw new Error(
      `${where}: the hook or API front matter disagrees with the facts:\n${problems.map((problem) => `  - ${problem.message}`).join('\n')}`,
    );
  }
  const introduced = newInOf(file);
  const equivalents = versionEquivalentsOfFile(file);
  return {
    ...frontMatter,
    ...(model && { reference: model }),
    ...(introduced && { new_in: introduced }),
    ...(equivalents && { version_equivalents: equivalents }),
  };
}
